import { scoreChoice, scoreTyped } from "../scoring/objective.ts";
import { type Scorer, ScoringInputError } from "../scoring/outcome.ts";
import type { WordTestItem } from "./schema.ts";

/**
 * Word test: choose items score like a choice, typing items like a typed answer; reading items
 * are scored by the speech service and rejected here.
 * @throws ScoringInputError("not_objective") for reading items
 */
export const scoreWordTest: Scorer<WordTestItem> = (item, answer, ctx) => {
  if (item.test_type === "choose")
    return scoreChoice({ question_id: item.question_id, answers: item.answers ?? [] }, answer, ctx);
  if (item.test_type === "typing")
    return scoreTyped({ question_id: item.question_id, answer: item.answer ?? [] }, answer, ctx);
  throw new ScoringInputError(
    "not_objective",
    `question ${item.question_id}: word reading is scored by the speech service`,
  );
};
