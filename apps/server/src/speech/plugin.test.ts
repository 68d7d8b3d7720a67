import websocket from "@fastify/websocket";
import {
  RecognizeResultFrameSchema,
  SPEECH_ERROR_CODES,
  SpeechServerFrameSchema,
} from "@hibiki/contracts/ws/speech";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signSpeechUrl } from "../lib/signed-url.ts";
import { speechPlugin } from "./plugin.ts";
import { SpeechPool } from "./pool.ts";
import { TestAudio } from "./test-audio.ts";

const SECRET = "test-secret-for-speech-urls";
const TEXT = "We usually play soccer in the park after school.";
let app: FastifyInstance;
let pool: SpeechPool;
let audio: TestAudio;
let base: string;
let speech: Buffer;
const stored: { studentId: string; text: string; category: string; total: number; speculative: boolean }[] =
  [];

beforeAll(async () => {
  audio = new TestAudio();
  speech = audio.speak(TEXT);
  pool = await SpeechPool.start({ size: 1, maxQueue: 0 });
  app = Fastify();
  await app.register(websocket);
  await app.register(speechPlugin, {
    pool,
    secret: SECRET,
    idleTimeoutMs: 400,
    maxAudioBytes: 16000 * 2 * 20,
    loadConfig: () => ({ collected: [], blacklist: [], excluded: ["the"], whiteList: [] }),
    onResult: (studentId, text, category, result) => {
      stored.push({ studentId, text, category, total: result.scores.total, speculative: result.speculative });
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  base = `ws://127.0.0.1:${port}/v3/speech/evaluate`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pool?.close();
  audio?.dispose();
});

interface Outcome {
  frames: unknown[];
  closeCode?: number;
  httpError?: string;
}

/** Opens a socket, sends the frames in order, and collects every answer until the server closes. */
function session(url: string, frames: (string | Buffer)[], gapMs = 0): Promise<Outcome> {
  return new Promise((resolve) => {
    const out: Outcome = { frames: [] };
    const ws = new WebSocket(url);
    ws.on("open", async () => {
      for (const f of frames) {
        if (ws.readyState !== ws.OPEN) break;
        ws.send(f);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
    ws.on("message", (data) => out.frames.push(JSON.parse(data.toString())));
    ws.on("error", (err) => {
      out.httpError = err.message;
      resolve(out);
    });
    ws.on("close", (code) => {
      out.closeCode = code;
      resolve(out);
    });
  });
}

function url(studentId = "s-1", ttlSeconds = 60): string {
  return signSpeechUrl(base, { studentId, ttlSeconds }, SECRET);
}

function first(text: string, category = "read_sentence"): string {
  return JSON.stringify({
    common: { app_id: "hibiki" },
    business: { category, text, ent: "en_vip", cmd: "ssb", aue: "raw" },
    data: { status: 0 },
  });
}

/** The recording as middle frames of 200 ms (6400 bytes) and an empty last frame. */
function audioFrames(pcm: Buffer): string[] {
  const out: string[] = [];
  for (let i = 0; i < pcm.length; i += 6400) {
    const data = pcm.subarray(i, i + 6400).toString("base64");
    out.push(JSON.stringify({ business: { cmd: "auw", aus: i === 0 ? 1 : 2 }, data: { status: 1, data } }));
  }
  out.push(JSON.stringify({ business: { cmd: "auw", aus: 4 }, data: { status: 2, data: "" } }));
  return out;
}

/** The recording as recognition-socket frames (IAT shape): status 0, then 1, then an empty 2. */
function recognizeFrames(pcm: Buffer): string[] {
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 6400) {
    const status = i === 0 ? 0 : 1;
    chunks.push(
      JSON.stringify({
        data: { status, encoding: "raw", audio: pcm.subarray(i, i + 6400).toString("base64") },
      }),
    );
  }
  chunks.push(JSON.stringify({ data: { status: 2, audio: "" } }));
  return chunks;
}

function errorCode(o: Outcome): number | undefined {
  const frame = SpeechServerFrameSchema.parse(o.frames[0]);
  return frame.code;
}

describe("evaluation websocket", () => {
  it("scores a reading sent ISE-style and returns base64 XML", async () => {
    const o = await session(url("stu-42"), [first(`\uFEFF[content]\n${TEXT}`), ...audioFrames(speech)]);
    expect(o.frames).toHaveLength(1);
    const frame = SpeechServerFrameSchema.parse(o.frames[0]);
    expect(frame).toMatchObject({ code: 0, message: "success", data: { status: 2 } });
    const xml = Buffer.from((frame.data as { data: string }).data, "base64").toString("utf8");
    expect(xml).toMatch(/^<\?xml[^>]*\?><xml_result><read_sentence [^>]*><rec_paper><read_chapter /);
    const total = Number(/total_score="([\d.]+)"/.exec(xml)?.[1]);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(xml.match(/<word /g)).toHaveLength(9);
    expect(o.closeCode).toBe(1000);
    expect(stored.at(-1)).toMatchObject({ studentId: "stu-42", text: TEXT, category: "read_sentence" });
  }, 20_000);

  it("refuses a forged or expired signature before the upgrade", async () => {
    const forged = url().replace(/signature=[^&]+/, "signature=AAAA");
    expect((await session(forged, [])).httpError).toMatch(/401/);
    const other = signSpeechUrl(base, { studentId: "s-1", ttlSeconds: 60 }, "another-secret");
    expect((await session(other, [])).httpError).toMatch(/401/);
    const expired = signSpeechUrl(base, { studentId: "s-1", ttlSeconds: 60 }, SECRET, Date.now() - 120_000);
    expect((await session(expired, [])).httpError).toMatch(/401/);
    expect((await session(base, [])).httpError).toMatch(/401/);
  });

  it.each([
    ["not JSON", ["{oops"], SPEECH_ERROR_CODES.frame_not_json],
    ["a binary frame", [Buffer.from([1, 2, 3])], SPEECH_ERROR_CODES.frame_not_json],
    ["audio before the first frame", audioFrames(Buffer.alloc(640)), SPEECH_ERROR_CODES.frame_invalid],
    ["an unknown category", [first(TEXT, "read_poem")], SPEECH_ERROR_CODES.paper_invalid],
    ["an empty text", [first("\uFEFF[word]\n  ")], SPEECH_ERROR_CODES.paper_empty],
    ["an over-long text", [first("word ".repeat(300))], SPEECH_ERROR_CODES.paper_too_long],
    [
      "bad base64 audio",
      [first(TEXT), JSON.stringify({ business: { cmd: "auw" }, data: { status: 1, data: "%%%" } })],
      SPEECH_ERROR_CODES.audio_decode,
    ],
    [
      "mp3 audio (aue=lame)",
      [first(TEXT).replace('"aue":"raw"', '"aue":"lame"')],
      SPEECH_ERROR_CODES.frame_invalid,
    ],
    ["a second first frame", [first(TEXT), first(TEXT)], SPEECH_ERROR_CODES.frame_invalid],
    [
      "audio over the limit",
      [first(TEXT), ...audioFrames(Buffer.alloc(16000 * 2 * 21))],
      SPEECH_ERROR_CODES.audio_too_long,
    ],
  ])("answers %s with an error frame and closes", async (_name, frames, code) => {
    const o = await session(url(), frames as (string | Buffer)[]);
    expect(o.frames).toHaveLength(1);
    expect(errorCode(o)).toBe(code);
    expect(o.closeCode).toBe(1000);
  });

  it("closes an idle socket with 10114", async () => {
    const started = Date.now();
    const o = await session(url(), [first(TEXT)]);
    expect(errorCode(o)).toBe(SPEECH_ERROR_CODES.idle_timeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it("answers thread_not_enough (10002) at once when the engine is saturated", async () => {
    // The pool has one worker and no queue: keep it busy with a long direct request.
    const busy = pool.align(["we"], Buffer.concat(Array.from({ length: 4 }, () => speech)));
    const o = await session(url(), [first(TEXT), ...audioFrames(speech.subarray(0, 32000))]);
    expect(errorCode(o)).toBe(SPEECH_ERROR_CODES.thread_not_enough);
    await busy;
  }, 20_000);

  it("recognises free speech on the IAT-shaped socket, which needs its own signature", async () => {
    const rec = base.replace("evaluate", "recognize");
    const chunks = recognizeFrames(speech);
    const o = await session(signSpeechUrl(rec, { studentId: "s-1", ttlSeconds: 60 }, SECRET), chunks);
    const frame = RecognizeResultFrameSchema.parse(o.frames[0]);
    expect(frame.data.text).toMatch(/soccer/);
    expect(frame.data.result.ws.length).toBeGreaterThanOrEqual(5);
    // An evaluation URL does not open the recognition socket.
    const wrong = url().replace("/evaluate", "/recognize");
    expect((await session(wrong, [])).httpError).toMatch(/401/);
    const bad = await session(signSpeechUrl(rec, { studentId: "s-1", ttlSeconds: 60 }, SECRET), [
      JSON.stringify({ data: { status: 1, audio: "" } }),
    ]);
    expect(errorCode(bad)).toBe(SPEECH_ERROR_CODES.frame_invalid);
  }, 30_000);

  it("still recognises live while evaluations are refused because every evaluation worker is busy", async () => {
    // The evaluation worker is paused in the middle of a request: only the live worker can answer.
    const shared = pool.pids[0] as number;
    process.kill(shared, "SIGSTOP");
    try {
      const busy = pool.align(["we"], speech);
      const refused = await session(url(), [first(TEXT), ...audioFrames(speech.subarray(0, 32000))]);
      expect(errorCode(refused)).toBe(SPEECH_ERROR_CODES.thread_not_enough);
      const rec = signSpeechUrl(
        base.replace("evaluate", "recognize"),
        { studentId: "s-2", ttlSeconds: 60 },
        SECRET,
      );
      const o = await session(rec, recognizeFrames(speech));
      expect(RecognizeResultFrameSchema.parse(o.frames[0]).data.text).toMatch(/soccer/);
      process.kill(shared, "SIGCONT");
      await busy;
    } finally {
      process.kill(shared, "SIGCONT");
    }
  }, 30_000);

  it("starts aligning during the silence before the stop and uses that alignment", async () => {
    const withPause = Buffer.concat([speech, audio.silence(1)]);
    const o = await session(url("stu-7"), [first(TEXT), ...audioFrames(withPause)], 2);
    expect(SpeechServerFrameSchema.parse(o.frames[0]).code).toBe(0);
    expect(stored.at(-1)).toMatchObject({ studentId: "stu-7", speculative: true });
    expect(stored.at(-1)?.total).toBeGreaterThanOrEqual(4);
  }, 20_000);

  it("keeps serving after bad clients", async () => {
    const o = await session(url(), [first(TEXT), ...audioFrames(speech)]);
    expect(SpeechServerFrameSchema.parse(o.frames[0]).code).toBe(0);
  }, 20_000);
});
