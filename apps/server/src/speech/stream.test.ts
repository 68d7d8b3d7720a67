import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSpeechWorker, DEFAULT_MODEL_DIR, DEFAULT_WORKER_BINARY } from "./pool.ts";
import { TestAudio } from "./test-audio.ts";
import { type EngineReply, WorkerProcess } from "./worker-process.ts";

// Original text written for these tests.
const TEXT =
  "Every morning I walk to school with my best friend. We talk about music, games and our homework.";
/** 0.4 s of 16 kHz 16-bit audio, as the server feeds a take */
const CHUNK = 12_800;

let audio: TestAudio;
let reading: Buffer;

/** A worker started with these stream settings (the worker reads them from its environment). */
async function worker(env: Record<string, string>): Promise<WorkerProcess> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const proc = new WorkerProcess(DEFAULT_WORKER_BINARY, DEFAULT_MODEL_DIR);
    await proc.ready;
    return proc;
  } finally {
    for (const k of Object.keys(env)) if (saved[k] === undefined) delete process.env[k];
  }
}

/** Feeds a take chunk by chunk (S), the last chunk with E. */
async function feedTake(proc: WorkerProcess, sid: string, pcm: Buffer): Promise<EngineReply[]> {
  const replies: EngineReply[] = [];
  for (let at = 0; at < pcm.length; at += CHUNK) {
    const last = at + CHUNK >= pcm.length;
    replies.push(await proc.request(last ? "E" : "S", [sid, String(at / 2)], pcm.subarray(at, at + CHUNK)));
  }
  return replies;
}

const words = (r: EngineReply) => (r.hyp ?? "").split(" ").filter(Boolean);

beforeAll(() => {
  buildSpeechWorker();
  audio = new TestAudio();
  reading = Buffer.concat([audio.silence(0.3), audio.speak(TEXT), audio.silence(0.5)]);
});

afterAll(() => audio?.dispose());

describe("streaming recognition in the worker (S, E, X)", () => {
  let proc: WorkerProcess;
  beforeAll(async () => {
    proc = await worker({ HIBIKI_STREAMS: "1" });
  }, 60_000);
  afterAll(async () => {
    await proc?.close();
  });

  it("answers the words so far after each piece of a take, and the final words when it ends", async () => {
    const replies = await feedTake(proc, "take-1", reading);
    expect(replies.every((r) => r.ok)).toBe(true);
    const counts = replies.map((r) => words(r).length);
    // Words appear while the take goes on, long before its end.
    const half = Math.floor(replies.length / 2);
    expect(counts[half]).toBeGreaterThan(3);
    expect(counts.at(-2)).toBeGreaterThan(12);
    const final = replies.at(-1) as EngineReply;
    expect(final.hyp).toMatch(/every morning .*best friend .*music games/);
    expect(final.frames).toBe(Math.floor(reading.length / 320));
    // Word times are frames of the whole take, in order.
    const real = (final.words ?? []).filter((w) => !/^<|^\[|^\+/.test(w.w));
    expect(real.map((w) => w.sf)).toEqual([...real.map((w) => w.sf)].sort((a, b) => a - b));
    expect(real.at(-1)?.sf).toBeGreaterThan(300);
  }, 60_000);

  it("answers busy for a new take while every decoder holds one, and serves it once that one is dropped", async () => {
    const piece = reading.subarray(0, CHUNK);
    expect(await proc.request("S", ["held", "0"], piece)).toMatchObject({ ok: true });
    expect(await proc.request("S", ["other", "0"], piece)).toMatchObject({ ok: false, busy: true });
    expect(await proc.request("X", ["held"])).toMatchObject({ ok: true });
    const replies = await feedTake(proc, "other", reading);
    expect(replies.at(-1)?.hyp).toMatch(/morning/);
    // An ended take holds nothing either.
    expect(await proc.request("S", ["third", "0"], piece)).toMatchObject({ ok: true });
    await proc.request("X", ["third"]);
  }, 60_000);

  it("drops a take whose audio does not continue it, and says it is lost", async () => {
    const piece = reading.subarray(0, CHUNK);
    expect(await proc.request("S", ["gap", "0"], piece)).toMatchObject({ ok: true });
    // The next audio claims to start later than where the take is: audio went missing.
    expect(await proc.request("S", ["gap", String(CHUNK)], piece)).toMatchObject({ ok: false, lost: true });
    expect(await proc.request("E", ["gap", String(CHUNK / 2)], piece)).toMatchObject({
      ok: false,
      lost: true,
    });
    expect(await proc.request("S", ["never-opened", "6400"], piece)).toMatchObject({ ok: false, lost: true });
    // Its decoder is free again.
    expect(await proc.request("S", ["next", "0"], piece)).toMatchObject({ ok: true });
    await proc.request("X", ["next"]);
  }, 60_000);

  it("refuses a stream request without a take id or start sample and keeps running", async () => {
    const piece = reading.subarray(0, 3200);
    expect(await proc.request("S", [], piece)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/id/),
    });
    expect(await proc.request("S", ["x".repeat(65), "0"], piece)).toMatchObject({ ok: false });
    expect(await proc.request("X", ["not-a-take"])).toMatchObject({ ok: true });
    expect(await proc.request("P", [])).toMatchObject({ ok: true });
  }, 30_000);
});

describe("a take whose caller went quiet", () => {
  it("gives its decoder to a new take once it has been idle longer than the limit", async () => {
    const proc = await worker({ HIBIKI_STREAMS: "1", HIBIKI_STREAM_IDLE_MS: "0" });
    try {
      const piece = reading.subarray(0, CHUNK);
      expect(await proc.request("S", ["quiet", "0"], piece)).toMatchObject({ ok: true });
      expect(await proc.request("S", ["newer", "0"], piece)).toMatchObject({ ok: true });
      expect(await proc.request("S", ["quiet", String(CHUNK / 2)], piece)).toMatchObject({
        ok: false,
        lost: true,
      });
    } finally {
      await proc.close();
    }
  }, 60_000);
});
