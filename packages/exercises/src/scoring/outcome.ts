import type { BaseAnswer, ResultEntry } from "../schemas/answer.ts";
import { type ScoreTriple, scoreTriple } from "./scores.ts";

/** Context of a scoring call (server-side: from the module and the config). */
export interface ScoreContext {
  /** Percent modules report `score` as a percent (a right answer scores 100). */
  percentModule?: boolean;
  /** Config special_string_to_semiangle: replacements applied before comparing text. */
  specialStringToSemiangle?: Readonly<Record<string, string>>;
  /** The same map under its config name (either spelling works; the camelCase one wins). */
  special_string_to_semiangle?: Readonly<Record<string, string>>;
}

/** The outcome of scoring one answer: the score fields to store plus feedback data. */
export interface ScoreOutcome extends ScoreTriple {
  /** Right when score > 0 (partly right multi-question items count as right). */
  correct: boolean;
  is_skipped: 0 | 1;
  /** The student's answer as stored text (chosen index, typed text, or parts joined by "|"). */
  answer_result: string;
  /** Per sub-question results (multi-question kinds), as stored in `result`. */
  result?: ResultEntry[];
  /** Per blank / letter / sub-question correctness, in order. */
  parts?: boolean[];
  /** The right answer, for the result screen (shown only when the score is 0). */
  right_answer?: string;
}

/** Why an answer could not be scored. */
export type ScoringErrorCode = "invalid_item" | "invalid_answer" | "not_objective";

/** Thrown by scorers for malformed input; the server answers it with a 400. */
export class ScoringInputError extends Error {
  /**
   * @param code - what was wrong
   * @param message - what failed, naming the question_id
   */
  constructor(
    readonly code: ScoringErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ScoringInputError";
  }
}

/** A scorer: pure and deterministic. Throws ScoringInputError on malformed input. */
export type Scorer<I> = (item: I, answer: BaseAnswer, ctx: ScoreContext) => ScoreOutcome;

/**
 * The outcome of a skipped item: is_skipped=1 and zero scores (spec §4 exam skip).
 * @param rightAnswer - optional right answer for the result screen
 * @returns the outcome
 */
export function skippedOutcome(rightAnswer?: string): ScoreOutcome {
  return {
    ...scoreTriple(0),
    correct: false,
    is_skipped: 1,
    answer_result: "",
    ...(rightAnswer ? { right_answer: rightAnswer } : {}),
  };
}

/**
 * Outcome for a fraction right (1 = all).
 * @param fraction - 0..1
 * @param ctx - scoring context
 * @param rest - answer text and feedback data
 * @returns the outcome
 */
export function fractionOutcome(
  fraction: number,
  ctx: ScoreContext,
  rest: Omit<ScoreOutcome, keyof ScoreTriple | "correct" | "is_skipped">,
): ScoreOutcome {
  const triple = scoreTriple(fraction, ctx.percentModule);
  return { ...triple, correct: triple.total_score > 0, is_skipped: 0, ...rest };
}

/**
 * The answer's values as a list: answer_result (list or single), else answer_index, else
 * answer_content; [] when nothing was given.
 * @param answer - parsed answer
 * @returns the values
 */
export function answerValues(answer: BaseAnswer): (string | number)[] {
  const r = answer.answer_result;
  if (Array.isArray(r)) return r;
  if (r !== undefined) return [r];
  if (answer.answer_index !== undefined) return [answer.answer_index];
  if (answer.answer_content !== undefined) return [answer.answer_content];
  return [];
}

/**
 * Reads a chosen option index: a number, or a string of digits.
 * @param value - the raw value
 * @param questionId - for the error message
 * @returns the index, or null for an empty answer
 * @throws ScoringInputError when the value is not an index
 */
export function toOptionIndex(value: string | number | undefined, questionId: string): number | null {
  if (value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  throw new ScoringInputError(
    "invalid_answer",
    `question ${questionId}: answer "${value.slice(0, 40)}" is not an option index`,
  );
}
