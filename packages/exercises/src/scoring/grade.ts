import { DEFAULT_EXCELLENT_SCORE, DEFAULT_STANDARD_SCORE, MAX_PERCENT } from "../constants.ts";

/** Result grades of spec §9: A at or above excellent, B at or above standard, C below. */
export type Grade = "A" | "B" | "C";

/** Grade thresholds from config (excellent_score, standard_score). */
export interface GradeThresholds {
  excellent_score: number;
  standard_score: number;
}

/** Default thresholds: 80 / 60. */
export const DEFAULT_GRADE_THRESHOLDS: GradeThresholds = {
  excellent_score: DEFAULT_EXCELLENT_SCORE,
  standard_score: DEFAULT_STANDARD_SCORE,
};

/**
 * Grades a percent score against the configured thresholds.
 * @param percent - score on the 0-100 scale
 * @param thresholds - config excellent_score and standard_score (defaults 80 and 60; a missing
 *   or non-numeric value falls back to its default)
 * @returns the grade letter
 */
export function gradeOf(percent: number, thresholds: Partial<GradeThresholds> | null = null): Grade {
  const ex = finiteOr(thresholds?.excellent_score, DEFAULT_EXCELLENT_SCORE);
  const st = finiteOr(thresholds?.standard_score, DEFAULT_STANDARD_SCORE);
  if (percent >= ex) return "A";
  if (percent >= st) return "B";
  return "C";
}

/** Score tags of the result list: good A, middle B, bad C, none when unread. */
export type ScoreTag = "good" | "middle" | "bad" | "none";

/**
 * Tag of a score for lists and stamps.
 * @param percent - percent score, or null/undefined when not practised
 * @param thresholds - config thresholds
 * @returns good / middle / bad / none
 */
export function scoreTag(
  percent: number | null | undefined,
  thresholds: Partial<GradeThresholds> | null = null,
): ScoreTag {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return "none";
  return ({ A: "good", B: "middle", C: "bad" } as const)[gradeOf(percent, thresholds)];
}

function finiteOr(v: number | undefined, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

/**
 * Floors a score to 2 decimals (spec §9), tolerant of binary float noise (0.29 * 100).
 * @param value - the raw score
 * @returns the floored score (0 for non-finite input)
 */
export function floor2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.floor(Math.round(value * 1e6) / 1e4) / 100;
}

/**
 * Caps a percent score for display at 100 (spec §9) and floors it to 2 decimals.
 * @param percent - the stored percent score
 * @returns the value to show
 */
export function displayPercent(percent: number): number {
  return floor2(Math.min(MAX_PERCENT, Math.max(0, percent)));
}
