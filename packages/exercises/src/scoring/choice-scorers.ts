import { CORRECT_SCORE, MAX_PERCENT } from "../constants.ts";
import type { BaseAnswer, ResultEntry } from "../schemas/answer.ts";
import type { ChoiceOption, SubQuestion } from "../schemas/common.ts";
import {
  answerValues,
  fractionOutcome,
  type ScoreContext,
  type ScoreOutcome,
  ScoringInputError,
  toOptionIndex,
} from "./outcome.ts";

/** Choice scorers: one option, or several sub-questions each with options. */

const rightOptionText = (options: readonly ChoiceOption[]): string =>
  options
    .filter((o) => o.correct)
    .map((o) => o.content)
    .join(" / ");

/**
 * Scores one choice question: right when the chosen option (by its `index`) is marked correct.
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError for a non-index answer or an index that is not an option
 */
export function scoreChoice(
  item: { question_id: string; answers: readonly ChoiceOption[] },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  const values = answerValues(answer);
  if (values.length > 1)
    throw new ScoringInputError(
      "invalid_answer",
      `question ${item.question_id}: choose one option, got ${values.length}`,
    );
  const chosen = toOptionIndex(values[0], item.question_id);
  const right_answer = rightOptionText(item.answers);
  if (chosen === null) return fractionOutcome(0, ctx, { answer_result: "", right_answer, parts: [false] });
  const option = item.answers.find((o) => o.index === chosen);
  if (!option)
    throw new ScoringInputError(
      "invalid_answer",
      `question ${item.question_id}: option ${chosen} does not exist`,
    );
  return fractionOutcome(option.correct ? 1 : 0, ctx, {
    answer_result: String(chosen),
    right_answer,
    parts: [option.correct],
  });
}

/** Reads per-sub-question choices from `result`, or positionally from answer_result. */
function chosenBySubQuestion(
  questions: readonly SubQuestion[],
  answer: BaseAnswer,
  parentId: string,
): Map<string, number | null> {
  const chosen = new Map<string, number | null>();
  if (answer.result !== undefined) {
    for (const e of answer.result) {
      if (!questions.some((q) => q.question_id === e.question_id)) {
        throw new ScoringInputError(
          "invalid_answer",
          `question ${parentId}: sub-question ${e.question_id} does not exist`,
        );
      }
      chosen.set(e.question_id, e.answer_index ?? null);
    }
    return chosen;
  }
  const values = answerValues(answer);
  if (values.length > questions.length) {
    throw new ScoringInputError(
      "invalid_answer",
      `question ${parentId}: ${values.length} answers for ${questions.length} questions`,
    );
  }
  questions.forEach((q, i) => {
    chosen.set(q.question_id, toOptionIndex(values[i], parentId));
  });
  return chosen;
}

/**
 * Scores a multi-question item. Each sub-question scores 5 (100 in percent modules) or 0;
 * the item scores 5 × the fraction right, floored. An unanswered sub-question is wrong.
 * A single-question item (`answers`) is scored like a choice.
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError for unknown sub-questions or options
 */
export function scoreMultiQuestion(
  item: {
    question_id: string;
    answers?: readonly ChoiceOption[] | undefined;
    questions?: readonly SubQuestion[] | undefined;
  },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  if (!item.questions)
    return scoreChoice({ question_id: item.question_id, answers: item.answers ?? [] }, answer, ctx);
  const chosen = chosenBySubQuestion(item.questions, answer, item.question_id);
  const full = ctx.percentModule ? MAX_PERCENT : CORRECT_SCORE;
  const result: ResultEntry[] = [];
  const parts = item.questions.map((q) => {
    const idx = chosen.get(q.question_id) ?? null;
    const option = idx === null ? undefined : q.answers.find((o) => o.index === idx);
    if (idx !== null && !option)
      throw new ScoringInputError(
        "invalid_answer",
        `question ${q.question_id}: option ${idx} does not exist`,
      );
    const right = option?.correct === true;
    result.push({ question_id: q.question_id, answer_index: idx, score: right ? full : 0 });
    return right;
  });
  const right = parts.filter(Boolean).length;
  return fractionOutcome(right / parts.length, ctx, {
    answer_result: result.map((r) => r.answer_index ?? "").join("|"),
    result,
    parts,
    right_answer: item.questions.map((q) => rightOptionText(q.answers)).join(" | "),
  });
}
