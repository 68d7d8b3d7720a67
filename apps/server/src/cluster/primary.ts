import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { checkClusterEnv, servesSpeech, speechWorkersPerProcess } from "./settings.ts";

/** Longest wait before restarting a worker that keeps dying at startup. */
const MAX_RESTART_DELAY_MS = 30_000;
/** How long the workers get to finish their requests on SIGTERM/SIGINT before they are killed. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The node:cluster primary of `HIBIKI_PROCESSES=N` (N > 1): it serves nothing itself, forks N workers that
 * each run the whole server (main.ts) and share PORT (each accepts connections from the one listening
 * socket itself, SCHED_NONE: a connection the dying worker had taken is reset with it, never left open;
 * node's round-robin hand-off left a connection it was passing to a worker that died open and unanswered),
 * forks a new worker when one dies (at once, or after a doubling delay while workers die before listening), and
 * on SIGTERM/SIGINT passes SIGTERM to every worker, waits for them (at most 15 s, then SIGKILL) and exits.
 * Refuses to start without DATABASE_URL (checkClusterEnv); warns without REDIS_URL.
 * Each worker logs "Server listening" itself; the primary logs "worker started" / "worker exited" with
 * the worker's pid (`worker_pid`).
 * @param env - the validated environment (HIBIKI_PROCESSES > 1)
 * @param log - the primary's logger
 */
export function runPrimary(env: Env, log: Logger): void {
  const check = checkClusterEnv(env);
  if (check.error) {
    log.fatal(check.error);
    process.exit(1);
  }
  for (const warning of check.warnings) log.warn(warning);

  // The cores are shared among the processes' speech pools unless HIBIKI_SPEECH_WORKERS says otherwise.
  const workerEnv: Record<string, string> = {};
  if (!env.HIBIKI_SPEECH_WORKERS && servesSpeech(env.HIBIKI_ROLE))
    workerEnv.HIBIKI_SPEECH_WORKERS = String(speechWorkersPerProcess(env.HIBIKI_PROCESSES));

  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let closing = false;
  // Workers that died before listening in a row (a broken setup): their restarts wait longer each time.
  let startupDeaths = 0;
  const started = new Set<Worker>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ ...workerEnv, HIBIKI_WORKER_SLOT: String(slot) });
    started.add(worker);
    let listening = false;
    log.info({ slot, worker_pid: worker.process.pid }, "worker started");
    worker.once("listening", () => {
      listening = true;
      startupDeaths = 0;
    });
    worker.on("exit", (code, signal) => {
      started.delete(worker);
      if (closing) return;
      if (!listening) startupDeaths++;
      const delay = startupDeaths > 0 ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (startupDeaths - 1)) : 0;
      log.warn({ slot, worker_pid: worker.process.pid, code, signal, restart_in_ms: delay }, "worker exited");
      setTimeout(() => {
        if (!closing) fork(slot);
      }, delay);
    });
  };
  log.info({ processes: env.HIBIKI_PROCESSES, role: env.HIBIKI_ROLE }, "starting server processes");
  for (let slot = 1; slot <= env.HIBIKI_PROCESSES; slot++) fork(slot);

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: stopping ${started.size} server processes`);
    const workers = [...started];
    for (const w of workers) w.process.kill("SIGTERM");
    const force = setTimeout(() => {
      for (const w of started) w.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const done = () => {
      if (started.size === 0) process.exit(0);
    };
    for (const w of workers) w.once("exit", done);
    done();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
