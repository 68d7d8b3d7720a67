import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { LOG_SERIALIZERS, redactHeaders, redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it.each([
    ["/v3/student/check-token?token=abc.def", "/v3/student/check-token?token=[redacted]"],
    ["/v3/files/eval/hbk1.xml?sig=XYZ&x=1", "/v3/files/eval/hbk1.xml?sig=[redacted]&x=1"],
    [
      "/v3/speech/evaluate?student=3&expires=9&SIG=q",
      "/v3/speech/evaluate?student=3&expires=9&SIG=[redacted]",
    ],
    ["/v3/student/info?flag=1", "/v3/student/info?flag=1"],
  ])("%s", (url, safe) => expect(redactUrl(url)).toBe(safe));
});

describe("redactHeaders", () => {
  it("hides credentials and keeps the other headers", () => {
    expect(redactHeaders({ Authorization: "Bearer abc", cookie: "s=1", "content-type": "x" })).toEqual({
      Authorization: "[redacted]",
      cookie: "[redacted]",
      "content-type": "x",
    });
    expect(redactHeaders(undefined)).toBeUndefined();
    // @fastify/multipart logs its busboy options with the request headers at trace level
    expect(
      LOG_SERIALIZERS.busboyOptions({ headers: { authorization: "Bearer abc" }, limits: { files: 1 } }),
    ).toEqual({ headers: { authorization: "[redacted]" }, limits: { files: 1 } });
  });
});

// The log of real requests holds no live token or signature (the whole request log is searched).
describe.skipIf(skipPg)("the request log", () => {
  let t: TestApp;
  let log = "";
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    t = await buildTestApp({}, pino({ level: "info" }, sink));
  });
  afterAll(() => t?.close());

  it("keeps tokens and signatures out of every logged URL", async () => {
    const c = client(t.app);
    const token = (
      await c.postForm("/v3/student/login", {
        account: (await createTestSchool(t)).student.username,
        password: "pass1234",
      })
    ).json().data.token as string;
    await c.get(`/v3/student/check-token?token=${encodeURIComponent(token)}`);
    await c.get(`/v3/files/eval/hbk0000000000000000.xml?sig=${"s".repeat(43)}`);
    expect(log).toContain("check-token?token=[redacted]");
    expect(log).toContain("sig=[redacted]");
    expect(log).not.toContain(token);
    expect(log).not.toContain("s".repeat(43));
  });
});
