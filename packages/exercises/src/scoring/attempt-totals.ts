import type { ExerciseKind } from "../kinds.ts";
import { floor2 } from "./grade.ts";
import { selectQuestionIds } from "./question-selection.ts";
import { type AttemptSummary, summarizeAttempt } from "./summary.ts";

/** One stored answer of an attempt: the scored item as saved, and whether it was skipped. */
export type StoredAnswer = { payload: unknown; is_skipped: number };

/**
 * Totals of an attempt over the resource's answerable items (or the attempt's question_ids selection),
 * from the latest stored answer of each question (see summarizeAttempt).
 * @param resource - the parsed resource
 * @param answers - latest answer per question
 * @param questionIds - the attempt's question_ids key ("" = every question)
 * @returns the summary
 */
export function summarizeAnswers(
  resource: { kind: ExerciseKind; items: readonly unknown[] },
  answers: readonly StoredAnswer[],
  questionIds = "",
): AttemptSummary {
  const items = answers.map((a) => ({
    ...(a.payload as { total_score?: number }),
    is_skipped: a.is_skipped,
  }));
  return summarizeAttempt(items, selectQuestionIds(resource, questionIds).ids.length);
}

/**
 * Share of resources finished at least once (a book's or a unit's progress).
 * @param codes - res_codes of the book or unit
 * @param stats - the student's totals by res_code (completed = finished at least once)
 * @returns percent 0-100, floored to 2 decimals
 */
export function progressPercent(
  codes: readonly string[],
  stats: ReadonlyMap<string, { completed: boolean }>,
): number {
  if (codes.length === 0) return 0;
  const done = codes.filter((c) => stats.get(c)?.completed).length;
  return floor2((done / codes.length) * 100);
}
