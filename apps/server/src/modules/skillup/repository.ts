import type { Queryable } from "../../db/client.ts";

/** One student's totals for one resource (over practice_attempts, every mode, like the textbook lists). */
export type SkillupStatRow = {
  res_code: string;
  /** finished attempts */
  learn_count: number;
  /** best finished-attempt percent, 0 when none finished */
  best_score: number;
  /** whether any attempt finished */
  completed: boolean;
  /** latest save on any attempt */
  last_practised_at: Date | string;
};

/**
 * The student's totals for the given resources, in one query (resources never practised have no row).
 * @param studentId - the caller; other students' attempts are never read
 * @param resCodes - res_codes to aggregate (an empty list reads nothing)
 * @returns one row per practised resource
 */
export async function skillupStats(
  db: Queryable,
  studentId: number,
  resCodes: readonly string[],
): Promise<SkillupStatRow[]> {
  if (resCodes.length === 0) return [];
  return db.query<SkillupStatRow>(
    `SELECT res_code, count(*) FILTER (WHERE is_completed = 1)::int AS learn_count,
            coalesce(max(percent_score) FILTER (WHERE is_completed = 1), 0)::float8 AS best_score,
            bool_or(is_completed = 1) AS completed, max(updated_at) AS last_practised_at
     FROM practice_attempts WHERE student_id = $1 AND res_code = ANY($2::text[])
     GROUP BY res_code`,
    [studentId, [...resCodes]],
  );
}
