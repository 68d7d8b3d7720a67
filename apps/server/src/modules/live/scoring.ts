import type { LiveItem, LiveItemStats } from "@hibiki/contracts";
import { LIVE_PASS_SCORE } from "@hibiki/contracts";
import { normalizeText, percentOfTotal } from "@hibiki/exercises";
import { wordsOf } from "../textbook/commands/speaking-scores.ts";
import type { EvaluationScores } from "../upload/evaluation-scores.ts";

/** A scored answer: correct and 0-100. */
export type Scored = { correct: boolean; score: number };

/**
 * A short answer as compared: normalised (full-width to half-width, unified quotes), lower case, every
 * punctuation mark dropped (apostrophes too: "It's a pen." and "its a pen" match), spaces collapsed.
 */
export function shortAnswerKey(text: string): string {
  return normalizeText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** @returns whether a typed answer matches one of the accepted answers (an empty answer never does) */
export function matchesShortAnswer(typed: string, accepted: readonly string[]): boolean {
  const t = shortAnswerKey(typed);
  return t !== "" && accepted.some((a) => shortAnswerKey(a) === t);
}

/** Scores a choice answer. */
export function scoreChoiceAnswer(item: Extract<LiveItem, { kind: "choice" }>, choice: number): Scored {
  const correct = choice === item.answer_index;
  return { correct, score: correct ? 100 : 0 };
}

/** Scores a short answer. */
export function scoreShortAnswer(item: Extract<LiveItem, { kind: "short_answer" }>, text: string): Scored {
  const correct = matchesShortAnswer(text, item.accepted);
  return { correct, score: correct ? 100 : 0 };
}

/**
 * Scores a read-aloud answer from the server's kept evaluation: 20 × the 0-5 total, passing at
 * LIVE_PASS_SCORE. An evaluation of other words than the item's sentence is null (refused by the caller).
 */
export function scoreReadAloud(
  item: Extract<LiveItem, { kind: "read_aloud" }>,
  ev: EvaluationScores,
): Scored | null {
  if (ev.category === "open_answer") return null;
  const want = new Set(wordsOf(item.text));
  const read = wordsOf(ev.content);
  if (read.length === 0 || !read.every((w) => want.has(w))) return null;
  const score = Math.max(0, Math.min(100, Math.round(percentOfTotal(ev.total_score))));
  return { correct: score >= LIVE_PASS_SCORE, score };
}

/** An item's figures from its answers. */
export function itemStats(itemIndex: number, answers: readonly Scored[]): LiveItemStats {
  const answered = answers.length;
  const correct = answers.filter((a) => a.correct).length;
  const sum = answers.reduce((s, a) => s + a.score, 0);
  return {
    item_index: itemIndex,
    answered,
    correct,
    correct_rate: answered === 0 ? null : correct / answered,
    average_score: answered === 0 ? null : Math.round((sum / answered) * 10) / 10,
  };
}

/** A student's session score: the sum of their answer scores over every item, rounded (0-100). */
export function sessionScore(scoreSum: number, itemCount: number): number {
  if (itemCount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(scoreSum / itemCount)));
}
