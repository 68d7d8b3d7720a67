import type { Queryable } from "../../db/client.ts";

/** A free-reading assignment with its class's and teacher's names. */
export interface AssignmentRow {
  id: number;
  school_id: number;
  class_id: number;
  class_name: string;
  teacher_name: string;
  title: string;
  mode: "level" | "books";
  yl_min: number | null;
  yl_max: number | null;
  book_ids: string[];
  target_type: "books" | "words";
  target_value: number;
  start_date: string;
  end_date: string;
  created_at: Date;
}

const SELECT = `SELECT a.id, a.school_id, a.class_id, c.name AS class_name, t.name AS teacher_name, a.title,
  a.mode, a.yl_min, a.yl_max, a.book_ids, a.target_type, a.target_value, a.start_date, a.end_date, a.created_at
  FROM free_reading_assignments a JOIN classes c ON c.id = a.class_id JOIN teachers t ON t.id = a.teacher_id`;

/** Stores an assignment. @returns its id */
export async function insertAssignment(
  db: Queryable,
  a: Omit<AssignmentRow, "id" | "class_name" | "teacher_name" | "created_at"> & { teacher_id: number },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO free_reading_assignments (school_id, class_id, teacher_id, title, mode, yl_min, yl_max,
       book_ids, target_type, target_value, start_date, end_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      a.school_id,
      a.class_id,
      a.teacher_id,
      a.title,
      a.mode,
      a.yl_min,
      a.yl_max,
      a.book_ids,
      a.target_type,
      a.target_value,
      a.start_date,
      a.end_date,
    ],
  );
  return (row as { id: number }).id;
}

/** One assignment of a school. */
export function assignmentOf(
  db: Queryable,
  schoolId: number,
  id: number,
): Promise<AssignmentRow | undefined> {
  return db.one<AssignmentRow>(`${SELECT} WHERE a.id = $1 AND a.school_id = $2`, [id, schoolId]);
}

/** A class's assignments, newest first. */
export function assignmentsOfClass(db: Queryable, classId: number): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(`${SELECT} WHERE a.class_id = $1 ORDER BY a.created_at DESC, a.id DESC`, [
    classId,
  ]);
}

export async function deleteAssignment(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM free_reading_assignments WHERE id = $1", [id]);
}

/** A student's current class (null: none). */
export async function classOfStudent(
  db: Queryable,
  studentId: number,
  schoolId: number,
): Promise<number | null> {
  const row = await db.one<{ class_id: number | null }>(
    "SELECT class_id FROM students WHERE id = $1 AND school_id = $2",
    [studentId, schoolId],
  );
  return row?.class_id ?? null;
}

/** The active students of a class, in register order. */
export function classStudents(
  db: Queryable,
  classId: number,
): Promise<Array<{ id: number; name: string; class_number: number | null }>> {
  return db.query(
    `SELECT id, coalesce(nullif(nickname, ''), username) AS name, class_number FROM students
     WHERE class_id = $1 AND deactivated_at IS NULL ORDER BY class_number NULLS LAST, nickname, id`,
    [classId],
  );
}

/** Per student and book: words read and the first finish in a period (from the reading logs). */
export function logsInPeriod(
  db: Queryable,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<Array<{ student_id: number; book_id: string; words: number; finished_at: Date | null }>> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT student_id, book_id, sum(words_read)::int AS words, min(created_at) FILTER (WHERE finished) AS finished_at
     FROM ebook_reading_logs WHERE student_id = ANY($1::int[]) AND day >= $2 AND day <= $3
     GROUP BY student_id, book_id`,
    [[...studentIds], from, to],
  );
}

/** Books marked or finished read with a read day inside a period. */
export function readInPeriod(
  db: Queryable,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<Array<{ student_id: number; book_id: string; read_at: Date }>> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT student_id, book_id, read_at FROM ebook_states
     WHERE student_id = ANY($1::int[]) AND is_read AND read_day >= $2 AND read_day <= $3`,
    [[...studentIds], from, to],
  );
}
