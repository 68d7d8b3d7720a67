import websocket from "@fastify/websocket";
import {
  OPUS_MAX_PACKETS_PER_FRAME,
  RecognizeResultFrameSchema,
  SPEECH_ERROR_CODES,
  SpeechServerFrameSchema,
} from "@hibiki/contracts/ws/speech";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { signSpeechUrl } from "../lib/signed-url.ts";
import type { Evaluation } from "./evaluator.ts";
import { joinPackets } from "./opus-decoder.ts";
import { speechPlugin } from "./plugin.ts";
import { SpeechPool } from "./pool.ts";
import { TestAudio } from "./test-audio.ts";
import { encodeOpus, opusFrameData } from "./test-opus.ts";

// Original sentences written for these tests.
const READINGS = [
  { text: "We usually play soccer in the park after school.", voice: "slt" },
  { text: "My little sister wants to visit the big museum with our grandmother next Sunday.", voice: "awb" },
  { text: "Yesterday the children cooked a delicious dinner for their tired parents.", voice: "rms" },
  { text: "Please open your textbook to page twelve and read the first story.", voice: "slt" },
];
const SECRET = "test-secret-for-opus";
let app: FastifyInstance;
let pool: SpeechPool;
let audio: TestAudio;
let base: string;
/** scores of each finished take, by the take's student id */
const results = new Map<string, Evaluation>();

beforeAll(async () => {
  audio = new TestAudio();
  pool = await SpeechPool.start({ size: 2 });
  app = Fastify();
  await app.register(websocket);
  await app.register(speechPlugin, {
    pool,
    secret: SECRET,
    idleTimeoutMs: 5000,
    maxAudioBytes: 16000 * 2 * 20,
    maxSocketsPerStudent: Number.POSITIVE_INFINITY,
    loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    onResult: (studentId, _text, _category, result) => {
      results.set(studentId, result);
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  base = `ws://127.0.0.1:${port}/v3/speech`;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await pool?.close();
  audio?.dispose();
});

interface Outcome {
  frames: unknown[];
  closeCode?: number;
}

/** Opens a socket, sends the frames in order, and collects every answer until the server closes. */
function session(path: "evaluate" | "recognize", studentId: string, frames: string[]): Promise<Outcome> {
  const url = signSpeechUrl(`${base}/${path}`, { studentId, ttlSeconds: 60 }, SECRET);
  return new Promise((resolve, reject) => {
    const out: Outcome = { frames: [] };
    const ws = new WebSocket(url);
    ws.on("open", () => {
      for (const f of frames) if (ws.readyState === ws.OPEN) ws.send(f);
    });
    ws.on("message", (data) => out.frames.push(JSON.parse(data.toString())));
    ws.on("error", reject);
    ws.on("close", (code) => {
      out.closeCode = code;
      resolve(out);
    });
  });
}

function first(text: string, aue: string): string {
  return JSON.stringify({
    common: { app_id: "hibiki" },
    business: {
      category: "read_sentence",
      text,
      ent: "en_vip",
      cmd: "ssb",
      aue,
      auf: "audio/L16;rate=16000",
    },
    data: { status: 0 },
  });
}

/** Middle frames as the browser writes them (see apps/web/src/lib/speech/frames.ts), then the last one. */
function middle(data: string[], encoding: string): string[] {
  return [
    ...data.map((d, i) =>
      JSON.stringify({
        business: { cmd: "auw", aus: i === 0 ? 1 : 2 },
        data: { status: 1, data: d, data_type: 1, encoding },
      }),
    ),
    JSON.stringify({ business: { cmd: "auw", aus: 4 }, data: { status: 2, data: "" } }),
  ];
}

const rawData = (pcm: Buffer) => {
  const out: string[] = [];
  for (let i = 0; i < pcm.length; i += 6400) out.push(pcm.subarray(i, i + 6400).toString("base64"));
  return out;
};

function errorCode(o: Outcome): number {
  return SpeechServerFrameSchema.parse(o.frames[0]).code;
}

describe("opus-wb on the evaluation socket", () => {
  it("scores each compressed take within 0.2 of its raw take, at under 32 kbps on the wire", async () => {
    const diffs: number[] = [];
    for (const [i, { text, voice }] of READINGS.entries()) {
      const pcm = Buffer.concat([audio.silence(0.5), audio.speak(text, voice), audio.silence(1)]);
      const opus = middle(opusFrameData(encodeOpus(pcm)), "opus-wb");
      const [raw, compressed] = await Promise.all([
        session("evaluate", `raw-${i}`, [first(text, "raw"), ...middle(rawData(pcm), "raw")]),
        session("evaluate", `opus-${i}`, [first(text, "opus-wb"), ...opus]),
      ]);
      expect(errorCode(raw)).toBe(0);
      expect(errorCode(compressed)).toBe(0);
      const a = results.get(`raw-${i}`)?.scores;
      const b = results.get(`opus-${i}`)?.scores;
      if (!a || !b) throw new Error("a take was not scored");
      expect(a.total).toBeGreaterThanOrEqual(3.5);
      for (const key of ["total", "accuracy", "fluency", "integrity"] as const) {
        diffs.push(Math.abs(a[key] - b[key]));
        expect(Math.abs(a[key] - b[key]), `${key} of "${text}"`).toBeLessThanOrEqual(0.2);
      }
      // Bytes of the audio frames (JSON text as sent) over the take's duration.
      const kbps = (opus.reduce((n, f) => n + Buffer.byteLength(f), 0) * 8) / (pcm.length / 32000) / 1000;
      expect(kbps).toBeLessThanOrEqual(32);
      expect(kbps).toBeGreaterThan(10);
    }
    expect(diffs.length).toBe(READINGS.length * 4);
  }, 120_000);

  const text = READINGS[0]?.text ?? "";
  const packets = () => encodeOpus(audio.speak("Good morning everyone."));
  const data = (bytes: Buffer) => middle([bytes.toString("base64")], "opus-wb");
  it.each([
    ["a zero-length packet", () => data(Buffer.from([0, 0]))],
    ["a length over 1275 bytes", () => data(Buffer.concat([Buffer.from([0x05, 0x00]), Buffer.alloc(1280)]))],
    ["a packet cut off", () => data(Buffer.from([0, 40, 1, 2, 3]))],
    ["a length cut off", () => data(Buffer.concat([joinPackets(packets().slice(0, 2)), Buffer.from([0])]))],
    ["a packet libopus refuses", () => data(joinPackets([Buffer.from([0xff, 0xff, 0xff])]))],
    [
      "more packets than a frame may hold",
      () =>
        data(joinPackets(Array.from({ length: OPUS_MAX_PACKETS_PER_FRAME + 1 }, () => Buffer.from([0xf8])))),
    ],
  ])("answers %s with audio_decode (10161) and closes", async (_name, frames) => {
    const o = await session("evaluate", "bad", [first(text, "opus-wb"), ...frames()]);
    expect(o.frames).toHaveLength(1);
    expect(errorCode(o)).toBe(SPEECH_ERROR_CODES.audio_decode);
    expect(o.closeCode).toBe(1000);
  });

  it("refuses an encoding it cannot decode with frame_invalid (10163)", async () => {
    const o = await session("evaluate", "bad", [first(text, "speex-wb")]);
    expect(errorCode(o)).toBe(SPEECH_ERROR_CODES.frame_invalid);
  });

  it("counts the decoded audio against the limit: 21 s of Opus is audio_too_long", async () => {
    const long = encodeOpus(Buffer.alloc(16000 * 2 * 21));
    const o = await session("evaluate", "long", [
      first(text, "opus-wb"),
      ...middle(opusFrameData(long), "opus-wb"),
    ]);
    expect(errorCode(o)).toBe(SPEECH_ERROR_CODES.audio_too_long);
  }, 30_000);
});

describe("opus-wb on the recognition socket", () => {
  const frames = (data: string[], encodings: string[]) => [
    ...data.map((audio, i) =>
      JSON.stringify({
        data: { status: i === 0 ? 0 : 1, encoding: encodings[i] ?? encodings.at(-1), audio },
      }),
    ),
    JSON.stringify({ data: { status: 2, audio: "" } }),
  ];

  it("recognises free speech sent as Opus", async () => {
    const pcm = audio.speak(READINGS[0]?.text ?? "");
    const o = await session("recognize", "rec", frames(opusFrameData(encodeOpus(pcm)), ["opus-wb"]));
    const frame = RecognizeResultFrameSchema.parse(o.frames[0]);
    expect(frame.data.text).toMatch(/soccer/);
  }, 30_000);

  it("refuses an encoding that changes mid-stream (frame_invalid) and a bad packet (audio_decode)", async () => {
    const data = opusFrameData(encodeOpus(audio.speak("Good morning everyone.")));
    const changed = await session("recognize", "rec", frames(data, ["opus-wb", "raw"]));
    expect(errorCode(changed)).toBe(SPEECH_ERROR_CODES.frame_invalid);
    const bad = joinPackets([Buffer.from([0xff, 0xff, 0xff])]).toString("base64");
    const broken = await session("recognize", "rec", frames([bad], ["opus-wb"]));
    expect(errorCode(broken)).toBe(SPEECH_ERROR_CODES.audio_decode);
  }, 30_000);
});
