import type { Queryable } from "../../db/client.ts";
import type { StoredAnswer } from "./marks.ts";

/** A recorded sitting (listening_exam_logs). */
export interface LogRow {
  id: number;
  region_id: number;
  res_code: string;
  guid: string;
  mode: "exam" | "practice" | "review";
  points: number;
  max_points: number;
  percent: number;
  right_count: number;
  total: number;
  parts: unknown;
  marks: unknown;
  created_at: Date;
}

const LOG_COLS =
  "id, region_id, res_code, guid, mode, points::float8 AS points, max_points::float8 AS max_points, percent, right_count, total, parts, marks, created_at";

/**
 * The student's recorded sittings, oldest first (for the review list, which replays them in order).
 * @param db - database
 * @param studentId - the caller
 * @param resCodes - only these sets (undefined: all)
 */
export function logsOf(db: Queryable, studentId: number, resCodes?: readonly string[]): Promise<LogRow[]> {
  return db.query<LogRow>(
    `SELECT ${LOG_COLS} FROM listening_exam_logs
     WHERE student_id = $1 AND ($2::text[] IS NULL OR res_code = ANY($2::text[]))
     ORDER BY created_at, id LIMIT 5000`,
    [studentId, resCodes ? [...resCodes] : null],
  );
}

/** The student's sitting recorded for this attempt, if any. */
export function logByGuid(db: Queryable, studentId: number, guid: string): Promise<LogRow | undefined> {
  return db.one<LogRow>(`SELECT ${LOG_COLS} FROM listening_exam_logs WHERE student_id = $1 AND guid = $2`, [
    studentId,
    guid,
  ]);
}

/** Records a sitting once per attempt (a second submit of the same guid keeps the first). */
export async function insertLog(
  db: Queryable,
  l: {
    studentId: number;
    schoolId: number;
    regionId: number;
    resCode: string;
    guid: string;
    mode: LogRow["mode"];
    points: number;
    maxPoints: number;
    percent: number;
    right: number;
    total: number;
    parts: unknown;
    marks: unknown;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO listening_exam_logs (student_id, school_id, region_id, res_code, guid, mode, points, max_points,
       percent, right_count, total, parts, marks)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
     ON CONFLICT (student_id, guid) DO NOTHING`,
    [
      l.studentId,
      l.schoolId,
      l.regionId,
      l.resCode,
      l.guid,
      l.mode,
      l.points,
      l.maxPoints,
      l.percent,
      l.right,
      l.total,
      JSON.stringify(l.parts),
      JSON.stringify(l.marks),
    ],
  );
}

/** The latest answer per item of an attempt, with its percent. */
export function attemptAnswers(db: Queryable, attemptId: number): Promise<StoredAnswer[]> {
  return db.query<StoredAnswer>(
    `SELECT DISTINCT ON (question_id) question_id, payload, percent_score::float8 AS percent_score
     FROM practice_answers WHERE attempt_id = $1 ORDER BY question_id, id DESC`,
    [attemptId],
  );
}

/** The entrance-exam style the student chose, if any. */
export async function chosenRegion(db: Queryable, studentId: number): Promise<number | null> {
  const row = await db.one<{ region_id: number }>(
    "SELECT region_id FROM listening_exam_regions WHERE student_id = $1",
    [studentId],
  );
  return row?.region_id ?? null;
}

/** Stores the student's chosen entrance-exam style. */
export async function chooseRegion(db: Queryable, studentId: number, regionId: number): Promise<void> {
  await db.query(
    `INSERT INTO listening_exam_regions (student_id, region_id) VALUES ($1, $2)
     ON CONFLICT (student_id) DO UPDATE SET region_id = EXCLUDED.region_id, updated_at = now()`,
    [studentId, regionId],
  );
}
