import type { Queryable } from "../../db/client.ts";

/** A mission's period for a student (period_key: the Japan day, the week's Monday, or 'all'). */
export type PeriodRef = { mission_id: number; period_key: string };

/** One claim row. */
export type ClaimRow = { id: number; mission_id: number; points: number; claimed_at: Date };

// Japan month of a claim (Japan keeps no daylight saving: UTC + 9 h)
const JAPAN_MONTH = "to_char((claimed_at AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM')";

/**
 * AI study lessons the student finished (their consolidation stage done).
 * @param db - database
 * @param studentId - the caller
 */
export async function aiLessonsDone(db: Queryable, studentId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(DISTINCT lesson_id)::int AS n FROM ai_course_stages
     WHERE student_id = $1 AND stage = 'consolidation'`,
    [studentId],
  );
  return row?.n ?? 0;
}

/**
 * The student's claims among the given periods.
 * @param db - database
 * @param studentId - the caller
 * @param periodKeys - the current period keys
 */
export function claimsIn(
  db: Queryable,
  studentId: number,
  periodKeys: readonly string[],
): Promise<PeriodRef[]> {
  return db.query<PeriodRef>(
    "SELECT mission_id, period_key FROM integral_claims WHERE student_id = $1 AND period_key = ANY($2::text[])",
    [studentId, [...periodKeys]],
  );
}

/**
 * Adds a claim unless the period was claimed already (the unique key decides under concurrency).
 * @param db - database (a transaction)
 * @param c - the claim (at: the clock's time)
 * @returns the new claim's id, or undefined when it existed
 */
export async function insertClaim(
  db: Queryable,
  c: { studentId: number; schoolId: number; missionId: number; periodKey: string; points: number; at: Date },
): Promise<number | undefined> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO integral_claims (student_id, school_id, mission_id, period_key, points, claimed_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (student_id, mission_id, period_key) DO NOTHING RETURNING id`,
    [c.studentId, c.schoolId, c.missionId, c.periodKey, c.points, c.at.toISOString()],
  );
  return row?.id;
}

/**
 * The student's balance and the points claimed since an instant.
 * @param db - database
 * @param studentId - the caller
 * @param since - start of today (Japan)
 */
export async function balance(
  db: Queryable,
  studentId: number,
  since: Date,
): Promise<{ total: number; today: number }> {
  const row = await db.one<{ total: number; today: number }>(
    `SELECT coalesce(sum(points), 0)::int AS total,
       coalesce(sum(points) FILTER (WHERE claimed_at >= $2), 0)::int AS today
     FROM integral_claims WHERE student_id = $1`,
    [studentId, since.toISOString()],
  );
  return { total: row?.total ?? 0, today: row?.today ?? 0 };
}

/**
 * The Japan months with claims since an instant, newest first.
 * @param db - database
 * @param studentId - the caller
 * @param since - the earliest claim time
 */
export function claimMonths(
  db: Queryable,
  studentId: number,
  since: Date,
): Promise<Array<{ date: string; points: number }>> {
  return db.query(
    `SELECT ${JAPAN_MONTH} AS date, sum(points)::int AS points FROM integral_claims
     WHERE student_id = $1 AND claimed_at >= $2 GROUP BY 1 ORDER BY 1 DESC`,
    [studentId, since.toISOString()],
  );
}

/**
 * One page of the student's claims in a time range, newest first, with the range's count and points.
 * @param db - database
 * @param studentId - the caller
 * @param range - [from, to) or null for all
 */
export async function claimsPage(
  db: Queryable,
  studentId: number,
  range: { from: Date; to: Date } | null,
  limit: number,
  offset: number,
): Promise<{ total: number; points: number; rows: ClaimRow[] }> {
  const where = range ? "AND claimed_at >= $2 AND claimed_at < $3" : "";
  const params = range ? [studentId, range.from.toISOString(), range.to.toISOString()] : [studentId];
  const sum = await db.one<{ total: number; points: number }>(
    `SELECT count(*)::int AS total, coalesce(sum(points), 0)::int AS points FROM integral_claims
     WHERE student_id = $1 ${where}`,
    params,
  );
  const n = params.length;
  const rows = await db.query<ClaimRow>(
    `SELECT id, mission_id, points, claimed_at FROM integral_claims WHERE student_id = $1 ${where}
     ORDER BY claimed_at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, offset],
  );
  return { total: sum?.total ?? 0, points: sum?.points ?? 0, rows };
}

/**
 * Marks reached missions as announced; only the ones not announced before come back (so two polls at
 * once announce a mission once).
 * @param db - database
 * @param studentId - the caller
 * @param refs - the reached missions' periods
 * @returns the newly announced missions
 */
export async function announce(
  db: Queryable,
  studentId: number,
  refs: readonly PeriodRef[],
): Promise<number[]> {
  if (refs.length === 0) return [];
  const rows = await db.query<{ mission_id: number }>(
    `INSERT INTO integral_reach_announced (student_id, mission_id, period_key)
     SELECT $1, m, p FROM unnest($2::int[], $3::text[]) AS r(m, p)
     ON CONFLICT DO NOTHING RETURNING mission_id`,
    [studentId, refs.map((r) => r.mission_id), refs.map((r) => r.period_key)],
  );
  return rows.map((r) => r.mission_id);
}
