import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SharedJobQueue } from "../../services/shared-jobs.ts";
import { freshDatabase } from "../../test/fresh-database.ts";
import type { RecognitionJob } from "./background.ts";
import { RECOGNITION_QUEUE, SharedRecognitionQueue } from "./shared-queue.ts";

const base = process.env.DATABASE_URL;
const onPostgres = process.env.HIBIKI_TEST_DB === "pg" && Boolean(base);
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/**
 * Three "processes" on one fresh database: an API-only one that sends recordings, and two speech ones
 * that take them, as HIBIKI_PROCESSES / HIBIKI_ROLE=speech processes do.
 */
describe.skipIf(!onPostgres)("the shared recognition queue (pg-boss)", () => {
  let url: string;
  let drop = async () => {};
  const queues: Array<SharedJobQueue<RecognitionJob>> = [];
  beforeAll(async () => {
    ({ url, drop } = await freshDatabase("hibiki_q"));
  });
  afterAll(async () => {
    for (const q of queues) await q.close();
    await drop();
  });

  it("has each recording sent by any process transcribed once, by one of the speech processes", async () => {
    const done: Array<{ by: string; job: RecognitionJob }> = [];
    const worker = (by: string) => async (job: RecognitionJob) => {
      done.push({ by, job });
      await new Promise((r) => setImmediate(r));
    };
    // Started together, as processes booting at once: pg-boss installs its schema once.
    const [sender, a, b] = await Promise.all([
      SharedRecognitionQueue.start({ databaseUrl: url, log }),
      SharedRecognitionQueue.start({ databaseUrl: url, log, run: worker("a"), pollingIntervalSeconds: 0.5 }),
      SharedRecognitionQueue.start({ databaseUrl: url, log, run: worker("b"), pollingIntervalSeconds: 0.5 }),
    ]);
    queues.push(sender, a, b);
    const jobs = Array.from({ length: 20 }, (_, i) => ({
      studentId: i + 1,
      soundFile: `/v3/files/rec/${i}.mp3`,
    }));
    for (const job of jobs) expect(sender.enqueue(job)).toBe(true);
    // A malformed job row (another version, a hand edit) is completed without running.
    expect(sender.enqueue({ studentId: "x", soundFile: 3 } as unknown as RecognitionJob)).toBe(true);

    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const states = async () =>
        (
          await c.query<{ state: string; n: number }>(
            "SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state",
            [RECOGNITION_QUEUE],
          )
        ).rows;
      // Wait for the queue to drain: every job completed (the event is the job table's state).
      for (;;) {
        const s = await states();
        if (s.length === 1 && s[0]?.state === "completed" && s[0].n === 21) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await c.end();
    }
    expect(done.map((d) => d.job).sort((x, y) => x.studentId - y.studentId)).toEqual(jobs);
    expect(done.every((d) => d.by === "a" || d.by === "b")).toBe(true);
    // These "processes" end here: left running, they would take the next test's job before its process.
    for (const q of queues.splice(0)) await q.close();
  }, 120_000);

  it("keeps what a closing process sent for the next process, and refuses jobs once closed", async () => {
    const sender = await SharedRecognitionQueue.start({ databaseUrl: url, log });
    const job = { studentId: 99, soundFile: "/v3/files/rec/late.mp3" };
    expect(sender.enqueue(job)).toBe(true);
    await sender.close();
    expect(sender.enqueue({ studentId: 1, soundFile: "/v3/files/rec/refused.mp3" })).toBe(false);
    const taken = new Promise<RecognitionJob>((resolve) => {
      void SharedRecognitionQueue.start({
        databaseUrl: url,
        log,
        run: async (j) => resolve(j),
        pollingIntervalSeconds: 0.5,
      }).then((q) => queues.push(q));
    });
    expect(await taken).toEqual(job);
    // Two pg-boss starts and a close: slow on a busy 2-core machine, not a failure (a hang still is).
  }, 120_000);
});
