import type { PlayerMode } from "./modes.ts";

/** Minimal answer shape for locking decisions. */
export interface AnsweredLike {
  answer_result?: unknown;
  result?: unknown;
  is_skipped?: number | undefined;
  sound_file?: string | undefined;
  content?: string | undefined;
}

/**
 * An answered item is locked: its choice can no longer change (spec §4 choice items).
 * @param answer - the saved answer, if any
 * @returns true when the item has an answer or was skipped
 */
export function isAnswerLocked(answer: AnsweredLike | null | undefined): boolean {
  if (!answer) return false;
  return (
    answer.is_skipped === 1 ||
    answer.answer_result !== undefined ||
    answer.result !== undefined ||
    !!answer.sound_file ||
    !!answer.content
  );
}

/**
 * Whether the student may jump to item `target` (sidebar, progress dots, back).
 * Practice and review: any item. Homework, paper: items up to the first unanswered one
 * (they go in order). Exam: only the current item (no going back, no jumping ahead).
 * @param target - 0-based item position
 * @param state - mode, current position and which positions are answered
 * @returns true when the jump is allowed
 */
export function canJumpTo(
  target: number,
  state: { mode: PlayerMode; current: number; answered: ReadonlySet<number>; count: number },
): boolean {
  if (target < 0 || target >= state.count) return false;
  if (state.mode === "practice" || state.mode === "review") return true;
  if (state.mode === "exam") return target === state.current;
  let firstOpen = 0;
  while (firstOpen < state.count && state.answered.has(firstOpen)) firstOpen++;
  return target <= firstOpen;
}
