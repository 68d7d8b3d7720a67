import type { Queryable } from "../../db/client.ts";

/** One part of a sitting, as stored. */
export type StoredPart = { res_code: string; section: string; guid: string | null; done: boolean };

/** An eiken_challenges row. */
export type ChallengeRow = {
  id: number;
  student_id: number;
  level_id: number;
  grade: string;
  status: "in_progress" | "finished";
  parts: StoredPart[];
  started_at: Date | string;
  rw_deadline_at: Date | string;
  finished_at: Date | string | null;
  cse_total: number | null;
  pass_estimate: number | null;
};

const COLUMNS = `id, student_id, level_id, grade, status, parts, started_at, rw_deadline_at, finished_at,
  cse_total, pass_estimate`;
const parsed = (row: ChallengeRow | undefined): ChallengeRow | undefined =>
  row
    ? { ...row, parts: typeof row.parts === "string" ? (JSON.parse(row.parts) as StoredPart[]) : row.parts }
    : undefined;

/** @returns the student's sitting, or undefined (another student's is never returned) */
export async function findChallenge(db: Queryable, studentId: number, id: number) {
  return parsed(
    await db.one<ChallengeRow>(`SELECT ${COLUMNS} FROM eiken_challenges WHERE id = $1 AND student_id = $2`, [
      id,
      studentId,
    ]),
  );
}

/** @returns the student's unfinished sitting of a grade, if any */
export async function openChallenge(db: Queryable, studentId: number, levelId: number) {
  return parsed(
    await db.one<ChallengeRow>(
      `SELECT ${COLUMNS} FROM eiken_challenges WHERE student_id = $1 AND level_id = $2 AND status = 'in_progress'`,
      [studentId, levelId],
    ),
  );
}

/** Starts a sitting unless one is open (two parallel starts make one). */
export async function insertChallenge(
  db: Queryable,
  c: {
    studentId: number;
    schoolId: number;
    levelId: number;
    grade: string;
    parts: StoredPart[];
    minutes: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO eiken_challenges (student_id, school_id, level_id, grade, parts, rw_deadline_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))
     ON CONFLICT (student_id, level_id) WHERE status = 'in_progress' DO NOTHING`,
    [c.studentId, c.schoolId, c.levelId, c.grade, JSON.stringify(c.parts), c.minutes],
  );
}

/** Saves the parts (and finishes the sitting with its result when `finish` is given). */
export async function saveParts(
  db: Queryable,
  id: number,
  parts: StoredPart[],
  finish?: { cse_total: number; pass_estimate: 0 | 1 },
): Promise<void> {
  if (finish)
    await db.query(
      `UPDATE eiken_challenges SET parts = $2, status = 'finished', finished_at = now(), cse_total = $3,
         pass_estimate = $4 WHERE id = $1 AND status = 'in_progress'`,
      [id, JSON.stringify(parts), finish.cse_total, finish.pass_estimate],
    );
  else
    await db.query("UPDATE eiken_challenges SET parts = $2 WHERE id = $1 AND status = 'in_progress'", [
      id,
      JSON.stringify(parts),
    ]);
}

/** The student's sittings of a grade, newest first (at most 20). */
export async function challengesOf(db: Queryable, studentId: number, levelId: number) {
  const rows = await db.query<ChallengeRow>(
    `SELECT ${COLUMNS} FROM eiken_challenges WHERE student_id = $1 AND level_id = $2
     ORDER BY started_at DESC, id DESC LIMIT 20`,
    [studentId, levelId],
  );
  return rows.map((r) => parsed(r) as ChallengeRow);
}
