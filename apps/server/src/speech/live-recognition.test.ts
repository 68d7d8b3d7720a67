import { describe, expect, it } from "vitest";
import { type LiveEngine, LiveRecognizer } from "./live-recognition.ts";
import type { EngineReply } from "./worker-process.ts";

/** A pool stand-in: each request is taken (its clip read) and answered by the test. */
class FakeEngine implements LiveEngine {
  readonly calls: { pcm: Buffer | (() => Buffer); answer: (words: [string, number][]) => void }[] = [];

  recognize(pcm: Buffer | (() => Buffer)) {
    let answer: (words: [string, number][]) => void = () => {};
    const reply = new Promise<EngineReply>((resolve) => {
      answer = (words) =>
        resolve({ id: "1", ok: true, words: words.map(([w, sf]) => ({ w, sf, ef: sf + 20, ascr: 0 })) });
    });
    this.calls.push({ pcm, answer });
    return reply;
  }

  /** A worker takes request `i`: its clip is cut now. */
  take(i: number): Buffer {
    const call = this.calls[i];
    if (!call) throw new Error(`no request ${i}`);
    return typeof call.pcm === "function" ? call.pcm() : call.pcm;
  }
}

const FRAME_BYTES = 320;
/** 16 kHz PCM: a second of digital silence (100 frames), then a loud tone for `seconds`. */
function tone(seconds: number, hz = 220): Buffer {
  const lead = 16000;
  const out = Buffer.alloc((lead + Math.round(seconds * 16000)) * 2);
  for (let i = lead; i < out.length / 2; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / 16000)), i * 2);
  return out;
}

const words = (ws: { bg: number; cw: { w: string }[] }[]) => ws.map((w) => [w.cw[0]?.w, w.bg]);

/** These 7 s takes are resumed whatever their length (the default decodes takes under 8 s whole). */
const RESUME = { resumeFromFrames: 0 };

/** The first snapshot of a take, 300 frames: the clip starts at frame 60 (40 frames before the tone). */
async function firstSnapshot(recognizer: LiveRecognizer, engine: FakeEngine, take: Buffer) {
  const first = recognizer.recognize("s1", take.subarray(0, 300 * FRAME_BYTES));
  expect(engine.take(engine.calls.length - 1).length).toBe(240 * FRAME_BYTES);
  engine.calls.at(-1)?.answer([
    ["we", 0],
    ["often", 50],
    ["play", 100],
    ["tennis", 150],
    ["after", 200],
  ]);
  return first.result;
}

describe("live recognition resumes a take from its previous decoding", () => {
  it("keeps the words that ended before the last 1.5 s and decodes only from there", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine, RESUME);
    const take = tone(6);
    expect(words(await firstSnapshot(recognizer, engine, take))).toEqual([
      ["we", 60],
      ["often", 110],
      ["play", 160],
      ["tennis", 210],
      ["after", 260],
    ]);
    // The next snapshot (or the final recognition) of the same take: 700 frames.
    const next = recognizer.recognize("s1", take);
    const clip = engine.take(1);
    // Only "we" ended by frame 150 (300 - 150): kept; the decoding starts where "often" began.
    expect(clip.length).toBe((700 - 110) * FRAME_BYTES);
    expect(clip.equals(take.subarray(110 * FRAME_BYTES))).toBe(true);
    engine.calls[1]?.answer([
      ["often", 0],
      ["play", 50],
      ["tennis", 100],
      ["after", 150],
      ["school", 210],
    ]);
    expect(words(await next.result)).toEqual([
      ["we", 60],
      ["often", 110],
      ["play", 160],
      ["tennis", 210],
      ["after", 260],
      ["school", 320],
    ]);
  });

  it("decodes the whole recording for another take, another student, or after the kept decoding expired", async () => {
    const take = tone(6);
    for (const [label, second, opts] of [
      ["another take", tone(6, 330), {}],
      ["another student", null, {}],
      ["expired", take, { keepMs: -1 }],
    ] as const) {
      const engine = new FakeEngine();
      const recognizer = new LiveRecognizer(engine, { ...RESUME, ...opts });
      await firstSnapshot(recognizer, engine, take);
      const next = second ? recognizer.recognize("s1", second) : recognizer.recognize("s2", take);
      expect(engine.take(1).length, label).toBe((700 - 60) * FRAME_BYTES);
      engine.calls[1]?.answer([["hello", 0]]);
      expect(words(await next.result), label).toEqual([["hello", 60]]);
    }
  });

  it("starts from the last 1.5 s when nothing was heard yet, and never resumes a shorter recording", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine, RESUME);
    const take = tone(6);
    const quiet = recognizer.recognize("s1", take.subarray(0, 300 * FRAME_BYTES));
    engine.take(0);
    engine.calls[0]?.answer([["<sil>", 0]]);
    expect(await quiet.result).toEqual([]);
    const next = recognizer.recognize("s1", take);
    expect(engine.take(1).length).toBe((700 - 150) * FRAME_BYTES);
    engine.calls[1]?.answer([["we", 0]]);
    expect(words(await next.result)).toEqual([["we", 150]]);
    // An older, shorter snapshot of the take answering late is decoded whole, and does not replace the
    // longer decoding kept for the take.
    const late = recognizer.recognize("s1", take.subarray(0, 200 * FRAME_BYTES));
    expect(engine.take(2).length).toBe((200 - 60) * FRAME_BYTES);
    engine.calls[2]?.answer([]);
    await late.result;
    const last = recognizer.recognize("s1", take);
    expect(engine.take(3).length).toBe((700 - 150) * FRAME_BYTES);
    engine.calls[3]?.answer([]);
    await last.result;
  });

  it("decodes a short take whole, even after a snapshot (a short reply keeps its sentence context)", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine);
    const take = tone(6);
    await firstSnapshot(recognizer, engine, take);
    const final = recognizer.recognize("s1", take);
    expect(engine.take(1).length).toBe((700 - 60) * FRAME_BYTES);
    engine.calls[1]?.answer([
      ["we", 0],
      ["often", 50],
    ]);
    expect(words(await final.result)).toEqual([
      ["we", 60],
      ["often", 110],
    ]);
  });
});
