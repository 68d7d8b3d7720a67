import type { RankScope, RankTab } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A computed day. */
export type RunRow = {
  day: string;
  computed_at: Date;
  trigger: "schedule" | "first_request";
  period_from: string;
  period_to: string;
  students: number;
};

/** A student the job looks at. */
export type CandidateRow = { id: number; school_id: number; class_id: number | null };

/** One student's values of a day. */
export type SnapshotValues = {
  studentId: number;
  schoolId: number;
  classId: number | null;
  practicesTotal: number;
  learningScore: number;
  averageScore: number | null;
  answerCount: number;
  recordingSeconds: number;
  streakDays: number;
};

/** A board row as read: the value of the tab, the student's rank and place on the board. */
export type BoardRow = {
  student_id: number;
  school_id: number;
  nickname: string;
  class_name: string | null;
  value: number;
  rank: number;
  pos: number;
  total: number;
};

/** The snapshot column of each tab (a fixed list: never built from input). */
const COLUMN: Readonly<Record<RankTab, string>> = {
  learning_score: "learning_score",
  average_score: "average_score",
  answer_count: "answer_count",
  recording_time: "recording_seconds",
  streak_days: "streak_days",
};

/** @returns the latest computed day, or undefined before the first */
export function latestRun(db: Queryable): Promise<RunRow | undefined> {
  return db.one<RunRow>(
    "SELECT day, computed_at, trigger, period_from, period_to, students FROM rank_runs ORDER BY day DESC LIMIT 1",
  );
}

/**
 * Claims a day for this runner: inserts its run row unless it exists. Inside the computing transaction, a
 * second runner's insert waits for the first one's commit and then claims nothing.
 * @returns whether this runner computes the day
 */
export async function claimRun(
  tx: Queryable,
  run: { day: string; trigger: RunRow["trigger"]; from: string; to: string },
): Promise<boolean> {
  const row = await tx.one<{ day: string }>(
    `INSERT INTO rank_runs (day, trigger, period_from, period_to) VALUES ($1, $2, $3, $4)
     ON CONFLICT (day) DO NOTHING RETURNING day`,
    [run.day, run.trigger, run.from, run.to],
  );
  return row !== undefined;
}

/** Records how many students a run ranked. */
export async function finishRun(tx: Queryable, day: string, students: number): Promise<void> {
  await tx.query("UPDATE rank_runs SET students = $2, computed_at = now() WHERE day = $1", [day, students]);
}

/** Drops the runs (and their snapshots) before a day. */
export async function pruneRuns(tx: Queryable, before: string): Promise<void> {
  await tx.query("DELETE FROM rank_runs WHERE day < $1", [before]);
}

/** @returns the next students the job looks at (active, not college students), by id after `afterId` */
export function candidates(tx: Queryable, afterId: number, limit: number): Promise<CandidateRow[]> {
  return tx.query<CandidateRow>(
    `SELECT id, school_id, class_id FROM students
     WHERE id > $1 AND deactivated_at IS NULL AND is_college_student = 0 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
}

/** Writes the values of ranked students for a day (one statement). */
export async function insertSnapshots(tx: Queryable, day: string, rows: SnapshotValues[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO rank_snapshots (day, student_id, school_id, class_id, practices_total, learning_score,
       average_score, answer_count, recording_seconds, streak_days)
     SELECT $1::text, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::float8[], $7::float8[],
       $8::int[], $9::int[], $10::int[])`,
    [
      day,
      rows.map((r) => r.studentId),
      rows.map((r) => r.schoolId),
      rows.map((r) => r.classId),
      rows.map((r) => r.practicesTotal),
      rows.map((r) => r.learningScore),
      rows.map((r) => r.averageScore),
      rows.map((r) => r.answerCount),
      rows.map((r) => r.recordingSeconds),
      rows.map((r) => r.streakDays),
    ],
  );
}

/** @returns whether the student was ranked on that day */
export async function inSnapshot(db: Queryable, day: string, studentId: number): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    "SELECT 1 AS n FROM rank_snapshots WHERE day = $1 AND student_id = $2",
    [day, studentId],
  );
  return row !== undefined;
}

/**
 * One page of a board and the caller's row: the day's ranked students in the scope (class: the caller's
 * class now; school and all: without students who hide beyond their class), deactivated students left out,
 * ranked by the tab's value (equal values share a rank).
 * @param q.scopeId - the class id (class) or school id (school); unused for all
 * @returns the page's rows, then the caller's row when it is not on the page (every row carries the total)
 */
export function board(
  db: Queryable,
  q: {
    day: string;
    tab: RankTab;
    scope: RankScope;
    scopeId: number;
    offset: number;
    limit: number;
    me: number;
  },
): Promise<BoardRow[]> {
  const col = `r.${COLUMN[q.tab]}`;
  const scope =
    q.scope === "class"
      ? "st.class_id = $5"
      : q.scope === "school"
        ? "r.school_id = $5 AND COALESCE(p.hide_beyond_class, 0) = 0"
        : "$5::int IS NOT NULL AND COALESCE(p.hide_beyond_class, 0) = 0";
  return db.query<BoardRow>(
    `WITH board AS (
       SELECT r.student_id, r.school_id, st.nickname, c.name AS class_name, ${col}::float8 AS value,
              rank() OVER (ORDER BY ${col} DESC)::int AS rank,
              row_number() OVER (ORDER BY ${col} DESC, r.student_id)::int AS pos
       FROM rank_snapshots r
       JOIN students st ON st.id = r.student_id AND st.deactivated_at IS NULL
       LEFT JOIN classes c ON c.id = st.class_id
       LEFT JOIN rank_privacy p ON p.student_id = r.student_id
       WHERE r.day = $1 AND ${col} IS NOT NULL AND ${scope}
     )
     SELECT b.*, (SELECT count(*) FROM board)::int AS total FROM board b
     WHERE (b.pos > $2 AND b.pos <= $2 + $3) OR b.student_id = $4
     ORDER BY b.pos`,
    [q.day, q.offset, q.limit, q.me, q.scopeId],
  );
}

/** The caller's class and school, and their privacy choice. */
export type CallerRow = {
  class_id: number | null;
  class_name: string | null;
  school_name: string;
  hide_beyond_class: number;
};

/** @returns the student's class, school name and privacy choice */
export function callerRow(
  db: Queryable,
  studentId: number,
  schoolId: number,
): Promise<CallerRow | undefined> {
  return db.one<CallerRow>(
    `SELECT st.class_id, c.name AS class_name, sc.name AS school_name,
            COALESCE(p.hide_beyond_class, 0)::int AS hide_beyond_class
     FROM students st JOIN schools sc ON sc.id = st.school_id
     LEFT JOIN classes c ON c.id = st.class_id
     LEFT JOIN rank_privacy p ON p.student_id = st.id
     WHERE st.id = $1 AND st.school_id = $2`,
    [studentId, schoolId],
  );
}

/** Stores the student's choice to hide from the school and all-schools boards. */
export async function setPrivacy(
  db: Queryable,
  studentId: number,
  schoolId: number,
  hide: number,
): Promise<void> {
  await db.query(
    `INSERT INTO rank_privacy (student_id, school_id, hide_beyond_class) VALUES ($1, $2, $3)
     ON CONFLICT (student_id) DO UPDATE SET hide_beyond_class = EXCLUDED.hide_beyond_class, updated_at = now()`,
    [studentId, schoolId, hide],
  );
}
