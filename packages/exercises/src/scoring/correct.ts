import { DEFAULT_STANDARD_SCORE, MAX_PERCENT } from "../constants.ts";
import { KIND_INFO } from "../kind-info.ts";
import type { ExerciseKind } from "../kinds.ts";
import { percentOfTotal } from "./scores.ts";

/**
 * When an answered item counts as correct — one rule for the player's feedback and sidebar, the result
 * summary's 「N 問正解」 and the server's counts:
 * - speaking kinds: the take's percent score is at or above the config's standard_score (default 60); a
 *   reading scored 0.2 is not a right reading;
 * - every other kind (spec §5): a score above 0 is correct, exactly 0 is wrong. A multi-question hand-in
 *   with some sub-questions right and some wrong is "partial": it still counts as correct for the spec's
 *   counts, but the player neither says 正解 nor moves on by itself.
 * Skipped items are wrong; an item with no score is unanswered.
 */
export type AnswerVerdict = "correct" | "partial" | "wrong" | "unanswered";

/** The score fields the rule reads (any answer item or stored payload). */
export interface ScoredLike {
  score?: number | undefined;
  total_score?: number | undefined;
  percent_score?: number | undefined;
  is_skipped?: number | undefined;
}

/** The config values the rule depends on (AppConfig.standard_score; missing = default 60). */
export interface CorrectRuleConfig {
  standard_score?: number | undefined;
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * An answer's score on the 0-100 scale: percent_score, else 20 × total_score, else 20 × score.
 * @param answer - the scored answer
 * @returns the percent, or undefined when the answer carries no score
 */
export function answerPercent(answer: ScoredLike): number | undefined {
  if (finite(answer.percent_score)) return Math.min(MAX_PERCENT, Math.max(0, answer.percent_score));
  if (finite(answer.total_score)) return percentOfTotal(answer.total_score);
  if (finite(answer.score)) return percentOfTotal(answer.score);
  return undefined;
}

/**
 * The configured standard score (a missing or non-numeric value falls back to 60).
 * @param config - the app config, or nothing
 * @returns the threshold on the 0-100 scale
 */
export function standardScoreOf(config?: CorrectRuleConfig | null): number {
  return finite(config?.standard_score) ? config.standard_score : DEFAULT_STANDARD_SCORE;
}

/**
 * The verdict on one answered item (see {@link AnswerVerdict}).
 * @param kind - the kind that scored the item (a part's own kind inside mixed / multi-part); undefined
 *   applies the objective rule
 * @param answer - the stored answer, or nothing when unanswered
 * @param config - the app config (standard_score)
 * @returns correct, partial, wrong or unanswered
 */
export function answerVerdict(
  kind: ExerciseKind | undefined,
  answer: ScoredLike | null | undefined,
  config?: CorrectRuleConfig | null,
): AnswerVerdict {
  if (!answer) return "unanswered";
  if (answer.is_skipped === 1) return "wrong";
  const percent = answerPercent(answer);
  if (percent === undefined) return "unanswered";
  if (kind && KIND_INFO[kind].family === "speaking")
    return percent >= standardScoreOf(config) ? "correct" : "wrong";
  if (percent <= 0) return "wrong";
  const objective = kind === undefined || KIND_INFO[kind].family === "objective";
  return objective && percent < MAX_PERCENT ? "partial" : "correct";
}

/**
 * Whether an answered item counts in 「N 問正解」 (a partly right hand-in counts, as spec §5 says).
 * @param kind - the kind that scored the item
 * @param answer - the stored answer
 * @param config - the app config (standard_score)
 * @returns true when correct or partly correct
 */
export function isCorrectAnswer(
  kind: ExerciseKind | undefined,
  answer: ScoredLike | null | undefined,
  config?: CorrectRuleConfig | null,
): boolean {
  const v = answerVerdict(kind, answer, config);
  return v === "correct" || v === "partial";
}
