import type { Queryable } from "../../db/client.ts";

/** A finished attempt of a speaking-test resource with the latest answer per question (its payload). */
export interface FinishedAttempt {
  res_code: string;
  guid: string;
  mode: string;
  finished_at: Date | string;
  answers: Array<Record<string, unknown> & { question_id: string }>;
}

/**
 * The student's finished attempts of these resources, newest first (at most `limit`), each with its
 * latest answer per question.
 * @param db - database
 * @param studentId - the caller
 * @param resCodes - the resources
 * @param limit - most attempts read
 */
export async function finishedAttempts(
  db: Queryable,
  studentId: number,
  resCodes: readonly string[],
  limit = 200,
): Promise<FinishedAttempt[]> {
  if (resCodes.length === 0) return [];
  const attempts = await db.query<{
    id: number;
    res_code: string;
    guid: string;
    mode: string;
    finished_at: Date;
  }>(
    `SELECT id, res_code, guid, mode, coalesce(finished_at, updated_at) AS finished_at FROM practice_attempts
     WHERE student_id = $1 AND res_code = ANY($2::text[]) AND is_completed = 1
     ORDER BY coalesce(finished_at, updated_at) DESC, id DESC LIMIT $3`,
    [studentId, [...resCodes], limit],
  );
  if (attempts.length === 0) return [];
  const rows = await db.query<{ attempt_id: number; question_id: string; payload: unknown }>(
    `SELECT DISTINCT ON (attempt_id, question_id) attempt_id, question_id, payload FROM practice_answers
     WHERE attempt_id = ANY($1::int[]) ORDER BY attempt_id, question_id, id DESC`,
    [attempts.map((a) => a.id)],
  );
  return attempts.map((a) => ({
    res_code: a.res_code,
    guid: a.guid,
    mode: a.mode,
    finished_at: a.finished_at,
    answers: rows
      .filter((r) => r.attempt_id === a.id)
      .map((r) => {
        const p = (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<
          string,
          unknown
        >;
        return { ...p, question_id: r.question_id };
      }),
  }));
}
