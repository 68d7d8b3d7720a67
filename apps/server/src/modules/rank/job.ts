import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { computeSnapshot } from "./compute.ts";
import { dueDay } from "./days.ts";
import { latestRun } from "./repository.ts";

/** How often a server process checks whether the day's snapshot is due. */
export const RANK_CHECK_MS = 60_000;

/**
 * One check of the daily job: computes the snapshot of the day whose 03:00 (Japan time) passed last when
 * the latest snapshot is older (also catching up a 03:00 missed while every process was down). A server
 * that has no snapshot at all leaves the first one to the first board request (which says so) or to the
 * next 03:00 after `startedDue`.
 * @param db - database
 * @param now - the clock
 * @param startedDue - dueDay of the moment the process started
 * @returns whether this process computed a snapshot
 */
export async function runRankJob(db: Db, now: Date, startedDue: string): Promise<boolean> {
  const due = dueDay(now);
  const latest = await latestRun(db);
  if (latest ? latest.day >= due : due <= startedDue) return false;
  return computeSnapshot(db, due, "schedule", now);
}

/**
 * Starts the daily rankings job in this process (every API process may run it: the day's run row makes
 * one of them compute, see computeSnapshot).
 * @param app - the server
 * @returns how to stop it
 */
export function startRankJob(app: FastifyInstance): { close(): void } {
  const startedDue = dueDay(new Date());
  const run = () =>
    void runRankJob(app.db, new Date(), startedDue).catch((err: unknown) =>
      app.log.error({ err }, "computing the rankings failed"),
    );
  const timer = setInterval(run, RANK_CHECK_MS);
  timer.unref();
  run();
  return { close: () => clearInterval(timer) };
}
