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
 * with a score above 0.
 * @param answers - answer items with total_score (or percent_score) and is_skipped
 * @param itemCount - number of answerable items in the resource
 * @returns the attempt totals
 */
export function summarizeAttempt(
  answers: readonly {
    total_score?: number | undefined;
    percent_score?: number | undefined;
    is_skipped?: number | undefined;
  }[],
  itemCount: number,
): AttemptSummary {
  let sum = 0;
  let correct = 0;
  let skipped = 0;
  for (const a of answers) {
    if (a.is_skipped === 1) {
      skipped++;
      continue;
    }
    const t = a.total_score ?? (a.percent_score !== undefined ? a.percent_score / 20 : 0);
    sum += t;
    if (t > 0) correct++;
  }
  const n = Math.max(itemCount, answers.length);
  const total_score = n === 0 ? 0 : floor2(sum / n);
  return {
    total_score,
    percent_score: percentOfTotal(total_score),
    answered: answers.length,
    correct,
    skipped,
  };
}
