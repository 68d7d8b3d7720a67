import type { BaseAnswer } from "./schemas/answer.ts";
import { type AnswerColour, answerColour, questionLabel } from "./scoring/colour.ts";

/** One row of a result screen: the item, the student's answer, and how to show it. */
export interface ResultRow<I> {
  label: string;
  item: I;
  answer: BaseAnswer | undefined;
  colour: AnswerColour;
  showRightAnswer: boolean;
}

/**
 * Merges content items with answer items by question_id (spec §4 result views), in content
 * order, labelled No.n. The score used for colouring is `score`, else total_score.
 * @param items - content items
 * @param answers - the student's answer items
 * @returns one row per item
 */
export function mergeResultRows<I extends { question_id: string }>(
  items: readonly I[],
  answers: readonly BaseAnswer[],
): ResultRow<I>[] {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  return items.map((item, i) => {
    const answer = byId.get(item.question_id);
    const score = answer
      ? (answer.score ?? answer.total_score ?? (answer.is_skipped === 1 ? 0 : undefined))
      : undefined;
    const colour = answerColour(score);
    return { label: questionLabel(i), item, answer, colour, showRightAnswer: colour === "wrong" };
  });
}
