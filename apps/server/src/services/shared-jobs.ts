import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { QUEUE_LOCK_KEY, withStartupLock } from "../cluster/startup-lock.ts";

/** One job queue shared by every server process on a PostgreSQL database. */
export type SharedJobOptions<T> = {
  /** DATABASE_URL (pg-boss keeps its jobs in the `pgboss` schema of that database) */
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** the pg-boss queue name */
  name: string;
  /** the job from a stored row, or null for a malformed one (completed without running) */
  parse: (data: unknown) => T | null;
  /** does one job (throw to have it retried); absent in processes that only send */
  run?: ((job: T) => Promise<void>) | undefined;
  /** how long a taken job may run before it counts as lost (its process died) and is retried */
  expireInSeconds: number;
  /** retries of a failed or lost job; default 2 */
  retryLimit?: number;
  /** seconds between polls for new jobs when idle; default 2 */
  pollingIntervalSeconds?: number | undefined;
};

/**
 * A job queue in PostgreSQL through pg-boss, shared by every process: any process sends (a row in
 * `pgboss.job`, so a job outlives the process that sent it), processes with `run` take jobs one at a time.
 * pg-boss fetches with `FOR UPDATE SKIP LOCKED`, so each job is taken by one process; one whose process died
 * is taken again once it expires, a failed one is retried (at least once, not exactly once: a handler
 * must be safe to repeat).
 */
export class SharedJobQueue<T extends object> {
  private closed = false;
  /** sends not yet answered by the database: close() waits for them, so a shutdown loses no job */
  private readonly sending = new Set<Promise<unknown>>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Connects pg-boss, creates the queue on first use (one process at a time: pg-boss deadlocks when
   * processes booting together create it at once) and, with `run`, starts taking jobs.
   * @param opts - database, queue, parser, runner and timings
   * @returns the started queue (close it when the app closes)
   */
  static async start<T extends object>(opts: SharedJobOptions<T>): Promise<SharedJobQueue<T>> {
    const boss = new PgBoss({
      connectionString: opts.databaseUrl,
      application_name: `hibiki-jobs-${opts.name}`,
      max: 2,
      schedule: false,
    });
    // pg-boss reports lost connections and failed maintenance as 'error' events; unhandled they would
    // end the process.
    boss.on("error", (err) => opts.log.warn({ err, queue: opts.name }, "job queue error"));
    await boss.start();
    await withStartupLock(
      opts.databaseUrl,
      async () => {
        if (await boss.getQueue(opts.name)) return;
        await boss.createQueue(opts.name, {
          name: opts.name,
          retryLimit: opts.retryLimit ?? 2,
          retryDelay: 30,
          expireInSeconds: opts.expireInSeconds,
        });
      },
      QUEUE_LOCK_KEY,
    );
    const queue = new SharedJobQueue<T>(boss, opts.name, opts.log);
    const run = opts.run;
    if (run) {
      const poll = { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };
      await boss.work<unknown>(opts.name, poll, async (jobs) => {
        for (const job of jobs) {
          const data = opts.parse(job.data);
          if (data) await run(data);
          else opts.log.warn({ queue: opts.name, id: job.id }, "job queue: malformed job skipped");
        }
      });
    }
    return queue;
  }

  /**
   * Sends a job without waiting (what it is about was stored already); a failed send is logged.
   * @returns false once closed
   */
  enqueue(job: T): boolean {
    if (this.closed) return false;
    const sent = this.boss.send(this.name, job).catch((err: unknown) => {
      this.log.warn({ err, queue: this.name }, "job queue: could not send the job");
    });
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
    return true;
  }

  /**
   * Finishes the sends under way, stops taking jobs, lets the one in progress finish (at most 10 s) and
   * disconnects. Jobs still queued stay in the database for the other processes, or for the next start.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.sending]);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch((err: unknown) => {
      this.log.warn({ err, queue: this.name }, "job queue: stopping failed");
    });
  }
}
