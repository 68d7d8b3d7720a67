import type { Queryable } from "../../db/client.ts";

/** One practised resource of a student, with totals over its attempts. */
export type HistoryRow = {
  res_code: string;
  last_practised_at: Date;
  attempts: number;
  best_percent: number;
};

/**
 * The student's practised resources, most recently practised first.
 * @returns one page of rows and the number of practised resources
 */
export async function listHistory(
  db: Queryable,
  studentId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db.query<HistoryRow>(
    `SELECT res_code, max(updated_at) AS last_practised_at, count(*)::int AS attempts,
            coalesce(max(percent_score) FILTER (WHERE is_completed = 1), 0) AS best_percent
     FROM practice_attempts WHERE student_id = $1
     GROUP BY res_code ORDER BY max(updated_at) DESC, res_code LIMIT $2 OFFSET $3`,
    [studentId, page.limit, page.offset],
  );
  const total = await db.one<{ n: number }>(
    "SELECT count(DISTINCT res_code)::int AS n FROM practice_attempts WHERE student_id = $1",
    [studentId],
  );
  return { rows, total: total?.n ?? 0 };
}
