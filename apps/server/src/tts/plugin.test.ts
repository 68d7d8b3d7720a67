import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstMpegFrame, wavInfo } from "./audio-probe.ts";
import { ttsPlugin } from "./plugin.ts";

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "tts-plugin-"));
  app = Fastify();
  await app.register(ttsPlugin, { cacheDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const speak = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: "/v3/tts/speak", query, headers });

describe("GET /v3/tts/speak", () => {
  it("streams mp3 by default with long-lived cache headers", async () => {
    const res = await speak({ text: "Let's read the next page together." });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(firstMpegFrame(res.rawPayload)?.sampleRate).toBe(16000);
  });

  it("serves wav at 16 kHz mono for format=wav, voice and speed", async () => {
    const res = await speak({ text: "How was your weekend?", voice: "male2", speed: "0.75", format: "wav" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("audio/wav");
    expect(wavInfo(res.rawPayload)).toMatchObject({ sampleRate: 16000, channels: 1 });
  });

  it("answers 304 to a matching If-None-Match and 206 to a byte range", async () => {
    const first = await speak({ text: "See you tomorrow." });
    const etag = String(first.headers.etag);
    const again = await speak({ text: "See you tomorrow." }, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await speak({ text: "See you tomorrow." }, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${first.rawPayload.length}`);
    expect(part.rawPayload).toEqual(first.rawPayload.subarray(0, 100));
    const beyond = await speak(
      { text: "See you tomorrow." },
      { range: `bytes=${first.rawPayload.length + 10}-` },
    );
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    [{}, "text"],
    [{ text: "" }, "text"],
    [{ text: "おはようございます" }, "text"],
    [{ text: "a".repeat(601) }, "text"],
    [{ text: "tab\u0001bad" }, "text"],
    [{ text: "Hello", voice: "alien" }, "voice"],
    [{ text: "Hello", speed: "3" }, "speed"],
    [{ text: "Hello", speed: "fast" }, "speed"],
    [{ text: "Hello", format: "ogg" }, "format"],
  ])("refuses %j with 400 naming %s in the envelope", async (query, field) => {
    const res = await speak(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    expect(typeof body.message).toBe("string");
    expect(Object.keys(body.data.fields)).toContain(field);
  });

  it("answers 503 with Retry-After when more renders wait than the queue allows", async () => {
    const small = Fastify();
    await small.register(ttsPlugin, { cacheDir: join(dir, "busy"), maxConcurrent: 1, maxQueue: 1 });
    const texts = [
      "First new sentence.",
      "Second new sentence.",
      "Third new sentence.",
      "Fourth new sentence.",
    ];
    const replies = await Promise.all(
      texts.map((text) => small.inject({ method: "GET", url: "/v3/tts/speak", query: { text } })),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 503)).toHaveLength(2);
    const busy = replies.find((r) => r.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("2");
    expect(busy?.json()).toMatchObject({ code: 503, data: { error_key: "server_error" } });
    await small.close();
  });

  it("runs the verify hook first and lets it refuse", async () => {
    const guarded = Fastify();
    await guarded.register(ttsPlugin, {
      cacheDir: dir,
      verify: async (_req, reply) => {
        await reply.code(401).send({ code: 401, message: "login required", data: null });
      },
    });
    const res = await guarded.inject({ method: "GET", url: "/v3/tts/speak?text=Hello" });
    expect(res.statusCode).toBe(401);
    await guarded.close();
  });
});
