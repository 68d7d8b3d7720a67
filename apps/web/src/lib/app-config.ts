import type { AppConfig } from "@hibiki/contracts/app";
import {
  EXCELLENT_SCORE as DEFAULT_EXCELLENT_SCORE,
  STANDARD_SCORE as DEFAULT_STANDARD_SCORE,
} from "@hibiki/contracts/constants";
import { useSyncExternalStore } from "react";

/**
 * The client config (GET /v3/app/config), loaded once at start-up: score thresholds the players and
 * results use. Until it arrives, or when it fails, the bundled defaults of spec §9 apply (excellent 80,
 * standard 60), so nothing waits for it and tests need no network.
 */
export type ScoreConfig = Pick<AppConfig, "excellent_score" | "standard_score">;

/** The bundled default (spec §9: excellent 80, standard 60). */
export const DEFAULT_SCORE_CONFIG: ScoreConfig = {
  excellent_score: DEFAULT_EXCELLENT_SCORE,
  standard_score: DEFAULT_STANDARD_SCORE,
};

let current: ScoreConfig = DEFAULT_SCORE_CONFIG;
const listeners = new Set<() => void>();

/** @returns the score thresholds in force (the defaults until the config has loaded) */
export function getScoreConfig(): ScoreConfig {
  return current;
}

/**
 * Replaces the score thresholds (a loaded config; tests). Non-numeric values keep the default.
 * @param config - the config's score fields
 */
export function setScoreConfig(config: Partial<ScoreConfig>): void {
  const ok = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
  current = {
    excellent_score: ok(config.excellent_score) ? config.excellent_score : DEFAULT_EXCELLENT_SCORE,
    standard_score: ok(config.standard_score) ? config.standard_score : DEFAULT_STANDARD_SCORE,
  };
  for (const l of listeners) l();
}

/** @returns the score thresholds, re-rendering when the config loads */
export function useScoreConfig(): ScoreConfig {
  return useSyncExternalStore(
    (l) => {
      loadOnFirstUse();
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getScoreConfig,
    getScoreConfig,
  );
}

/** The fields of GET /v3/app/config the web reads outside the contract's schema, checked where used. */
export type LoadedConfig = Partial<ScoreConfig> & { poorly_words?: unknown; white_list_words?: unknown };

let configRequest: Promise<LoadedConfig> | null = null;

/**
 * GET /v3/app/config (contracts/app.ts: appConfig, no auth), one request per page shared by every reader
 * (the score thresholds here, the practice-word lists of the speaking results); a failure is not kept, so
 * the next reader asks again. Read with fetch, not the contract's zod schema, so home stays within its
 * size budget: each reader checks the fields it takes.
 * @returns the config's data
 */
export function fetchAppConfig(): Promise<LoadedConfig> {
  configRequest ??= (async () => {
    const res = await fetch("/v3/app/config", { headers: { accept: "application/json" } });
    const body = (await res.json()) as { code?: unknown; data?: LoadedConfig };
    if (!res.ok || body.code !== 0 || typeof body.data !== "object" || body.data === null) {
      throw new Error("config not loaded");
    }
    return body.data;
  })().catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

let requested = false;

/**
 * Starts loading the config the first time a screen reads the thresholds (a player or a result), so the
 * sign-in page never downloads the contract and zod for it. Unit tests keep the defaults unless they load
 * one themselves.
 */
function loadOnFirstUse(): void {
  if (requested || import.meta.env.MODE === "test") return;
  requested = true;
  void loadScoreConfig();
}

/**
 * Loads the config once (no token, no toast: a failure keeps the bundled defaults, spec "a failed config
 * load falls back to a bundled default"). Loaded with fetch, off the sign-in page.
 * @param load - fetches the config (the real call by default; tests pass their own)
 * @returns when done; never rejects
 */
export async function loadScoreConfig(
  load: () => Promise<Partial<ScoreConfig>> = fetchAppConfig,
): Promise<void> {
  try {
    setScoreConfig(await load());
  } catch {
    // keep the defaults: the scores still read right with 80 / 60
  }
}
