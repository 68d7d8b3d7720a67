import { isWritingKind, locateItem, type Resource, totalOfPercent } from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import type { ScoredSubmission } from "../textbook/commands/score-submission.ts";

const ENGINE_LINK = /\/writing\/([A-Za-z0-9_-]{22})\.json/;

/**
 * The stored score (checker_percent: the writing score's total) of the caller's writing an answer links
 * to through its engine_result.
 * @param db - the database
 * @param studentId - the student who answers (another student's writing is never used)
 * @param engineResult - the answer's engine_result link
 * @returns 0-100, or null when the link names no writing of this student or it has no stored score
 */
export async function storedWritingScore(
  db: Queryable,
  studentId: number,
  engineResult: unknown,
): Promise<number | null> {
  if (typeof engineResult !== "string") return null;
  const id = ENGINE_LINK.exec(engineResult)?.[1];
  if (!id) return null;
  const row = await db.one<{ checker_percent: number | null }>(
    "SELECT checker_percent FROM writing_submissions WHERE engine_file_id = $1 AND student_id = $2",
    [id, studentId],
  );
  return row?.checker_percent ?? null;
}

/**
 * A writing answer (free, topic, listen writing) scored with its checked writing's real score instead of
 * the payload's fixed percent_score 100 / total_score 5, so the teacher's homework tables, dashboard and
 * the attempt's grade show what the text earned. Other kinds, skipped answers and answers whose writing
 * is not found are returned unchanged.
 * @param db - the database
 * @param studentId - the student who answers
 * @param resource - the resource the answer belongs to
 * @param scored - the answer as scoreSubmission scored it
 * @returns the answer with percent_score = the writing's score and total_score/score on the 5-point scale
 */
export async function withWritingScore(
  db: Queryable,
  studentId: number,
  resource: Resource,
  scored: ScoredSubmission,
): Promise<ScoredSubmission> {
  if (scored.skipped) return scored;
  const kind = locateItem(resource, scored.question_id)?.kind;
  if (!kind || !isWritingKind(kind)) return scored;
  const percent = await storedWritingScore(db, studentId, scored.item.engine_result);
  if (percent === null) return scored;
  const total = totalOfPercent(percent);
  return {
    ...scored,
    item: { ...scored.item, percent_score: percent, total_score: total, score: total },
    score: total,
    total,
    percent,
  };
}
