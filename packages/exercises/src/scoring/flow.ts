import { ADVANCE_DELAY_SLOW_MS } from "../constants.ts";
import type { PlayerMode } from "./modes.ts";

/** What the player does after an objective answer is locked in. */
export type AfterAnswer =
  | { action: "advance"; delayMs: number; sound: "success" | null }
  | { action: "show-next"; sound: "fail" | null }
  | { action: "result"; delayMs: number; sound: "success" | null };

/**
 * After-answer flow (spec §4 choice items): a right answer plays the success sound and
 * auto-advances after the slow delay (the last item's right answer plays it too, before the result); a wrong
 * one shows Next; exam gives no feedback and advances at once; after the last item the result screen
 * follows. "correct" is the whole item right (answerVerdict "correct"): a partly right hand-in shows Next.
 * @param input - mode, whether the answer was right, whether it was the last item
 * @returns the next action
 */
export function afterAnswer(input: { mode: PlayerMode; correct: boolean; isLast: boolean }): AfterAnswer {
  if (input.mode === "exam")
    return input.isLast
      ? { action: "result", delayMs: 0, sound: null }
      : { action: "advance", delayMs: 0, sound: null };
  if (!input.correct) return { action: "show-next", sound: "fail" };
  return input.isLast
    ? { action: "result", delayMs: ADVANCE_DELAY_SLOW_MS, sound: "success" }
    : { action: "advance", delayMs: ADVANCE_DELAY_SLOW_MS, sound: "success" };
}

/**
 * Multi-question items: one question submits at once; several need a hand-in button once all
 * are answered.
 * @param questionCount - sub-questions in the item
 * @param answeredCount - sub-questions answered
 * @returns whether to submit now, show the hand-in button, or wait
 */
export function multiQuestionSubmit(
  questionCount: number,
  answeredCount: number,
): "submit" | "hand-in" | "wait" {
  if (questionCount <= 1) return answeredCount >= 1 ? "submit" : "wait";
  return answeredCount >= questionCount ? "hand-in" : "wait";
}

/**
 * Word-test wrong-topic mode: the next round repeats the items whose latest score is 0, in
 * order; an empty round means all are right and the wrong-topic result follows.
 * @param questionIds - the items of the current round, in order
 * @param latestScore - latest score per question_id (missing = not answered, repeated too)
 * @returns the question ids of the next round
 */
export function nextWrongTopicRound(
  questionIds: readonly string[],
  latestScore: ReadonlyMap<string, number>,
): string[] {
  return questionIds.filter((id) => !((latestScore.get(id) ?? 0) > 0));
}
