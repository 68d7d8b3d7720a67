import type { ExerciseKind } from "../kinds.ts";
import { answerableItems } from "../locate.ts";
import type { CorrectRuleConfig } from "./correct.ts";
import { floor2 } from "./grade.ts";
import { selectQuestionIds } from "./question-selection.ts";
import { type AttemptSummary, summarizeAttempt } from "./summary.ts";

/** One stored answer of an attempt: the scored item as saved, and whether it was skipped. */
export type StoredAnswer = { payload: unknown; is_skipped: number };

/**
 * Totals of an attempt over the resource's answerable items (or the attempt's question_ids selection),
 * from the latest stored answer of each question (see summarizeAttempt). Each answer is counted as correct
 * with the rule of the kind that scored it (its part's kind inside mixed / multi-part).
 * @param resource - the parsed resource
 * @param answers - latest answer per question
 * @param questionIds - the attempt's question_ids key ("" = every question)
 * @param config - the app config's standard_score (default 60)
 * @returns the summary
 */
export function summarizeAnswers(
  resource: { kind: ExerciseKind; items: readonly unknown[] },
  answers: readonly StoredAnswer[],
  questionIds = "",
  config?: CorrectRuleConfig | null,
): AttemptSummary {
  const kinds = new Map(answerableItems(resource).map((l) => [l.item.question_id, l.kind]));
  const items = answers.map((a) => {
    const payload = a.payload as { total_score?: number; question_id?: unknown };
    const kind = kinds.get(String(payload.question_id)) ?? resource.kind;
    return { ...payload, is_skipped: a.is_skipped, kind };
  });
  return summarizeAttempt(items, selectQuestionIds(resource, questionIds).ids.length, config);
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
