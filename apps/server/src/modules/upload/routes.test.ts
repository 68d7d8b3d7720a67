import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MP3_UPLOAD_MAX_BYTES } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { makeToneRecording } from "../../test/tone-recording.ts";

/** A multipart/form-data body with one file field. */
function multipart(field: string, filename: string, data: Buffer, type = "audio/mpeg") {
  const boundary = "----hibikiTestBoundary7MA4YWxk";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe.skipIf(skipPg)("recording upload", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let work: string;
  let dataDir: string;
  let mp3: Buffer;
  let wav: Buffer;
  let token: string;
  const upload = (body: ReturnType<typeof multipart>, auth = token) =>
    t.app.inject({
      method: "POST",
      url: "/v3/upload/mp3",
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-upload-"));
    dataDir = join(work, "data");
    // A real recording: a 1 s tone from sox, encoded by lame as the browser's encoder would.
    ({ mp3, wav } = makeToneRecording(work));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    token = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("stores a real mp3 and plays it back from the signed URL without a bearer header", async () => {
    const r = await upload(multipart("file", "take1.mp3", mp3));
    expect(r.statusCode).toBe(200);
    const url: string = r.json().data.file;
    // a link that works for the hour (lib/file-links.ts)
    expect(url).toMatch(/^\/v3\/files\/rec\/[A-Za-z0-9_-]{22}\.mp3\?expires=\d+&sig=[A-Za-z0-9_-]+$/);
    const play = await t.app.inject({ method: "GET", url });
    expect(play.statusCode).toBe(200);
    expect(play.headers["content-type"]).toBe("audio/mpeg");
    expect(play.rawPayload.equals(mp3)).toBe(true);
    const ranged = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-99" } });
    expect(ranged.statusCode).toBe(206); // seeking in <audio>
    const row = await t.db.one<{ path: string; bytes: number }>("SELECT path, bytes FROM files");
    expect(row?.bytes).toBe(mp3.length);
    expect(existsSync(join(dataDir, "files", row?.path ?? "missing"))).toBe(true);
  });

  it("refuses a forged or missing signature", async () => {
    const url: string = (await upload(multipart("file", "take2.mp3", mp3))).json().data.file;
    const [front, query] = url.split("&sig=") as [string, string];
    const path = front.split("?")[0] as string;
    const forged = `${front}&sig=${query.slice(0, -2)}${query.endsWith("AA") ? "BB" : "AA"}`;
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(403);
    const otherId = `${front.replace(/rec\/[^.]+/, "rec/AAAAAAAAAAAAAAAAAAAAAA")}&sig=${query}`;
    expect((await t.app.inject({ method: "GET", url: otherId })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/v3/files/rec/..%2Fx.mp3?sig=a" })).statusCode).toBe(
      404,
    );
  });

  it("rejects non-mp3 content, a missing field, an oversized file and a signed-out caller", async () => {
    const before = (await t.db.query("SELECT id FROM files")).length;
    const wavAsMp3 = await upload(multipart("file", "fake.mp3", wav));
    expect(wavAsMp3.statusCode).toBe(400);
    expect(wavAsMp3.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    expect((await upload(multipart("file", "a.mp3", Buffer.from("hello, not audio")))).statusCode).toBe(400);
    expect((await upload(multipart("file", "a.mp3", Buffer.alloc(0)))).statusCode).toBe(400);
    expect((await upload(multipart("audio", "a.mp3", mp3))).statusCode).toBe(400);
    const notMultipart = await c.postJson("/v3/upload/mp3", { file: "x" }, token);
    expect(notMultipart.statusCode).toBe(400);
    const big = Buffer.concat(
      Array.from({ length: Math.ceil((MP3_UPLOAD_MAX_BYTES + 1) / mp3.length) + 1 }, () => mp3),
    );
    const tooBig = await upload(multipart("file", "long.mp3", big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 413, data: { error_key: "bad_request" } });
    expect((await upload(multipart("file", "a.mp3", mp3), "")).statusCode).toBe(401);
    expect((await t.db.query("SELECT id FROM files")).length).toBe(before);
  });
});
