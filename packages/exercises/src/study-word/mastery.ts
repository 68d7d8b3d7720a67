// A word's mastery label for a student.
import { FSRS_REVIEW_STATE, type WordSchedule } from "./fsrs.ts";

export type StudyWordMasteryLabel = "unlearned" | "learned" | "mastered" | "needs_review";

/** Stability (days) from which a word in FSRS state Review counts as mastered. */
export const MASTERED_STABILITY_DAYS = 21;

/**
 * The mastery rule:
 * - unlearned: never answered;
 * - needs_review: its last answer was wrong (still in the wrong-topic list), or it is due by the end of
 *   today (`dueBy`, the start of tomorrow in Japan);
 * - mastered: FSRS state Review with stability ≥ 21 days;
 * - learned: otherwise (answered, not due, not yet stable).
 * @param s - the word's schedule (null: never answered)
 * @param wrongPending - whether a wrong answer waits to be answered right
 * @param dueBy - words due before this instant need review
 */
export function masteryOf(s: WordSchedule | null, wrongPending: boolean, dueBy: Date): StudyWordMasteryLabel {
  if (!s || s.reps === 0) return "unlearned";
  if (wrongPending || s.due_at.getTime() < dueBy.getTime()) return "needs_review";
  if (s.state === FSRS_REVIEW_STATE && s.stability >= MASTERED_STABILITY_DAYS) return "mastered";
  return "learned";
}
