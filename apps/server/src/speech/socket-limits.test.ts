import websocket from "@fastify/websocket";
import {
  SPEECH_ERROR_CODES,
  SPEECH_MAX_AUDIO_BYTES,
  type SpeechServerFrame,
} from "@hibiki/contracts/ws/speech";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signSpeechUrl } from "../lib/signed-url.ts";
import type { OpenItem } from "./open-answer/open-item.ts";
import { speechPlugin } from "./plugin.ts";
import type { SpeechPool } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import { EvaluationSession, type SessionDeps } from "./session.ts";
import {
  AUDIO_MARGIN_SECONDS,
  BYTES_PER_SECOND,
  LIFETIME_MARGIN_MS,
  lifetimeMs,
  openAudioBytes,
  readingAudioBytes,
  SocketCounter,
} from "./socket-limits.ts";

/** A pool stand-in: never idle (no speculation), every engine call fails (these tests never finish a take). */
const idlePool = {
  hasIdleWorker: false,
  align: () => Promise.reject(new Error("no engine in this test")),
  recognize: () => Promise.reject(new Error("no engine in this test")),
} as unknown as SpeechPool;

const first = (text: string, category = "read_sentence", extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    common: { app_id: "hibiki" },
    business: { category, text, ent: "en_vip", cmd: "ssb", aue: "raw", ...extra },
    data: { status: 0 },
  });
const audioFrame = (bytes: number) =>
  JSON.stringify({ data: { status: 1, data: Buffer.alloc(bytes).toString("base64") } });

/** An evaluation session with a clock the test moves. */
function evaluation(extra: Partial<SessionDeps> = {}) {
  const sent: SpeechServerFrame[] = [];
  const clock = { now: 0 };
  let closed = false;
  const session = new EvaluationSession({
    pool: idlePool,
    studentId: "1",
    sid: "hbk-test",
    send: (f) => sent.push(f),
    close: () => {
      closed = true;
    },
    loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    logError: () => {},
    now: () => clock.now,
    ...extra,
  });
  return { session, sent, clock, closed: () => closed };
}

describe("limits", () => {
  it("derive a reading's audio limit from its words and an open answer's from record_max_time, capped", () => {
    expect(readingAudioBytes(1)).toBe((3 + AUDIO_MARGIN_SECONDS) * BYTES_PER_SECOND);
    expect(readingAudioBytes(10)).toBe((30 + AUDIO_MARGIN_SECONDS) * BYTES_PER_SECOND);
    expect(readingAudioBytes(10_000)).toBe(SPEECH_MAX_AUDIO_BYTES);
    expect(openAudioBytes(20)).toBe((20 + AUDIO_MARGIN_SECONDS) * BYTES_PER_SECOND);
    expect(openAudioBytes(undefined)).toBe(SPEECH_MAX_AUDIO_BYTES);
    expect(openAudioBytes(600)).toBe(SPEECH_MAX_AUDIO_BYTES);
    expect(lifetimeMs(BYTES_PER_SECOND * 10)).toBe(10_000 + LIFETIME_MARGIN_MS);
  });

  it("count each student's sockets", () => {
    const c = new SocketCounter(2);
    expect([c.add("a"), c.add("a"), c.hasRoom("a"), c.hasRoom("b")]).toEqual([true, true, false, true]);
    expect(c.add("a")).toBe(false);
    c.release("a");
    c.release("a");
    expect(c.hasRoom("a")).toBe(true);
  });
});

describe("evaluation session limits", () => {
  it("refuses audio beyond a one-word reading's allowance with audio_too_long, but not a sentence's", () => {
    const seconds = 3 + AUDIO_MARGIN_SECONDS + 1;
    const word = evaluation();
    word.session.handleText(first("cat", "read_word"));
    for (let i = 0; i < seconds && !word.closed(); i++) word.session.handleText(audioFrame(BYTES_PER_SECOND));
    expect(word.sent).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.audio_too_long })]);
    expect(word.closed()).toBe(true);

    const sentence = evaluation();
    sentence.session.handleText(first("We usually play soccer in the park after school."));
    for (let i = 0; i < seconds; i++) sentence.session.handleText(audioFrame(BYTES_PER_SECOND));
    expect(sentence.sent).toEqual([]);
  });

  it("handles 10,000 tiny frames after a 700 kB first frame in bounded work per frame", () => {
    // A pool with an idle worker, so speculation is considered on every frame too.
    const aligned: Buffer[] = [];
    const pool = {
      hasIdleWorker: true,
      align: (_w: string[], clip: Buffer) => {
        aligned.push(clip);
        return new Promise(() => {});
      },
    } as unknown as SpeechPool;
    const s = evaluation({ pool });
    const pcm = Buffer.alloc(700_000);
    for (let i = 8000; i < 40000; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin(i / 10)), i * 2);
    const opening = JSON.parse(first("We usually play soccer in the park after school."));
    opening.data.data = pcm.toString("base64");
    s.session.handleText(JSON.stringify(opening));
    const tiny = audioFrame(2);
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) s.session.handleText(tiny);
    // Re-reading the recording per frame (the old path) took about 3 ms a frame, 30 s in all.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(s.sent).toEqual([]);
    // One alignment for the one complete window, not one per frame.
    expect(aligned).toHaveLength(1);
  });

  it("closes a socket that trickles audio once its take's lifetime is over (idle_timeout)", () => {
    const s = evaluation();
    s.session.handleText(first("cat", "read_word"));
    const lifetime = lifetimeMs(readingAudioBytes(1));
    // Two bytes every 10 s: never idle, never too long, but the lifetime runs out.
    for (s.clock.now = 10_000; s.clock.now <= lifetime; s.clock.now += 10_000)
      s.session.handleText(audioFrame(2));
    expect(s.sent).toEqual([]);
    s.clock.now += 10_000;
    s.session.handleText(audioFrame(2));
    expect(s.sent).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.idle_timeout })]);
    expect(s.closed()).toBe(true);
  });

  it("limits an open answer to its item's record_max_time plus the margin", async () => {
    const item: OpenItem = {
      resCode: "r",
      questionId: "q",
      rubric: {} as OpenItem["rubric"],
      texts: [],
      samples: [],
      level: undefined,
      recordMaxTime: 5,
    };
    const s = evaluation({ loadOpenItem: async () => item, recogniseOpen: async () => [] as never });
    s.session.handleText(
      first("What is your favourite colour?", "open_answer", { item: { res_code: "r", question_id: "q" } }),
    );
    // The item lookup settles (it sets the limit) before the audio arrives.
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 5 + AUDIO_MARGIN_SECONDS + 1 && !s.closed(); i++)
      s.session.handleText(audioFrame(BYTES_PER_SECOND));
    expect(s.sent).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.audio_too_long })]);
  });

  it("closes a recognition socket that outlives its lifetime", () => {
    const sent: unknown[] = [];
    let now = 0;
    const s = new RecognizeSession({
      recognizer: {} as never,
      studentId: "1",
      sid: "hbk-r",
      send: (f) => sent.push(f),
      close: () => {},
      logError: () => {},
      maxLifetimeMs: 60_000,
      now: () => now,
    });
    const frame = (status: number) => JSON.stringify({ data: { status, audio: "AAA=" } });
    s.handleText(frame(0));
    now = 60_001;
    s.handleText(frame(1));
    expect(sent).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.idle_timeout })]);
  });
});

describe("speech sockets (plugin)", () => {
  const SECRET = "limits-secret";
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    await app.register(websocket);
    await app.register(speechPlugin, {
      pool: idlePool,
      secret: SECRET,
      idleTimeoutMs: 5_000,
      maxLifetimeMs: 1_000,
      maxSocketsPerStudent: 2,
      loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    base = `ws://127.0.0.1:${port}/v3/speech`;
  });
  afterAll(() => app?.close());

  const url = (student: string, path = "evaluate") =>
    signSpeechUrl(`${base}/${path}`, { studentId: student, ttlSeconds: 60 }, SECRET);

  /** Opens a socket; resolves once it is open (or with the HTTP refusal). */
  function open(
    u: string,
  ): Promise<{ ws: WebSocket; frames: { code: number }[]; closed: Promise<number> } | string> {
    return new Promise((resolve) => {
      const ws = new WebSocket(u);
      const frames: { code: number }[] = [];
      const closed = new Promise<number>((r) => ws.on("close", (code) => r(code)));
      ws.on("message", (d) => frames.push(JSON.parse(d.toString())));
      ws.on("open", () => resolve({ ws, frames, closed }));
      ws.on("error", (err) => resolve(err.message));
    });
  }

  it("closes a socket trickling 2 bytes every 50 ms at its lifetime, with idle_timeout and a normal close", async () => {
    const s = await open(url("trickle"));
    if (typeof s === "string") throw new Error(s);
    const started = Date.now();
    s.ws.send(first("cat", "read_word"));
    const timer = setInterval(() => s.ws.readyState === s.ws.OPEN && s.ws.send(audioFrame(2)), 50);
    const code = await s.closed;
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(s.frames).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.idle_timeout })]);
    expect(code).toBe(1000);
  });

  it("lets a student open only maxSocketsPerStudent sockets across both paths (429 before the upgrade)", async () => {
    const a = await open(url("many"));
    const b = await open(url("many", "recognize"));
    if (typeof a === "string" || typeof b === "string") throw new Error("first sockets refused");
    expect(await open(url("many"))).toMatch(/429/);
    expect(await open(url("many", "recognize"))).toMatch(/429/);
    const other = await open(url("someone-else"));
    expect(typeof other).not.toBe("string");
    if (typeof other !== "string") other.ws.close();
    // Once one closes, the student may open another.
    a.ws.close();
    await a.closed;
    let again = await open(url("many"));
    for (let i = 0; i < 50 && typeof again === "string"; i++) {
      await new Promise((r) => setImmediate(r));
      again = await open(url("many"));
    }
    expect(typeof again).not.toBe("string");
    if (typeof again !== "string") again.ws.close();
    b.ws.close();
  });

  it("answers a frame over 1 MiB with frame_invalid and a normal close, not 1006", async () => {
    const s = await open(url("big"));
    if (typeof s === "string") throw new Error(s);
    s.ws.send(first("We play soccer."));
    s.ws.send(audioFrame(900 * 1024)); // 1.2 MiB of base64
    expect(await s.closed).toBe(1000);
    expect(s.frames).toEqual([expect.objectContaining({ code: SPEECH_ERROR_CODES.frame_invalid })]);
  });
});
