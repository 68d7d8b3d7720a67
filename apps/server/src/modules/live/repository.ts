import type { LiveItem } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A live_sessions row with its class. */
export type LiveRow = {
  id: number;
  school_id: number;
  class_id: number;
  class_name: string;
  class_teacher_id: number | null;
  teacher_name: string;
  title: string;
  items: LiveItem[];
  item_count: number;
  current_item: number | null;
  created_at: Date;
  ended_at: Date | null;
};

const LIVE_COLUMNS = `l.id, l.school_id, l.class_id, c.name AS class_name, c.teacher_id AS class_teacher_id,
  l.teacher_name, l.title, l.items, l.item_count, l.current_item, l.created_at, l.ended_at`;

/** @returns the session of the school, or undefined */
export function liveOf(db: Queryable, schoolId: number, liveId: number): Promise<LiveRow | undefined> {
  return db.one<LiveRow>(
    `SELECT ${LIVE_COLUMNS} FROM live_sessions l JOIN classes c ON c.id = l.class_id
      WHERE l.id = $1 AND l.school_id = $2`,
    [liveId, schoolId],
  );
}

/** @returns the open session of a class, or undefined */
export function openLiveOfClass(db: Queryable, classId: number): Promise<LiveRow | undefined> {
  return db.one<LiveRow>(
    `SELECT ${LIVE_COLUMNS} FROM live_sessions l JOIN classes c ON c.id = l.class_id
      WHERE l.class_id = $1 AND l.ended_at IS NULL`,
    [classId],
  );
}

/**
 * Inserts an open session; the partial unique index refuses a second open one of the class.
 * @returns its id, or null when the class already has an open session
 */
export async function insertLive(
  db: Queryable,
  l: {
    schoolId: number;
    classId: number;
    teacherId: number;
    teacherName: string;
    title: string;
    items: LiveItem[];
  },
): Promise<number | null> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO live_sessions (school_id, class_id, teacher_id, teacher_name, title, items, item_count)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT (class_id) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
    [l.schoolId, l.classId, l.teacherId, l.teacherName, l.title, JSON.stringify(l.items), l.items.length],
  );
  return row?.id ?? null;
}

/** Ends the session now. @returns false when it had ended already */
export async function endLive(db: Queryable, liveId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "UPDATE live_sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL RETURNING id",
    [liveId],
  );
  return rows.length > 0;
}

/** Counts per session: pushed items, class students, participants, and the participants' average score. */
export type LiveCounts = {
  pushed_count: number;
  student_count: number;
  participant_count: number;
  average_score: number | null;
};

/** @returns the counts of each session id */
export async function countsOf(db: Queryable, ids: number[]): Promise<Map<number, LiveCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<LiveCounts & { id: number }>(
    `SELECT l.id,
       (SELECT count(*)::int FROM live_item_states s WHERE s.live_id = l.id) AS pushed_count,
       (SELECT count(*)::int FROM students st WHERE st.class_id = l.class_id AND st.deactivated_at IS NULL)
         AS student_count,
       (SELECT count(DISTINCT a.student_id)::int FROM live_answers a WHERE a.live_id = l.id) AS participant_count,
       -- a student's session score is the sum of their scores over every item (as ended.my_score)
       (SELECT round(avg(round(t.total::numeric / l.item_count)))::int
          FROM (SELECT sum(a.score) AS total FROM live_answers a WHERE a.live_id = l.id GROUP BY a.student_id) t)
         AS average_score
     FROM live_sessions l WHERE l.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The sessions of the classes a teacher manages (admin: every class of the school), newest first. */
export async function listLive(
  db: Queryable,
  scope: { schoolId: number; teacherId: number | null; classId: number | null },
  page: { limit: number; offset: number },
): Promise<{ rows: LiveRow[]; total: number }> {
  const where = `l.school_id = $1 AND ($2::int IS NULL OR c.teacher_id = $2) AND ($3::int IS NULL OR l.class_id = $3)`;
  const params = [scope.schoolId, scope.teacherId, scope.classId];
  const rows = await db.query<LiveRow>(
    `SELECT ${LIVE_COLUMNS} FROM live_sessions l JOIN classes c ON c.id = l.class_id
      WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM live_sessions l JOIN classes c ON c.id = l.class_id WHERE ${where}`,
    params,
  );
  return { rows, total: total?.n ?? 0 };
}

/** An item's pushed/revealed state. */
export type ItemStateRow = { item_index: number; pushed_at: Date; revealed_at: Date | null };

export function itemStatesOf(db: Queryable, liveId: number): Promise<ItemStateRow[]> {
  return db.query<ItemStateRow>(
    "SELECT item_index, pushed_at, revealed_at FROM live_item_states WHERE live_id = $1 ORDER BY item_index",
    [liveId],
  );
}

/** Marks an item pushed (keeps the first push time) and makes it the current one. */
export async function pushItem(db: Queryable, liveId: number, itemIndex: number): Promise<void> {
  await db.query(
    `INSERT INTO live_item_states (live_id, item_index) VALUES ($1, $2)
     ON CONFLICT (live_id, item_index) DO NOTHING`,
    [liveId, itemIndex],
  );
  await db.query("UPDATE live_sessions SET current_item = $2 WHERE id = $1", [liveId, itemIndex]);
}

/** Marks a pushed item revealed (closed to answers). @returns false when it was not pushed */
export async function revealItem(db: Queryable, liveId: number, itemIndex: number): Promise<boolean> {
  const rows = await db.query<{ item_index: number }>(
    `UPDATE live_item_states SET revealed_at = coalesce(revealed_at, now())
      WHERE live_id = $1 AND item_index = $2 RETURNING item_index`,
    [liveId, itemIndex],
  );
  return rows.length > 0;
}

/** A stored answer. */
export type AnswerRow = {
  item_index: number;
  student_id: number;
  choice_index: number | null;
  text: string | null;
  correct: boolean;
  score: number;
  answered_at: Date;
};

/**
 * Stores an answer once (live, item, student are unique).
 * @returns the stored row, or null when the student had answered the item already
 */
export function insertAnswer(
  db: Queryable,
  a: Omit<AnswerRow, "answered_at"> & { live_id: number; evaluation_sid: string | null },
): Promise<AnswerRow | undefined> {
  return db.one<AnswerRow>(
    `INSERT INTO live_answers (live_id, item_index, student_id, choice_index, text, evaluation_sid, correct, score)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (live_id, item_index, student_id) DO NOTHING
     RETURNING item_index, student_id, choice_index, text, correct, score, answered_at`,
    [a.live_id, a.item_index, a.student_id, a.choice_index, a.text, a.evaluation_sid, a.correct, a.score],
  );
}

/** @returns the session's answers (of one student when given), by item then time */
export function answersOf(db: Queryable, liveId: number, studentId?: number): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT item_index, student_id, choice_index, text, correct, score, answered_at FROM live_answers
      WHERE live_id = $1 AND ($2::int IS NULL OR student_id = $2) ORDER BY item_index, answered_at, id`,
    [liveId, studentId ?? null],
  );
}

/** A student as the roster and detail name them. */
export type StudentRow = { id: number; name: string; class_number: number | null };

const NAME = "coalesce(nullif(s.nickname, ''), s.username)";

/** @returns the class's active students plus any other student who answered the session */
export function studentsOf(db: Queryable, classId: number, liveId: number): Promise<StudentRow[]> {
  return db.query<StudentRow>(
    `SELECT s.id, ${NAME} AS name, s.class_number FROM students s
      WHERE (s.class_id = $1 AND s.deactivated_at IS NULL)
         OR s.id IN (SELECT student_id FROM live_answers WHERE live_id = $2)
      ORDER BY s.class_number NULLS LAST, name, s.id`,
    [classId, liveId],
  );
}

/** @returns a student's display name and class */
export function studentOf(
  db: Queryable,
  studentId: number,
): Promise<{ name: string; class_id: number | null } | undefined> {
  return db.one(`SELECT ${NAME} AS name, s.class_id FROM students s WHERE s.id = $1`, [studentId]);
}

/** @returns the teacher's display name */
export async function teacherName(db: Queryable, teacherId: number): Promise<string> {
  const row = await db.one<{ name: string }>(
    "SELECT coalesce(nullif(name, ''), username) AS name FROM teachers WHERE id = $1",
    [teacherId],
  );
  return row?.name ?? "";
}

/** A past session as the student's history lists it. */
export type HistoryRow = {
  id: number;
  title: string;
  teacher_name: string;
  item_count: number;
  answered: number;
  correct: number;
  score_sum: number;
  created_at: Date;
  ended_at: Date | null;
};

/** The ended sessions of the student's class, or any the student answered, newest first. */
export async function historyOf(
  db: Queryable,
  student: { id: number; classId: number | null },
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = `l.ended_at IS NOT NULL AND (l.class_id = $2
      OR EXISTS (SELECT 1 FROM live_answers x WHERE x.live_id = l.id AND x.student_id = $1))`;
  const rows = await db.query<HistoryRow>(
    `SELECT l.id, l.title, l.teacher_name, l.item_count, l.created_at, l.ended_at,
       count(a.id)::int AS answered, count(a.id) FILTER (WHERE a.correct)::int AS correct,
       coalesce(sum(a.score), 0)::int AS score_sum
     FROM live_sessions l LEFT JOIN live_answers a ON a.live_id = l.id AND a.student_id = $1
     WHERE ${where} GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
    [student.id, student.classId, page.limit, page.offset],
  );
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM live_sessions l WHERE ${where}`, [
    student.id,
    student.classId,
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** @returns the active student ids of a class (push recipients) */
export async function classStudentIds(db: Queryable, classId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM students WHERE class_id = $1 AND deactivated_at IS NULL",
    [classId],
  );
  return rows.map((r) => r.id);
}
