// The FSRS rating of an answer: wrong → Again, right but slow → Hard, right → Good, right and quick → Easy.
import type { StudyWordRating } from "./fsrs.ts";

export type StudyWordExerciseKind =
  | "meaning_choice"
  | "listening_choice"
  | "spelling"
  | "read_aloud"
  | "sentence";

/** Answer times (ms) under which a right answer is quick, and over which it is slow, by exercise. */
export const ANSWER_PACE_MS: Record<StudyWordExerciseKind, { quick: number; slow: number }> = {
  meaning_choice: { quick: 2500, slow: 8000 },
  listening_choice: { quick: 3500, slow: 10000 },
  sentence: { quick: 4000, slow: 12000 },
  spelling: { quick: 5000, slow: 15000 },
  read_aloud: { quick: 4000, slow: 12000 },
};
/** A read-aloud answer counted right but scored under this is rated Hard. */
export const READ_ALOUD_HARD_BELOW = 75;

/**
 * Rates an answer.
 * @param a.isRight - whether it was right
 * @param a.exercise - the exercise kind (default meaning_choice)
 * @param a.durationMs - time taken (unknown: a right answer is Good)
 * @param a.score - read-aloud score 0-100
 * @returns the rating
 */
export function ratingFromAnswer(a: {
  isRight: boolean;
  exercise?: StudyWordExerciseKind | undefined;
  durationMs?: number | undefined;
  score?: number | undefined;
}): StudyWordRating {
  if (!a.isRight) return "again";
  const exercise = a.exercise ?? "meaning_choice";
  if (exercise === "read_aloud" && a.score !== undefined && a.score < READ_ALOUD_HARD_BELOW) return "hard";
  if (a.durationMs === undefined) return "good";
  const pace = ANSWER_PACE_MS[exercise];
  if (a.durationMs >= pace.slow) return "hard";
  if (a.durationMs <= pace.quick) return "easy";
  return "good";
}
