import type { AiMastery } from "@hibiki/contracts";

/**
 * A mastery probability as a whole percent.
 * @param p - 0-1
 * @returns 0-100
 */
export const percent = (p: number): number => Math.round(Math.max(0, Math.min(1, p)) * 100);

/**
 * Whether a point's mastery went up, down or stayed (by whole percents, as shown).
 * @param before - mastery before the attempt
 * @param after - mastery after it
 * @returns the direction
 */
export function trend(before: AiMastery, after: AiMastery): "up" | "down" | "same" {
  const d = percent(after.p) - percent(before.p);
  return d > 0 ? "up" : d < 0 ? "down" : "same";
}
