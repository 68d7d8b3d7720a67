import { availableParallelism } from "node:os";
import type { Env } from "../env.ts";

/** What one server process serves (HIBIKI_ROLE). */
export type Role = Env["HIBIKI_ROLE"];

/** The verdict on a cluster setup: a refusal, or warnings to log before forking. */
export type ClusterCheck = { error?: string; warnings: string[] };

/**
 * Checks HIBIKI_PROCESSES against the rest of the environment. More than one process needs PostgreSQL:
 * the embedded database (PGlite) lives inside one process and its data folder takes one writer. Without
 * Redis the processes still run, but each keeps its own rate-limit and login-guard counters, so the
 * limits are N times looser.
 * @param env - the validated environment
 * @returns an error that must stop the boot, and warnings
 */
export function checkClusterEnv(
  env: Pick<Env, "HIBIKI_PROCESSES" | "DATABASE_URL" | "REDIS_URL">,
): ClusterCheck {
  const warnings: string[] = [];
  if (env.HIBIKI_PROCESSES <= 1) return { warnings };
  if (!env.DATABASE_URL) {
    return {
      error:
        `HIBIKI_PROCESSES=${env.HIBIKI_PROCESSES} needs PostgreSQL: set DATABASE_URL. The embedded database ` +
        "(PGlite, used when DATABASE_URL is unset) can only be opened by one process; use HIBIKI_PROCESSES=1.",
      warnings,
    };
  }
  if (!env.REDIS_URL) {
    warnings.push(
      `HIBIKI_PROCESSES=${env.HIBIKI_PROCESSES} without REDIS_URL: each process counts rate limits and ` +
        "login attempts on its own, so the limits are that many times looser. Set REDIS_URL to share them.",
    );
  }
  return { warnings };
}

/**
 * Speech workers per process when HIBIKI_SPEECH_WORKERS is unset and several processes run the speech
 * role on one machine: the cores are shared among them (at least one each), so N processes together
 * still start about one worker per core instead of N per core.
 * @param processes - HIBIKI_PROCESSES
 * @param cores - cores of the machine (default: availableParallelism())
 * @returns workers for each process
 */
export function speechWorkersPerProcess(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / Math.max(1, processes)));
}

/** @returns true when a process of this role runs the speech pool, its sockets, TTS and background jobs */
export const servesSpeech = (role: Role): boolean => role !== "api";

/** @returns true when a process of this role serves the /v3 API */
export const servesApi = (role: Role): boolean => role !== "speech";
