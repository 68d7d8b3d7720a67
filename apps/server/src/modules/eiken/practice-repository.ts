import type { Queryable } from "../../db/client.ts";

/** Items answered wrongly (under 100%) in each resource's latest finished attempt by the student. */
export async function wrongInLatest(
  db: Queryable,
  studentId: number,
  resCodes: readonly string[],
): Promise<Array<{ res_code: string; question_id: string }>> {
  if (resCodes.length === 0) return [];
  return db.query(
    `WITH latest AS (
       SELECT DISTINCT ON (res_code) id, res_code FROM practice_attempts
       WHERE student_id = $1 AND res_code = ANY($2::text[]) AND is_completed = 1
       ORDER BY res_code, finished_at DESC NULLS LAST, id DESC)
     SELECT l.res_code, x.question_id FROM latest l
     JOIN LATERAL (
       SELECT DISTINCT ON (question_id) question_id, percent_score FROM practice_answers
       WHERE attempt_id = l.id ORDER BY question_id, id DESC) x ON true
     WHERE x.percent_score < 100
     ORDER BY l.res_code, x.question_id`,
    [studentId, [...resCodes]],
  );
}

/** The latest answer per item of a student's attempt, given before `until` (null: any time). */
export async function attemptAnswers(
  db: Queryable,
  studentId: number,
  resCode: string,
  guid: string,
  until: Date | null,
): Promise<Array<{ question_id: string; percent_score: number }>> {
  const rows = await db.query<{ question_id: string; percent_score: number }>(
    `SELECT DISTINCT ON (a.question_id) a.question_id, a.percent_score
     FROM practice_answers a JOIN practice_attempts t ON t.id = a.attempt_id
     WHERE t.student_id = $1 AND t.res_code = $2 AND t.guid = $3 AND ($4::timestamptz IS NULL OR a.created_at <= $4)
     ORDER BY a.question_id, a.id DESC`,
    [studentId, resCode, guid, until],
  );
  return rows.map((r) => ({ ...r, percent_score: Number(r.percent_score) }));
}

/** The student's latest exam-mode attempt of a resource started at or after a time, if any. */
export async function latestExamAttempt(
  db: Queryable,
  studentId: number,
  resCode: string,
  since: Date,
): Promise<string | undefined> {
  const row = await db.one<{ guid: string }>(
    `SELECT guid FROM practice_attempts WHERE student_id = $1 AND res_code = $2 AND mode = 'exam'
       AND started_at >= $3 ORDER BY started_at DESC, id DESC LIMIT 1`,
    [studentId, resCode, since],
  );
  return row?.guid;
}

/** Whether the student has an attempt of this resource with this guid. */
export async function hasAttempt(
  db: Queryable,
  studentId: number,
  resCode: string,
  guid: string,
): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM practice_attempts WHERE student_id = $1 AND res_code = $2 AND guid = $3",
    [studentId, resCode, guid],
  );
  return (row?.n ?? 0) > 0;
}
