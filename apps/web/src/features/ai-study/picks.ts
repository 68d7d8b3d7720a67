import type { AiRecommendLesson } from "@hibiki/contracts";

/** How many lessons the picks show at most. */
export const MAX_PICKS = 5;

/**
 * The lessons worth recommending: those with a reason (a lesson done and mastered has none and is left
 * out), highest expected gain first, at most {@link MAX_PICKS}.
 * @param lessons - the course's lessons by gain
 * @returns the picks
 */
export function topPicks(lessons: readonly AiRecommendLesson[]): AiRecommendLesson[] {
  return lessons.filter((l) => l.reasons.length > 0 && l.gain > 0).slice(0, MAX_PICKS);
}
