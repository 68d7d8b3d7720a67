import { readdirSync } from "node:fs";
import { getPriority } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineError, PoolBusyError, RequestCancelledError, SpeechPool } from "./pool.ts";
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

/** Records the order in which requests settle (resolved or rejected). */
function finishOrder() {
  const order: string[] = [];
  const track = <T>(label: string, p: Promise<T>) =>
    p.then(
      (v) => {
        order.push(label);
        return v;
      },
      (e: unknown) => {
        order.push(label);
        throw e;
      },
    );
  return { order, track };
}

describe("speech pool", () => {
  it("reports what waits in each lane and how many workers are busy (the bench's queue depth)", async () => {
    const pool = await SpeechPool.start({ size: 1, liveWorkers: 1 });
    try {
      expect(pool.load).toEqual({ waiting: { live: 0, evaluation: 0, background: 0 }, busy: 0 });
      // A second evaluation waits while the first runs; a live recognition takes the live worker at once.
      // (The load is read at once, so short recordings do: a long one only slows a busy machine down.)
      const running = pool.align(WORDS, speech);
      const waiting = pool.align(WORDS, speech);
      const live = pool.recognize(speech, { priority: "live" });
      expect(pool.load).toEqual({ waiting: { live: 0, evaluation: 1, background: 0 }, busy: 2 });
      await Promise.all([running, waiting, live]);
      await until(() => pool.load.busy === 0);
      expect(pool.load.waiting).toEqual({ live: 0, evaluation: 0, background: 0 });
    } finally {
      await pool.close();
    }
  }, 90_000);

  it("runs the evaluation workers at a lower CPU priority than the live-recognition worker", async () => {
    const pool = await SpeechPool.start({ size: 2, liveWorkers: 1 });
    try {
      const own = getPriority();
      const [a, b, live] = pool.pids.map((pid) => getPriority(pid ?? 0));
      expect([a, b]).toEqual([Math.max(own, 10), Math.max(own, 10)]);
      expect(live).toBe(own);
    } finally {
      await pool.close();
    }
  }, 30_000);

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
  }, 90_000);

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
  }, 90_000);

  it("kills a request that runs past the timeout and keeps serving", async () => {
    // The limit is CPU time (a busy machine does not use it up); the killed request is a 4-minute
    // recording, which takes far more than a second of CPU to decode.
    const pool = await SpeechPool.start({ size: 1, timeoutMs: 1000 });
    try {
      const oldPid = pool.pids[0];
      const veryLong = Buffer.concat(Array.from({ length: 10 }, () => long));
      await expect(pool.align(WORDS, veryLong)).rejects.toThrow(/timed out/);
      await until(() => pool.pids[0] !== oldPid);
      const short = audio.speak("We play.");
      await expect(pool.align(["we", "play"], short)).resolves.toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  }, 90_000);

  it("refuses unsafe words, recognises free speech, and rejects work after close", async () => {
    const pool = await SpeechPool.start({ size: 1 });
    await expect(pool.align(["bad word"], speech)).rejects.toBeInstanceOf(EngineError);
    const free = await pool.recognize(speech);
    expect(free.hyp).toMatch(/soccer/);
    await pool.close();
    await expect(pool.align(WORDS, speech)).rejects.toThrow(/closed/);
  }, 90_000);

  it("serves a waiting live recognition before waiting alignments, and background work last", async () => {
    const pool = await SpeechPool.start({ size: 1, liveWorkers: 0 });
    try {
      const { order, track } = finishOrder();
      // Queued in one turn of the event loop: the first takes the worker, the rest wait in their lanes.
      const running = track("running", pool.align(WORDS, speech));
      const background = track("background", pool.recognize(speech));
      const first = track("align 1", pool.align(WORDS, speech));
      const second = track("align 2", pool.align(WORDS, speech));
      const live = track("live", pool.recognize(speech, { priority: "live" }));
      await Promise.all([running, background, first, second, live]);
      expect(order).toEqual(["running", "live", "align 1", "align 2", "background"]);
      expect((await live).hyp).toMatch(/soccer/);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("does not refuse live recognition when alignments fill the queue", async () => {
    const pool = await SpeechPool.start({ size: 1, liveWorkers: 0, maxQueue: 1 });
    try {
      const running = pool.align(WORDS, speech);
      const queued = pool.align(WORDS, speech);
      await expect(pool.align(WORDS, speech)).rejects.toBeInstanceOf(PoolBusyError);
      const live = pool.recognize(speech, { priority: "live" });
      await expect(live).resolves.toMatchObject({ ok: true });
      await expect(Promise.all([running, queued])).resolves.toHaveLength(2);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("answers live recognition on its own worker while every shared worker is stuck", async () => {
    const pool = await SpeechPool.start({ size: 1, maxQueue: 1 });
    const shared = pool.pids[0] as number;
    try {
      // A paused worker cannot finish: only the live worker can answer now.
      process.kill(shared, "SIGSTOP");
      const { order, track } = finishOrder();
      const running = track("running", pool.align(WORDS, speech));
      const queued = track("queued", pool.align(WORDS, speech));
      await expect(pool.align(WORDS, speech)).rejects.toBeInstanceOf(PoolBusyError);
      expect(pool.hasIdleWorker).toBe(false);
      const live = await pool.recognize(speech, { priority: "live" });
      expect(live.hyp).toMatch(/soccer/);
      expect(order).toEqual([]);
      process.kill(shared, "SIGCONT");
      await Promise.all([running, queued]);
      expect(order).toEqual(["running", "queued"]);
    } finally {
      process.kill(shared, "SIGCONT");
      await pool.close();
    }
  }, 60_000);

  it("drops a waiting request whose signal aborts without decoding it", async () => {
    const pool = await SpeechPool.start({ size: 1, liveWorkers: 0 });
    try {
      const running = pool.align(WORDS, speech);
      const abort = new AbortController();
      let taken = false;
      const dropped = pool.recognize(
        () => {
          taken = true;
          return speech;
        },
        { priority: "live", signal: abort.signal },
      );
      abort.abort();
      await expect(dropped).rejects.toBeInstanceOf(RequestCancelledError);
      await expect(running).resolves.toMatchObject({ ok: true });
      // The next request runs on the same worker, so the dropped one would have run before it.
      await expect(pool.recognize(speech, { priority: "live" })).resolves.toMatchObject({ ok: true });
      expect(taken).toBe(false);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("stops the worker of a running request whose signal aborts, and a new worker takes over", async () => {
    const pool = await SpeechPool.start({ size: 1 });
    try {
      const livePid = pool.pids[1];
      const abort = new AbortController();
      let taken: () => void = () => {};
      const running = new Promise<void>((resolve) => {
        taken = resolve;
      });
      const stale = pool.recognize(
        () => {
          taken();
          return long;
        },
        { priority: "live", signal: abort.signal },
      );
      await running;
      abort.abort();
      await expect(stale).rejects.toBeInstanceOf(RequestCancelledError);
      await until(() => pool.pids[1] !== livePid);
      await expect(pool.recognize(speech, { priority: "live" })).resolves.toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  }, 60_000);
});
