import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineError, PoolBusyError, SpeechPool } from "./pool.ts";
import { TestAudio } from "./test-audio.ts";

const WORDS = "we usually play soccer in the park after school".split(" ");
let audio: TestAudio;
let speech: Buffer;
let long: Buffer;

beforeAll(() => {
  audio = new TestAudio();
  speech = audio.speak("We usually play soccer in the park after school.");
  // About 24 s of speech: long enough to still be decoding when the test acts.
  long = Buffer.concat(Array.from({ length: 8 }, () => speech));
});
afterAll(() => audio?.dispose());

function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - start > ms) reject(new Error("condition not reached"));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

describe("speech pool", () => {
  it("restarts a worker that dies; the in-flight request fails clearly and the next one works", async () => {
    const pool = await SpeechPool.start({ size: 1 });
    try {
      const oldPid = pool.pids[0] as number;
      const inFlight = pool.align(WORDS, long);
      await new Promise((r) => setTimeout(r, 100));
      process.kill(oldPid, "SIGKILL");
      await expect(inFlight).rejects.toBeInstanceOf(EngineError);
      await expect(inFlight).rejects.toThrow(/exited/);
      // The killed worker could not clean up; the pool removed its dump directory.
      expect(readdirSync("/dev/shm").filter((d) => d.startsWith(`hibiki-senlog-${oldPid}-`))).toEqual([]);
      await until(() => pool.pids[0] !== oldPid);
      const reply = await pool.align(WORDS, speech);
      expect(reply.words?.some((w) => w.w === "soccer")).toBe(true);
    } finally {
      await pool.close();
    }
  }, 20_000);

  it("answers at once with PoolBusyError when every worker is busy and the queue is full", async () => {
    const pool = await SpeechPool.start({ size: 1, maxQueue: 1 });
    try {
      const running = pool.align(WORDS, speech);
      const queued = pool.align(WORDS, speech);
      const started = Date.now();
      await expect(pool.align(WORDS, speech)).rejects.toBeInstanceOf(PoolBusyError);
      expect(Date.now() - started).toBeLessThan(200);
      await expect(running).resolves.toMatchObject({ ok: true });
      await expect(queued).resolves.toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  }, 20_000);

  it("kills a request that runs past the timeout and keeps serving", async () => {
    const pool = await SpeechPool.start({ size: 1, timeoutMs: 1000 });
    try {
      const oldPid = pool.pids[0];
      await expect(pool.align(WORDS, long)).rejects.toThrow(/timed out/);
      await until(() => pool.pids[0] !== oldPid);
      const short = audio.speak("We play.");
      await expect(pool.align(["we", "play"], short)).resolves.toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  }, 20_000);

  it("refuses unsafe words, recognises free speech, and rejects work after close", async () => {
    const pool = await SpeechPool.start({ size: 1 });
    await expect(pool.align(["bad word"], speech)).rejects.toBeInstanceOf(EngineError);
    const free = await pool.recognize(speech);
    expect(free.hyp).toMatch(/soccer/);
    await pool.close();
    await expect(pool.align(WORDS, speech)).rejects.toThrow(/closed/);
  }, 20_000);
});
