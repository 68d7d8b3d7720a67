import type { HomeworkConfig as ContractConfig } from "@hibiki/contracts";
import {
  displayPercent,
  HomeworkConfigSchema,
  type HomeworkSwitches,
  toHomeworkSwitches,
} from "@hibiki/exercises";

/** Tabs of /homeworkList (spec §2), in display order. */
export const HOMEWORK_TABS = ["all", "not_submitted", "answered"] as const;
/** One tab of the homework list. */
export type HomeworkTab = (typeof HOMEWORK_TABS)[number];

/**
 * Reads the list tab from the query; anything unknown is "all".
 * @param value - the `tab` query value
 * @returns a tab
 */
export function tabFromQuery(value: string | null): HomeworkTab {
  return (HOMEWORK_TABS as readonly string[]).includes(value ?? "") ? (value as HomeworkTab) : "all";
}

/**
 * The homework switches in client form from the server's config (each switch 0/1, default on).
 * @param cfg - config of the homework or topic
 * @returns switchTranslation, switchSubtitle, switchSampleAnswer, switchAnswerTips, switchSpeechSpeed
 */
export function switchesOf(cfg: Partial<ContractConfig>): HomeworkSwitches {
  return toHomeworkSwitches(HomeworkConfigSchema.parse(cfg));
}

/** What decides whether "try again" shows in homework mode. */
export type TryAgainInput = { is_expired: 0 | 1; has_limit: 0 | 1; remaining_attempts: number | null };

/**
 * Try-again rule in homework mode (players spec §4): shown unless the work expired, or a limit applies and
 * no attempt is left.
 * @param t - expiry, limit flag and attempts left
 * @returns whether the student may start another attempt
 */
export function canTryAgain(t: TryAgainInput): boolean {
  if (t.is_expired === 1) return false;
  if (t.has_limit === 1 && (t.remaining_attempts ?? 0) <= 0) return false;
  return true;
}

/**
 * Percent for display by the spec's one rule (displayPercent: capped at 100, floored to 2 decimals), so
 * homework shows the figure textbooks and word tests show.
 * @param p - percent from the server
 * @returns the percent to show
 */
export function shownPercent(p: number): number {
  return displayPercent(p);
}

/**
 * Reads a positive integer id from the query.
 * @param value - raw query value
 * @returns the id, or null when missing or malformed
 */
export function idFromQuery(value: string | null): number | null {
  const s = value?.trim() ?? "";
  if (!/^\d{1,12}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}
