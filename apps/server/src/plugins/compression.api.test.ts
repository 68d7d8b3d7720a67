import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyMp3 } from "../modules/favourites/test-fixture.ts";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { COMPRESS_MIN_BYTES, preferredEncoding, registerCompression } from "./compression.ts";

/** The bytes of an answer as the browser's fetch would decode them. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload);
  if (encoding === "gzip") return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe("preferredEncoding (Accept-Encoding with q-values)", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP;Q=0.8", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0.9, gzip;q=0.9", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["gzip;q=0.2, *;q=0.5", "br"],
    ["br;q=0, *", "gzip"],
    ["identity", undefined],
    ["deflate, compress", undefined],
    ["", undefined],
    [undefined, undefined],
    // broken q-values count as 0, never as a preference
    ["br;q=2, gzip", "gzip"],
    ["br;q=abc, gzip;q=-1", undefined],
    [",,;q=1, ;", undefined],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("compression of answers by type, size and kind (a bare app)", () => {
  let app: FastifyInstance;
  const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `item number ${i}` })) };
  const audio = Buffer.concat(Array.from({ length: 10 }, () => tinyMp3()));
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get("/json", async () => big);
    app.get("/exact", async (_req, reply) =>
      reply.type("application/json").send("x".repeat(COMPRESS_MIN_BYTES)),
    );
    app.get("/under", async (_req, reply) =>
      reply.type("application/json").send("x".repeat(COMPRESS_MIN_BYTES - 1)),
    );
    app.get("/audio", async (_req, reply) => reply.type("audio/mpeg").send(audio));
    app.get("/octets", async (_req, reply) => reply.type("application/octet-stream").send(audio));
    app.get("/stream", async (_req, reply) =>
      reply.type("application/json").send(Readable.from([JSON.stringify(big)])),
    );
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, accept = "br, gzip") =>
    app.inject({ url, headers: { "accept-encoding": accept } });

  it("compresses a JSON answer from 1024 bytes on, not one byte less", async () => {
    const exact = await get("/exact");
    expect(exact.headers["content-encoding"]).toBe("br");
    expect(decoded(exact).toString()).toBe("x".repeat(COMPRESS_MIN_BYTES));
    const under = await get("/under");
    expect(under.headers["content-encoding"]).toBeUndefined();
    expect(under.body).toBe("x".repeat(COMPRESS_MIN_BYTES - 1));
    expect(under.headers.vary).toBeUndefined();
  });

  it("sends audio and octet streams as they are, however compressible their bytes", async () => {
    for (const url of ["/audio", "/octets"]) {
      const res = await get(url);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.rawPayload.equals(audio)).toBe(true);
    }
  });

  it("leaves streamed answers alone and sends HEAD without a body", async () => {
    const res = await get("/stream");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual(big);
    const head = await app.inject({ method: "HEAD", url: "/json", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe.skipIf(skipPg)("compression of /v3 answers (the app)", () => {
  let t: TestApp;
  let token: string;
  let data: string;
  const get = (url: string, accept?: string) =>
    t.app.inject({
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(accept === undefined ? {} : { "accept-encoding": accept }),
      },
    });

  beforeAll(async () => {
    data = mkdtempSync(join(tmpdir(), "hibiki-compression-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: data });
    token = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(data, { recursive: true, force: true });
  });

  it("a JSON answer over 1 kB comes as br or gzip per Accept-Encoding and decodes to the same envelope", async () => {
    const plain = await get("/v3/app/config");
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const envelope = plain.json() as { code: number; message: string; data: unknown };
    expect(envelope.code).toBe(0);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0.1, gzip;q=0.9", "gzip"],
    ] as const) {
      const res = await get("/v3/app/config", accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      // the /v3 rules stay: per-user answers are never stored, and issue 13's headers are on them
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(JSON.parse(decoded(res).toString("utf8"))).toEqual(envelope);
    }
    for (const accept of ["identity", "br;q=0, gzip;q=0", "deflate"]) {
      const res = await get("/v3/app/config", accept);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json()).toEqual(envelope);
    }
  });

  it("a small answer, and a small error envelope, are sent as they are", async () => {
    const version = await get("/v3/app/version", "br, gzip");
    expect(version.statusCode).toBe(200);
    expect(version.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(version.headers["content-encoding"]).toBeUndefined();
    expect(version.json().code).toBe(0);
    const bad = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      headers: { "accept-encoding": "br, gzip" },
      payload: { account: "someone" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers["content-encoding"]).toBeUndefined();
    expect(bad.json().data.error_key).toBeTruthy();
  });

  it("a recording (mp3) is played back byte for byte, never re-compressed", async () => {
    const mp3 = Buffer.concat(Array.from({ length: 8 }, () => tinyMp3()));
    expect(mp3.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const boundary = "----hibikiCompressionBoundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const up = await t.app.inject({
      method: "POST",
      url: "/v3/upload/mp3",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
        "accept-encoding": "br, gzip",
      },
      payload: Buffer.concat([Buffer.from(head), mp3, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(up.statusCode).toBe(200);
    const url = (up.json() as { data: { file: string } }).data.file;
    const play = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
    expect(play.statusCode).toBe(200);
    expect(play.headers["content-type"]).toBe("audio/mpeg");
    expect(play.headers["content-encoding"]).toBeUndefined();
    expect(play.rawPayload.equals(mp3)).toBe(true);
  });
});
