import type { Queryable } from "../../db/client.ts";

/** A message as stored, with the reader's read state when listed for a student. */
export type MessageRow = {
  id: number;
  tab: "system" | "teacher";
  kind: "message" | "notice";
  title: string;
  body: string;
  sender_name: string;
  jump_schema: number;
  homework_id: number;
  task_id: number;
  created_at: Date;
  read_at: Date | null;
};

/** What a new message holds. */
export type NewMessage = {
  schoolId: number;
  tab: "system" | "teacher";
  kind: "message" | "notice";
  teacherId: number | null;
  senderName: string;
  title: string;
  body: string;
  jumpSchema: number;
  homeworkId?: number;
  taskId?: number;
  classId?: number | null;
  studentId?: number | null;
};

/**
 * Inserts a message and one unread recipient row per student.
 * @returns the message id
 */
export async function insertMessage(db: Queryable, m: NewMessage, studentIds: number[]): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO messages (school_id, tab, kind, teacher_id, sender_name, title, body, jump_schema,
       homework_id, task_id, class_id, student_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      m.schoolId,
      m.tab,
      m.kind,
      m.teacherId,
      m.senderName,
      m.title,
      m.body,
      m.jumpSchema,
      m.homeworkId ?? 0,
      m.taskId ?? 0,
      m.classId ?? null,
      m.studentId ?? null,
    ],
  );
  const id = row!.id;
  if (studentIds.length > 0) {
    await db.query(
      `INSERT INTO message_recipients (message_id, student_id, school_id)
       SELECT $1, sid, $2 FROM unnest($3::int[]) AS sid`,
      [id, m.schoolId, studentIds],
    );
  }
  return id;
}

const COLS = `m.id, m.tab, m.kind, m.title, m.body, m.sender_name, m.jump_schema, m.homework_id, m.task_id,
  m.created_at, r.read_at`;

/** @returns one page of the student's messages in a tab, newest first, and the tab's total */
export async function listForStudent(
  db: Queryable,
  studentId: number,
  tab: string,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await db.query<MessageRow>(
    `SELECT ${COLS} FROM message_recipients r JOIN messages m ON m.id = r.message_id
     WHERE r.student_id = $1 AND m.tab = $2 ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
    [studentId, tab, limit, offset],
  );
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM message_recipients r JOIN messages m ON m.id = r.message_id
     WHERE r.student_id = $1 AND m.tab = $2`,
    [studentId, tab],
  );
  return { rows, total: total?.n ?? 0 };
}

/** @returns unread counts per tab for the student */
export async function unreadByTab(
  db: Queryable,
  studentId: number,
): Promise<{ system: number; teacher: number }> {
  const rows = await db.query<{ tab: string; n: number }>(
    `SELECT m.tab, count(*)::int AS n FROM message_recipients r JOIN messages m ON m.id = r.message_id
     WHERE r.student_id = $1 AND r.read_at IS NULL GROUP BY m.tab`,
    [studentId],
  );
  const of = (t: string) => rows.find((r) => r.tab === t)?.n ?? 0;
  return { system: of("system"), teacher: of("teacher") };
}

/** @returns the message if the student is a recipient */
export function findForStudent(
  db: Queryable,
  studentId: number,
  msgId: number,
): Promise<MessageRow | undefined> {
  return db.one<MessageRow>(
    `SELECT ${COLS} FROM message_recipients r JOIN messages m ON m.id = r.message_id
     WHERE r.student_id = $1 AND r.message_id = $2`,
    [studentId, msgId],
  );
}

/** Marks a message read for the student (keeps the first read time). */
export async function markRead(db: Queryable, studentId: number, msgId: number): Promise<void> {
  await db.query(
    "UPDATE message_recipients SET read_at = now() WHERE student_id = $1 AND message_id = $2 AND read_at IS NULL",
    [studentId, msgId],
  );
}

/** A message as the sending teacher lists it. */
export type SentRow = {
  id: number;
  kind: "message" | "notice";
  title: string;
  body: string;
  target_name: string;
  recipient_count: number;
  read_count: number;
  created_at: Date;
  edited_at: Date | null;
  editable: boolean;
};

/** A plain teacher message (not sent with homework or a word test), which its sender may edit or delete. */
const EDITABLE = `(m.homework_id = 0 AND m.task_id = 0
  AND NOT EXISTS (SELECT 1 FROM homework h WHERE h.message_id = m.id))`;

/** @returns one page of teacher-tab messages of the school sent by this teacher (admins: all), newest first */
export async function listSent(
  db: Queryable,
  schoolId: number,
  teacherId: number | null,
  limit: number,
  offset: number,
): Promise<{ rows: SentRow[]; total: number }> {
  const where = "m.school_id = $1 AND m.tab = 'teacher' AND ($2::int IS NULL OR m.teacher_id = $2)";
  const rows = await db.query<SentRow>(
    `SELECT m.id, m.kind, m.title, m.body, m.created_at, m.edited_at, ${EDITABLE} AS editable,
       COALESCE(c.name, NULLIF(s.nickname, ''), s.username, '') AS target_name,
       (SELECT count(*)::int FROM message_recipients r WHERE r.message_id = m.id) AS recipient_count,
       (SELECT count(*)::int FROM message_recipients r WHERE r.message_id = m.id AND r.read_at IS NOT NULL) AS read_count
     FROM messages m LEFT JOIN classes c ON c.id = m.class_id LEFT JOIN students s ON s.id = m.student_id
     WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
    [schoolId, teacherId, limit, offset],
  );
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM messages m WHERE ${where}`, [
    schoolId,
    teacherId,
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** @returns ids of the students of a class (same school) */
export async function studentIdsOfClass(db: Queryable, schoolId: number, classId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM students WHERE school_id = $1 AND class_id = $2 AND deactivated_at IS NULL ORDER BY id",
    [schoolId, classId],
  );
  return rows.map((r) => r.id);
}

/** @returns the teacher's display name */
export async function teacherName(db: Queryable, teacherId: number): Promise<string> {
  const row = await db.one<{ name: string }>("SELECT name FROM teachers WHERE id = $1", [teacherId]);
  return row?.name ?? "";
}

/**
 * A plain teacher message of the school that this teacher may change (an administrator: any teacher's).
 * @returns its id and current title, or undefined when out of scope or not editable
 */
export function findEditableMessage(
  db: Queryable,
  schoolId: number,
  teacherId: number | null,
  msgId: number,
): Promise<{ id: number; title: string } | undefined> {
  return db.one(
    `SELECT m.id, m.title FROM messages m
     WHERE m.id = $1 AND m.school_id = $2 AND m.tab = 'teacher' AND ($3::int IS NULL OR m.teacher_id = $3)
       AND ${EDITABLE}`,
    [msgId, schoolId, teacherId],
  );
}

/** Replaces a message's title and body and stamps the edit. */
export async function updateMessage(db: Queryable, id: number, title: string, body: string): Promise<void> {
  await db.query("UPDATE messages SET title = $2, body = $3, edited_at = now() WHERE id = $1", [
    id,
    title,
    body,
  ]);
}

/** Deletes a message; its recipients' copies go with it. */
export async function deleteMessage(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM messages WHERE id = $1", [id]);
}
