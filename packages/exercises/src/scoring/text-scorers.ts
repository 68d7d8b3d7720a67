import type { BaseAnswer } from "../schemas/answer.ts";
import { blankCountOf, fillTemplate } from "../schemas/blanks.ts";
import { matchesAccepted } from "./accepted-answer.ts";
import { type NormalizeOptions, normalizeLetter } from "./normalize-text.ts";
import {
  answerValues,
  fractionOutcome,
  type ScoreContext,
  type ScoreOutcome,
  ScoringInputError,
} from "./outcome.ts";

/** Text scorers: typed blanks, typed answers, orderings, letters, and completion. */

/** Typed answers ignore case and a missing final period (documented kind rule). */
const typedRules = (ctx: ScoreContext): NormalizeOptions => ({
  caseSensitive: false,
  ignoreTerminalPunctuation: true,
  specialStringToSemiangle: ctx.specialStringToSemiangle ?? ctx.special_string_to_semiangle,
});

/**
 * Scores typed blanks: every blank must match one of its accepted answers (case-insensitive,
 * normalised). All right scores 5, anything else 0; `parts` tells which blanks were right.
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError for more values than blanks or a non-text value
 */
export function scoreTypedBlanks(
  item: { question_id: string; filling_answer: readonly (readonly string[])[] },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  const values = answerValues(answer);
  if (values.length > item.filling_answer.length) {
    throw new ScoringInputError(
      "invalid_answer",
      `question ${item.question_id}: ${values.length} answers for ${item.filling_answer.length} blanks`,
    );
  }
  const texts = values.map((v) => {
    if (typeof v !== "string")
      throw new ScoringInputError(
        "invalid_answer",
        `question ${item.question_id}: a blank answer must be text`,
      );
    return v;
  });
  const parts = item.filling_answer.map((accepted, i) =>
    matchesAccepted(texts[i] ?? "", accepted, typedRules(ctx)),
  );
  return fractionOutcome(parts.every(Boolean) ? 1 : 0, ctx, {
    answer_result: texts.join("|"),
    parts,
    right_answer: item.filling_answer.map((a) => a[0]).join(" / "),
  });
}

/**
 * Scores a typed sentence or word against accepted answers (any one, after normalisation).
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError when the answer is a list
 */
export function scoreTyped(
  item: { question_id: string; answer: readonly string[] },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  const values = answerValues(answer);
  if (values.length > 1)
    throw new ScoringInputError("invalid_answer", `question ${item.question_id}: expected one typed answer`);
  const text = values[0] === undefined ? "" : String(values[0]);
  const right = matchesAccepted(text, item.answer, typedRules(ctx));
  return fractionOutcome(right ? 1 : 0, ctx, {
    answer_result: text,
    parts: [right],
    right_answer: item.answer[0] ?? "",
  });
}

/**
 * Scores an order item: the chosen options (by `index` or content) fill the template's blanks
 * (or are joined by spaces); right when the sentence equals an accepted answer after
 * normalisation. Fewer choices than blanks is wrong; more is malformed.
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError for unknown option indices or too many choices
 */
export function scoreOrder(
  item: {
    question_id: string;
    screen_text?: string | undefined;
    blank_count?: number | undefined;
    choose: readonly { index: number; content: string }[];
    answer: readonly string[];
  },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  const blanks = blankCountOf(item);
  const values = answerValues(answer);
  if (values.length > blanks)
    throw new ScoringInputError(
      "invalid_answer",
      `question ${item.question_id}: ${values.length} choices for ${blanks} blanks`,
    );
  const contents = values.map((v) => {
    if (typeof v === "string" && !/^\d+$/.test(v)) return v;
    const option = item.choose.find((o) => o.index === Number(v));
    if (!option)
      throw new ScoringInputError(
        "invalid_answer",
        `question ${item.question_id}: option ${v} does not exist`,
      );
    return option.content;
  });
  const template = item.screen_text && /_{3,}/.test(item.screen_text) ? item.screen_text : undefined;
  const sentence = template ? fillTemplate(template, contents) : contents.join(" ");
  const complete = contents.length === blanks;
  const right = complete && matchesAccepted(sentence, item.answer, typedRules(ctx));
  return fractionOutcome(right ? 1 : 0, ctx, {
    answer_result: contents.join("|"),
    parts: [right],
    right_answer: item.answer[0] ?? "",
  });
}

/**
 * Scores letter filling: one letter per blank, compared after normalisation (curly quotes to
 * straight, full-width to half-width), ignoring case. All right scores 5.
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 * @throws ScoringInputError when the number of letters differs from the blanks
 */
export function scoreLetters(
  item: { question_id: string; filling_answer_letters: readonly string[]; answer?: string | undefined },
  answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  const values = answerValues(answer).map(String);
  const want = item.filling_answer_letters;
  if (values.length !== 0 && values.length !== want.length) {
    throw new ScoringInputError(
      "invalid_answer",
      `question ${item.question_id}: ${values.length} letters for ${want.length} blanks`,
    );
  }
  const parts = want.map(
    (w, i) =>
      values[i] !== undefined &&
      normalizeLetter(values[i]).toLowerCase() === normalizeLetter(w).toLowerCase(),
  );
  return fractionOutcome(values.length > 0 && parts.every(Boolean) ? 1 : 0, ctx, {
    answer_result: values.map(normalizeLetter).join("|"),
    parts,
    right_answer: item.answer ?? want.join(""),
  });
}

/**
 * Completion scoring (pure listening, reading pages, grammar introduction): posting the item
 * scores full marks (pure listening: question 1, score 5, percent 100).
 * @param item - the parsed content item
 * @param answer - the parsed answer
 * @param ctx - percent module flag and config replacements
 * @returns the outcome
 */
export function scoreCompletion(
  _item: { question_id: string },
  _answer: BaseAnswer,
  ctx: ScoreContext,
): ScoreOutcome {
  return fractionOutcome(1, ctx, { answer_result: "done" });
}
