import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { multipartBody } from "./multipart-payloads.ts";

/**
 * Issue 13 part 5, the named cases: input that is not UTF-8 (JSON and form bodies, query strings, URL
 * paths) and broken multipart bodies on the upload and feedback calls answer a 4xx in the envelope,
 * never a 500, and store nothing.
 */

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const B = "xYzBoundary";

function expectEnvelope(r: LightMyRequestResponse, status: number): void {
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json()).toMatchObject({
    code: status,
    message: expect.any(String),
    data: { error_key: "bad_request" },
  });
}

describe.skipIf(skipPg)("malformed input gets a 4xx in the envelope", () => {
  let t: TestApp;
  let dataDir: string;
  let student: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-malformed-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    student = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, type: string, payload: string | Buffer, token?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });

  it("a JSON body with bytes that are not UTF-8 is a 400 naming the body", async () => {
    const raw = Buffer.concat([
      Buffer.from('{"account":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('","password":"x"}'),
    ]);
    const r = await post("/v3/student/login", "application/json", raw);
    expectEnvelope(r, 400);
    expect(r.json().data.fields).toEqual({ body: "not valid UTF-8" });
    // UTF-8 text still passes (a wrong password, not a bad request).
    const ok = await post(
      "/v3/student/login",
      "application/json",
      JSON.stringify({ account: "さくら", password: "x" }),
    );
    expect(ok.json().data.error_key).toBe("login_wrong_credentials");
  });

  it("a form body with raw bytes or percent-escapes that are not UTF-8 is a 400", async () => {
    const form = "application/x-www-form-urlencoded";
    expectEnvelope(
      await post(
        "/v3/student/login",
        form,
        Buffer.from([0x61, 0x63, 0x63, 0x6f, 0x75, 0x6e, 0x74, 0x3d, 0xff]),
      ),
      400,
    );
    for (const bad of ["%FF%FE", "%C0%AF", "%ED%A0%80", "%E3%81"])
      expectEnvelope(await post("/v3/student/login", form, `account=${bad}&password=x`), 400);
    const ok = await post("/v3/student/login", form, "account=%E3%81%95%E3%81%8F%E3%82%89&password=x");
    expect(ok.json().data.error_key).toBe("login_wrong_credentials");
    // Repeated keys still arrive as an array (refused by the contract with a 400 naming the field).
    const twice = await post("/v3/student/login", form, "account=a&account=b&password=x");
    expectEnvelope(twice, 400);
    expect(Object.keys(twice.json().data.fields)).toEqual(["body.account"]);
  });

  it("a query string that is not UTF-8 is a 400, signed in or not", async () => {
    const auth = { authorization: `Bearer ${student}` };
    for (const url of [
      "/v3/history/list?page=%FF",
      "/v3/student/check-token?token=%E0%A4%A",
      "/v3/student/info?x=%C0%AF",
    ]) {
      const r = await t.app.inject({ url, headers: auth });
      expectEnvelope(r, 400);
      expect(r.json().data.fields).toEqual({ querystring: "not valid UTF-8" });
    }
    expect((await t.app.inject({ url: "/v3/student/check-token?token=%FF" })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: "/v3/history/list?page=1&x=%E3%81%82", headers: auth })).statusCode,
    ).toBe(200);
  });

  it("a URL path that is not UTF-8 is a 400 in the envelope (not Fastify's bare JSON)", async () => {
    for (const url of [
      "/v3/student/info%FF",
      "/v3/files/rec/%FF.mp3?sig=x",
      "/v3/files/feedback/%E3%81.png",
      "/v3/nope/%C0%AF",
    ]) {
      expectEnvelope(await t.app.inject({ url, headers: { authorization: `Bearer ${student}` } }), 400);
    }
  });

  const feedbackRows = async () =>
    (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM resource_feedback"))?.n ?? 0;
  const upload = (payload: string | Buffer, type = `multipart/form-data; boundary=${B}`) =>
    post("/v3/upload/mp3", type, payload, student);
  const feedback = (payload: string | Buffer, type = `multipart/form-data; boundary=${B}`) =>
    post("/v3/resource-feedback", type, payload, student);
  const fileBody = (name: string, data: Buffer, extra: Array<{ name: string; value: string }> = []) =>
    multipartBody([...extra, { name, value: data, filename: "a.bin", type: "application/octet-stream" }], B);

  it("broken multipart bodies on the upload call are 400, a file over the limit 413", async () => {
    const good = fileBody("file", Buffer.alloc(2000, 0xff));
    expectEnvelope(await upload(good.subarray(0, good.length - 40)), 400); // truncated
    expectEnvelope(await upload(good, "multipart/form-data; boundary=other"), 400); // wrong boundary
    expectEnvelope(await upload(good, "multipart/form-data"), 400); // missing boundary
    expectEnvelope(await upload(good, `multipart/form-data; boundary=${"b".repeat(300)}`), 400);
    expectEnvelope(await upload(multipartBody([{ name: "file", value: "not a file" }], B)), 400); // no file
    expectEnvelope(await upload(fileBody("file", Buffer.alloc(0))), 400); // empty file
    const fields = Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: "v" }));
    expectEnvelope(await upload(fileBody("file", Buffer.alloc(10, 0xff), fields)), 413); // too many fields
    const file = { name: "file", value: Buffer.alloc(10, 0xff), filename: "a.mp3" };
    expectEnvelope(await upload(multipartBody([file, file], B)), 413); // two files
    expectEnvelope(await upload(fileBody("file", Buffer.alloc(6 * 1024 * 1024, 0xff))), 413); // too large
    expect(readdirSync(dataDir, { recursive: true }).filter((f) => String(f).endsWith(".mp3"))).toEqual([]);
  });

  it("broken multipart bodies on the feedback call are 4xx and store no report", async () => {
    const before = await feedbackRows();
    const text = [{ name: "content", value: "音が出ません" }];
    const good = fileBody("images[]", PNG, text);
    expectEnvelope(await feedback(good.subarray(0, good.length - 30)), 400); // truncated
    expectEnvelope(await feedback(good.subarray(0, 20)), 400); // cut in the first part's headers
    expectEnvelope(await feedback(good, "multipart/form-data; boundary=other"), 400);
    expectEnvelope(await feedback(good, "multipart/form-data"), 400);
    expectEnvelope(await feedback(multipartBody([...text, { name: "images[]", value: "no file" }], B)), 400);
    const manyFields = Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: "v" }));
    expectEnvelope(await feedback(multipartBody([...text, ...manyFields], B)), 413);
    const tenImages = Array.from({ length: 12 }, () => ({
      name: "images[]",
      value: PNG,
      filename: "a.png",
      type: "image/png",
    }));
    expect((await feedback(multipartBody([...text, ...tenImages], B))).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await feedback(multipartBody([...text, ...tenImages], B))).statusCode).toBeLessThan(500);
    expectEnvelope(
      await feedback(fileBody("images[]", Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), text)),
      413,
    );
    expect(await feedbackRows()).toBe(before);
    // The well-formed report is still accepted and stored once.
    expect((await feedback(good)).statusCode).toBe(200);
    expect(await feedbackRows()).toBe(before + 1);
  });
});
