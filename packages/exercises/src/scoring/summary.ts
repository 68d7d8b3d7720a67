import type { ExerciseKind } from "../kinds.ts";
import { type CorrectRuleConfig, isCorrectAnswer } from "./correct.ts";
import { DIALOGUE_LISTENED } from "./dialogue.ts";
import { floor2 } from "./grade.ts";
import { percentOfTotal } from "./scores.ts";

/** Totals of one attempt over a resource. */
export interface AttemptSummary {
  total_score: number;
  percent_score: number;
  answered: number;
  correct: number;
  skipped: number;
}

/**
 * Sums up an attempt: total_score is the mean item total_score over ALL answerable items
 * (unanswered and skipped items count 0), percent_score = 20 × that; correct counts items
 * with a score above 0. Another speaker's dialogue turn that the student only listened to
 * (practice_type DIALOGUE_LISTENED) is not one of the student's items and counts nowhere.
 * @param answers - answer items with total_score (or percent_score) and is_skipped
 * @param itemCount - number of answerable items in the resource
 * @param config - the app config's standard_score (default 60)
 * @returns the attempt totals
 */
export function summarizeAttempt(
  answers: readonly {
    total_score?: number | undefined;
    percent_score?: number | undefined;
    is_skipped?: number | undefined;
    practice_type?: number | string | undefined;
    /** the kind that scored the item (a part's own kind inside mixed / multi-part) */
    kind?: ExerciseKind | undefined;
  }[],
  itemCount: number,
  config?: CorrectRuleConfig | null,
): AttemptSummary {
  let sum = 0;
  let correct = 0;
  let skipped = 0;
  let listened = 0;
  for (const a of answers) {
    if (a.practice_type === DIALOGUE_LISTENED) {
      listened++;
      continue;
    }
    if (a.is_skipped === 1) {
      skipped++;
      continue;
    }
    const t = a.total_score ?? (a.percent_score !== undefined ? a.percent_score / 20 : 0);
    sum += t;
    if (isCorrectAnswer(a.kind, { total_score: t }, config)) correct++;
  }
  const n = Math.max(itemCount, answers.length) - listened;
  const total_score = n === 0 ? 0 : floor2(sum / n);
  return {
    total_score,
    percent_score: percentOfTotal(total_score),
    answered: answers.length - listened,
    correct,
    skipped,
  };
}
