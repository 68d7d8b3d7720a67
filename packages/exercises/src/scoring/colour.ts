/** Result colouring (spec §5): score above 0 is right, exactly 0 is wrong (red). */
export type AnswerColour = "correct" | "wrong" | "unanswered";

/**
 * Colour of an answered item.
 * @param score - the item's score (any scale); null/undefined when not answered
 * @returns correct (> 0), wrong (exactly 0) or unanswered
 */
export function answerColour(score: number | null | undefined): AnswerColour {
  if (score === null || score === undefined || Number.isNaN(score)) return "unanswered";
  return score > 0 ? "correct" : "wrong";
}

/**
 * The right answer is shown only when the score is exactly 0.
 * @param score - the item's score
 * @returns whether to show the right answer
 */
export function showRightAnswer(score: number | null | undefined): boolean {
  return score === 0;
}

/**
 * "No.n" label of the n-th question (1-based position in the list).
 * @param position - 0-based position
 * @returns the label
 */
export function questionLabel(position: number): string {
  return `No.${position + 1}`;
}
