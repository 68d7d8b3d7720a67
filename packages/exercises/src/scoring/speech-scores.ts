import { LOW_SCORE_STREAK, LOW_SCORE_THRESHOLD, REJECTED_SCORE_DIVISOR } from "../constants.ts";
import { floor2 } from "./grade.ts";

/**
 * Chapter-reading total: mean of accuracy, fluency, integrity and total, floored (spec §9).
 * @param s - the four scores (0-100)
 * @returns the chapter total
 */
export function chapterReadingTotal(s: {
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  total_score: number;
}): number {
  return floor2((s.accuracy_score + s.fluency_score + s.integrity_score + s.total_score) / 4);
}

/**
 * Raw score of a recording: divided by 10 when the engine rejected it (spec §9).
 * @param raw - the engine's raw score
 * @param rejected - whether the recording was rejected
 * @returns the score to use, floored
 */
export function rejectedRawScore(raw: number, rejected: boolean): number {
  return floor2(rejected ? raw / REJECTED_SCORE_DIVISOR : raw);
}

/**
 * Low-score streak: recordings under 20 are misses; the third in a row shows the warning and
 * restarts the count (so the toast appears once per three misses). Any other score resets it.
 * @param streak - misses in a row so far
 * @param score - the new recording's score (0-100)
 * @returns the new streak and whether to warn now
 */
export function nextLowScoreStreak(streak: number, score: number): { streak: number; warn: boolean } {
  if (!(score < LOW_SCORE_THRESHOLD)) return { streak: 0, warn: false };
  const n = streak + 1;
  return n >= LOW_SCORE_STREAK ? { streak: 0, warn: true } : { streak: n, warn: false };
}
