import type { Queryable } from "../../db/client.ts";

/** A class with its teacher's name and size. */
export type ClassRow = {
  id: number;
  name: string;
  class_code: string;
  teacher_id: number | null;
  teacher_name: string | null;
  student_count: number;
  created_at: Date;
  archived_at: Date | null;
};

const CLASS_SELECT = `SELECT c.id, c.name, c.class_code, c.teacher_id, t.name AS teacher_name, c.created_at, c.archived_at,
  (SELECT count(*)::int FROM students s WHERE s.class_id = c.id AND s.deactivated_at IS NULL) AS student_count
  FROM classes c LEFT JOIN teachers t ON t.id = c.teacher_id`;

/** @returns classes of the school, optionally only those of one teacher */
export function listClasses(db: Queryable, schoolId: number, teacherId: number | null): Promise<ClassRow[]> {
  return db.query<ClassRow>(
    `${CLASS_SELECT} WHERE c.school_id = $1 AND ($2::int IS NULL OR c.teacher_id = $2) ORDER BY c.name, c.id`,
    [schoolId, teacherId],
  );
}

/** @returns one class of the school */
export function findClass(db: Queryable, schoolId: number, id: number): Promise<ClassRow | undefined> {
  return db.one<ClassRow>(`${CLASS_SELECT} WHERE c.school_id = $1 AND c.id = $2`, [schoolId, id]);
}

/** @returns whether a class code is taken (codes are unique across schools) */
export async function classCodeTaken(db: Queryable, code: string): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM classes WHERE class_code = $1", [code]));
}

/** Inserts a class. @returns its id */
export async function insertClass(
  db: Queryable,
  c: { schoolId: number; name: string; code: string; teacherId: number },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    "INSERT INTO classes (school_id, name, class_code, teacher_id) VALUES ($1, $2, $3, $4) RETURNING id",
    [c.schoolId, c.name, c.code, c.teacherId],
  );
  return row!.id;
}

/** Renames a class and/or sets a new code. */
export async function updateClass(
  db: Queryable,
  id: number,
  f: { name?: string; code?: string },
): Promise<void> {
  await db.query(
    "UPDATE classes SET name = COALESCE($2, name), class_code = COALESCE($3, class_code) WHERE id = $1",
    [id, f.name ?? null, f.code ?? null],
  );
}

/** A student with the latest card. */
export type RosterRow = {
  id: number;
  username: string;
  nickname: string;
  class_number: number | null;
  class_id: number | null;
  class_name: string | null;
  card_id: string | null;
  active_status: number | null;
  expires_at: Date | null;
  created_at: Date;
  deactivated_at: Date | null;
};

const ROSTER_SELECT = `SELECT s.id, s.username, s.nickname, s.class_number, s.class_id, c.name AS class_name, s.created_at,
  s.deactivated_at,
  k.card_id, k.active_status, k.expires_at
  FROM students s LEFT JOIN classes c ON c.id = s.class_id
  LEFT JOIN LATERAL (SELECT card_id, active_status, expires_at FROM study_cards WHERE student_id = s.id
    ORDER BY issued_at DESC, id DESC LIMIT 1) k ON true`;

/** The order of a class list: by 出席番号, students without one after, then by account ID. */
export const CLASS_LIST_ORDER = "s.class_number NULLS LAST, s.username, s.id";

/** @returns students of a class with their latest card, in class-register order */
export function rosterOfClass(db: Queryable, schoolId: number, classId: number): Promise<RosterRow[]> {
  return db.query<RosterRow>(
    `${ROSTER_SELECT} WHERE s.school_id = $1 AND s.class_id = $2 ORDER BY ${CLASS_LIST_ORDER}`,
    [schoolId, classId],
  );
}

/** @returns one student of the school with the latest card */
export function rosterStudent(db: Queryable, schoolId: number, id: number): Promise<RosterRow | undefined> {
  return db.one<RosterRow>(`${ROSTER_SELECT} WHERE s.school_id = $1 AND s.id = $2`, [schoolId, id]);
}

/** @returns the 出席番号 the students of a class have */
export async function classNumbersTaken(db: Queryable, classId: number): Promise<Set<number>> {
  const rows = await db.query<{ n: number }>(
    "SELECT class_number AS n FROM students WHERE class_id = $1 AND class_number IS NOT NULL",
    [classId],
  );
  return new Set(rows.map((r) => r.n));
}

/** @returns the usernames among these that exist already (usernames are unique across schools) */
export async function takenUsernames(db: Queryable, names: string[]): Promise<Set<string>> {
  const rows = await db.query<{ u: string }>(
    `SELECT lower(username) AS u FROM students WHERE lower(username) = ANY($1::text[])
     UNION SELECT lower(username) FROM teachers WHERE lower(username) = ANY($1::text[])`,
    [names.map((n) => n.toLowerCase())],
  );
  return new Set(rows.map((r) => r.u));
}

/** Inserts a student. @returns the id */
export async function insertStudent(
  db: Queryable,
  s: {
    schoolId: number;
    classId: number;
    username: string;
    hash: string;
    nickname: string;
    classNumber?: number | null | undefined;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO students (school_id, class_id, username, password_hash, nickname, class_number)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [s.schoolId, s.classId, s.username, s.hash, s.nickname, s.classNumber ?? null],
  );
  return row!.id;
}

/** Archives a class (or brings it back). */
export async function setClassArchived(db: Queryable, id: number, archived: boolean): Promise<void> {
  await db.query("UPDATE classes SET archived_at = CASE WHEN $2 THEN now() ELSE NULL END WHERE id = $1", [
    id,
    archived,
  ]);
}

/** Deactivates a student (signing them out everywhere) or reactivates them. */
export async function setStudentActiveRow(db: Queryable, id: number, active: boolean): Promise<void> {
  await db.query("UPDATE students SET deactivated_at = CASE WHEN $2 THEN NULL ELSE now() END WHERE id = $1", [
    id,
    active,
  ]);
  if (!active) {
    await db.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'deactivated'
       WHERE account_kind = 'student' AND account_id = $1 AND revoked_at IS NULL`,
      [id],
    );
  }
}

/** Asks the student to change their password at the next sign-in. */
export async function remindPasswordChange(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE students SET change_password_remind = 1 WHERE id = $1", [id]);
}

/** Sets a new password and signs the student out everywhere. */
export async function setStudentPassword(db: Queryable, id: number, hash: string): Promise<void> {
  await db.query("UPDATE students SET password_hash = $2, password_changed_at = now() WHERE id = $1", [
    id,
    hash,
  ]);
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = 'password_changed'
     WHERE account_kind = 'student' AND account_id = $1 AND revoked_at IS NULL`,
    [id],
  );
}

/** Moves a student to another class. */
export async function setStudentClass(db: Queryable, id: number, classId: number): Promise<void> {
  // a new class has its own register: the 出席番号 is set again there
  await db.query(
    "UPDATE students SET class_id = $2, class_number = CASE WHEN class_id = $2 THEN class_number END WHERE id = $1",
    [id, classId],
  );
}

/** Sets a student's name and 出席番号. */
export async function setStudentProfile(
  db: Queryable,
  id: number,
  nickname: string,
  classNumber: number | null,
): Promise<void> {
  await db.query("UPDATE students SET nickname = $2, class_number = $3 WHERE id = $1", [
    id,
    nickname,
    classNumber,
  ]);
}

/** @returns whether a card id is taken */
export async function cardIdTaken(db: Queryable, cardId: string): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM study_cards WHERE card_id = $1", [cardId]));
}

/** Issues a card to a student (not activated). */
export async function insertCard(
  db: Queryable,
  c: { schoolId: number; cardId: string; studentId: number; days: number },
): Promise<void> {
  await db.query(
    "INSERT INTO study_cards (school_id, card_id, student_id, duration_days, active_status) VALUES ($1, $2, $3, $4, 0)",
    [c.schoolId, c.cardId, c.studentId, c.days],
  );
}

/** @returns a card of the school */
export function findCard(
  db: Queryable,
  schoolId: number,
  cardId: string,
): Promise<{ id: number; student_id: number | null; active_status: number } | undefined> {
  return db.one(
    "SELECT id, student_id, active_status FROM study_cards WHERE school_id = $1 AND card_id = $2",
    [schoolId, cardId],
  );
}

/** Revokes a card: deleted when never activated, expired now when active. */
export async function revokeCard(db: Queryable, id: number, active: boolean): Promise<void> {
  if (active) await db.query("UPDATE study_cards SET expires_at = now() WHERE id = $1", [id]);
  else await db.query("DELETE FROM study_cards WHERE id = $1", [id]);
}

/** @returns students of a class without an unexpired card */
export async function studentsWithoutCard(
  db: Queryable,
  schoolId: number,
  classId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT s.id FROM students s WHERE s.school_id = $1 AND s.class_id = $2 AND NOT EXISTS (
       SELECT 1 FROM study_cards k WHERE k.student_id = s.id AND (k.expires_at IS NULL OR k.expires_at > now()))
     ORDER BY s.id`,
    [schoolId, classId],
  );
  return rows.map((r) => r.id);
}

/** A teacher account with its class count. */
export type TeacherAccountRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  role: "teacher" | "admin";
  class_count: number;
};

/** @returns teachers of the school */
export function listTeachers(db: Queryable, schoolId: number): Promise<TeacherAccountRow[]> {
  return db.query<TeacherAccountRow>(
    `SELECT t.id, t.username, t.name, t.email, t.role,
       (SELECT count(*)::int FROM classes c WHERE c.teacher_id = t.id) AS class_count
     FROM teachers t WHERE t.school_id = $1 ORDER BY t.role, t.username`,
    [schoolId],
  );
}

/** Inserts a teacher. @returns the id */
export async function insertTeacher(
  db: Queryable,
  t: { schoolId: number; username: string; hash: string; name: string; email: string; role: string },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO teachers (school_id, username, password_hash, name, email, role) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id`,
    [t.schoolId, t.username, t.hash, t.name, t.email, t.role],
  );
  return row!.id;
}

/** @returns a teacher of the school */
export function findSchoolTeacher(db: Queryable, schoolId: number, id: number) {
  return db.one<{ id: number }>("SELECT id FROM teachers WHERE school_id = $1 AND id = $2", [schoolId, id]);
}

/** Practice totals of one student. */
export type ActivityRow = {
  student_id: number;
  /** null before the first finished attempt */
  average_percent: number | null;
  time_spent: number;
  last_active_at: Date | null;
};

/** @returns per student: mean percent of finished attempts, seconds spent, last activity */
export function activityOf(db: Queryable, studentIds: number[]): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(
    `SELECT student_id,
       (avg(percent_score) FILTER (WHERE is_completed = 1))::float8 AS average_percent,
       COALESCE(sum(EXTRACT(EPOCH FROM (COALESCE(finished_at, updated_at) - started_at))), 0)::int AS time_spent,
       max(updated_at) AS last_active_at
     FROM practice_attempts WHERE student_id = ANY($1::int[]) GROUP BY student_id`,
    [studentIds],
  );
}

/** A finished attempt for the score history. */
export type HistoryRow = {
  guid: string;
  res_code: string;
  mode: string;
  percent_score: number;
  finished_at: Date;
  homework_id: number | null;
  topic_id: number | null;
};

/** @returns the student's finished attempts, oldest first (at most 500) */
export function finishedAttempts(db: Queryable, studentId: number): Promise<HistoryRow[]> {
  return db
    .query<HistoryRow>(
      `SELECT pa.guid, pa.res_code, pa.mode, pa.percent_score, pa.finished_at, ha.homework_id, ha.topic_id
     FROM practice_attempts pa LEFT JOIN homework_attempts ha ON ha.attempt_id = pa.id
     WHERE pa.student_id = $1 AND pa.is_completed = 1 ORDER BY pa.finished_at DESC LIMIT 500`,
      [studentId],
    )
    .then((rows) => rows.reverse());
}

/** An answer with a recording or written text. */
export type AnswerWithPayloadRow = {
  guid: string;
  res_code: string;
  question_id: string;
  payload: Record<string, unknown>;
  percent_score: number;
  created_at: Date;
  homework_id: number | null;
  topic_id: number | null;
};

/** @returns the student's latest answers carrying a recording or text, newest first (at most 200) */
export function answersWithMedia(db: Queryable, studentId: number): Promise<AnswerWithPayloadRow[]> {
  return db.query<AnswerWithPayloadRow>(
    `SELECT pa.guid, pa.res_code, a.question_id, a.payload, a.percent_score, a.created_at, ha.homework_id, ha.topic_id
     FROM practice_answers a JOIN practice_attempts pa ON pa.id = a.attempt_id
     LEFT JOIN homework_attempts ha ON ha.attempt_id = pa.id
     WHERE pa.student_id = $1 AND (a.payload ? 'sound_file' OR a.payload ? 'record_file' OR a.payload ? 'content'
       OR a.payload ? 'answer_result')
     ORDER BY a.id DESC LIMIT 200`,
    [studentId],
  );
}
