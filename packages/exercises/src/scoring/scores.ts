import { CORRECT_SCORE, MAX_PERCENT, PERCENT_FACTOR } from "../constants.ts";
import { floor2 } from "./grade.ts";

/**
 * Score arithmetic of spec §3/§9: total_score runs 0-5, percent_score = 20 × total_score,
 * values floored to 2 decimals. In "percent modules" the stored `score` is the percent
 * (a right answer scores 100), elsewhere it is the total (a right answer scores 5).
 */

/** The three score fields an answer carries. */
export interface ScoreTriple {
  /** 0-5, or 0-100 in percent modules. */
  score: number;
  /** 0-5. */
  total_score: number;
  /** 0-100. */
  percent_score: number;
}

/**
 * Percent score of a total score (×20, floored, capped at 100).
 * @param total - total_score 0-5
 * @returns percent_score 0-100
 */
export function percentOfTotal(total: number): number {
  return floor2(Math.min(MAX_PERCENT, Math.max(0, total * PERCENT_FACTOR)));
}

/**
 * Percent score of a count of right answers (word tests, class averages): the spec's one rule. The total
 * is the right share of 5 floored to 2 decimals, and the percent is 20 × that total, so 5 of 8 right is
 * total 3.12 and 62.4 %, everywhere the figure is shown.
 * @param right - answers right
 * @param count - answers asked (0 gives 0)
 * @returns percent_score 0-100
 */
export function percentOfCount(right: number, count: number): number {
  if (!(count > 0) || !Number.isFinite(right)) return 0;
  return percentOfTotal(floor2((Math.min(count, Math.max(0, right)) / count) * CORRECT_SCORE));
}

/**
 * Total score of a percent score (÷20, floored).
 * @param percent - percent_score 0-100
 * @returns total_score 0-5
 */
export function totalOfPercent(percent: number): number {
  return floor2(Math.min(CORRECT_SCORE, Math.max(0, percent / PERCENT_FACTOR)));
}

/**
 * Builds the score fields for a fraction of the item answered right.
 * @param fraction - 0..1 (1 = all right)
 * @param percentModule - whether `score` is reported as a percent
 * @returns score, total_score and percent_score
 */
export function scoreTriple(fraction: number, percentModule = false): ScoreTriple {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const total_score = floor2(f * CORRECT_SCORE);
  const percent_score = percentOfTotal(total_score);
  return { score: percentModule ? percent_score : total_score, total_score, percent_score };
}

/**
 * Fills in a missing total_score or percent_score from the other (spec §3: "missing values
 * are derived from each other"). Both missing gives zeros; both present are kept as given.
 * @param s - partial scores
 * @returns both scores
 */
export function deriveScores(s: { total_score?: number | null; percent_score?: number | null }): {
  total_score: number;
  percent_score: number;
} {
  const t = s.total_score ?? null;
  const p = s.percent_score ?? null;
  if (t !== null && p !== null) return { total_score: t, percent_score: p };
  if (t !== null) return { total_score: t, percent_score: percentOfTotal(t) };
  if (p !== null) return { total_score: totalOfPercent(p), percent_score: p };
  return { total_score: 0, percent_score: 0 };
}

/**
 * Average of item scores, floored to 2 decimals (sentence-reading result averages).
 * @param values - scores; non-finite values are ignored
 * @returns the mean, or 0 for none
 */
export function averageScore(values: readonly (number | null | undefined)[]): number {
  const nums = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (nums.length === 0) return 0;
  return floor2(nums.reduce((a, b) => a + b, 0) / nums.length);
}
