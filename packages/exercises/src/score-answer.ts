import type { z } from "zod";
import { scoreClozeTest } from "./cloze-test/score.ts";
import { scoreFillInOrder } from "./fill-in-order/score.ts";
import { scoreGrammarBlankFill } from "./grammar-blank-fill/score.ts";
import { scoreGrammarChoice } from "./grammar-choice/score.ts";
import { scoreGrammarIntroduce } from "./grammar-introduce/score.ts";
import { scoreJaToEnWriting } from "./ja-to-en-writing/score.ts";
import { isObjectiveKind, type ObjectiveKind } from "./kind-lists.ts";
import type { ExerciseKind } from "./kinds.ts";
import { scoreListenFillBlanks } from "./listen-fill-blanks/score.ts";
import { scoreListenFillLetters } from "./listen-fill-letters/score.ts";
import { scoreListeningChoice } from "./listening-choice/score.ts";
import { scoreListeningMockTest } from "./listening-mock-test/score.ts";
import { scorePureListening } from "./pure-listening/score.ts";
import { scoreReadingComprehension } from "./reading-comprehension/score.ts";
import { answerSchemaFor, type ItemOf, itemSchemaFor } from "./schema-registry.ts";
import type { BaseAnswer } from "./schemas/answer.ts";
import {
  type ScoreContext,
  type ScoreOutcome,
  type Scorer,
  ScoringInputError,
  skippedOutcome,
} from "./scoring/outcome.ts";
import { scoreSentenceSorting } from "./sentence-sorting/score.ts";
import { scoreTranslateFillWords } from "./translate-fill-words/score.ts";
import { scoreTreatmentPolicy } from "./treatment-policy/score.ts";
import { scoreWordChoice } from "./word-choice/score.ts";
import { scoreWordTest } from "./word-test/score.ts";

/** Scorer of every objective kind (exhaustive: a new objective kind without one does not compile). */
export const SCORERS: { [K in ObjectiveKind]: Scorer<ItemOf<K>> } = {
  "listen-fill-blanks": scoreListenFillBlanks,
  "cloze-test": scoreClozeTest,
  "grammar-choice": scoreGrammarChoice,
  "listening-choice": scoreListeningChoice,
  "word-choice": scoreWordChoice,
  "reading-comprehension": scoreReadingComprehension,
  "sentence-sorting": scoreSentenceSorting,
  "listen-fill-letters": scoreListenFillLetters,
  "grammar-blank-fill": scoreGrammarBlankFill,
  "fill-in-order": scoreFillInOrder,
  "ja-to-en-writing": scoreJaToEnWriting,
  "translate-fill-words": scoreTranslateFillWords,
  "pure-listening": scorePureListening,
  "listening-mock-test": scoreListeningMockTest,
  "treatment-policy": scoreTreatmentPolicy,
  "grammar-introduce": scoreGrammarIntroduce,
  "word-test": scoreWordTest,
};

function firstIssue(error: z.ZodError): string {
  const i = error.issues[0];
  return i ? `${i.path.join(".") || "(root)"}: ${i.message}` : "invalid";
}

/**
 * Scores one answer of an objective kind, server-authoritatively: validates the content item
 * and the answer, ignores any client-sent scores, and returns the score fields to store.
 * Skipped answers (is_skipped=1) score zero. Deterministic: no clock, randomness or I/O.
 * @param kind - the resource's kind
 * @param item - the content item (raw or parsed)
 * @param answer - the answer payload (raw)
 * @param ctx - percent module flag and config replacements
 * @returns score, total_score, percent_score, correct, is_skipped, answer_result, …
 * @throws ScoringInputError with code invalid_item / invalid_answer / not_objective
 */
export function scoreAnswer(
  kind: ExerciseKind,
  item: unknown,
  answer: unknown,
  ctx: ScoreContext = {},
): ScoreOutcome {
  if (!isObjectiveKind(kind))
    throw new ScoringInputError("not_objective", `${kind} is not scored by answer key`);
  const parsedItem = itemSchemaFor(kind).safeParse(item);
  if (!parsedItem.success)
    throw new ScoringInputError("invalid_item", `${kind} item is invalid: ${firstIssue(parsedItem.error)}`);
  const parsedAnswer = answerSchemaFor(kind).safeParse(answer);
  if (!parsedAnswer.success)
    throw new ScoringInputError("invalid_answer", `answer is invalid: ${firstIssue(parsedAnswer.error)}`);
  const it = parsedItem.data as { question_id: string };
  const ans = parsedAnswer.data as BaseAnswer;
  if (ans.question_id !== it.question_id) {
    throw new ScoringInputError(
      "invalid_answer",
      `answer is for question ${ans.question_id}, not ${it.question_id}`,
    );
  }
  if (ans.is_skipped === 1) return skippedOutcome();
  const scorer = SCORERS[kind] as Scorer<unknown>;
  return scorer(parsedItem.data, ans, ctx);
}

/** Result of `safeScoreAnswer`. */
export type SafeScoreResult = { ok: true; outcome: ScoreOutcome } | { ok: false; error: ScoringInputError };

/**
 * Like `scoreAnswer`, but returns malformed input as a value instead of throwing.
 * @returns ok with the outcome, or the ScoringInputError
 */
export function safeScoreAnswer(
  kind: ExerciseKind,
  item: unknown,
  answer: unknown,
  ctx: ScoreContext = {},
): SafeScoreResult {
  try {
    return { ok: true, outcome: scoreAnswer(kind, item, answer, ctx) };
  } catch (e) {
    if (e instanceof ScoringInputError) return { ok: false, error: e };
    throw e;
  }
}
