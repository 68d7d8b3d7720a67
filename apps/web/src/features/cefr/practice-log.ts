import type { CefrSkill } from "@hibiki/contracts";

/** One answer of a weak-question practice, as the result page lists it. */
export type PracticeAnswer = {
  item_id: string;
  skill: CefrSkill;
  point: string;
  level: string;
  score: number;
  correct: 0 | 1;
  cleared: 0 | 1;
  right_streak: number;
};

const KEY = "hibiki.cefr.weak-practice";

/**
 * Keeps this practice's answers for the result page (sessionStorage: a reload of the result keeps them,
 * a new tab starts empty).
 * @param answers - the answers so far
 */
export function savePracticeAnswers(answers: readonly PracticeAnswer[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // storage full or blocked: the result page falls back to the router state
  }
}

/** @returns the last practice's answers, or an empty list */
export function loadPracticeAnswers(): PracticeAnswer[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as PracticeAnswer[]) : [];
  } catch {
    return [];
  }
}
