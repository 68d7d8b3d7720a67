import type { Queryable } from "../../db/client.ts";

/** Stores one feedback report. @returns its id */
export async function insertFeedback(
  db: Queryable,
  f: {
    schoolId: number;
    studentId: number;
    options: string;
    content: string;
    resourceCode: string;
    questionId: string;
    clientName: string;
    images: string[];
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO resource_feedback (school_id, student_id, options, content, resource_code, client_name, images,
       question_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id`,
    [
      f.schoolId,
      f.studentId,
      f.options,
      f.content,
      f.resourceCode,
      f.clientName,
      JSON.stringify(f.images),
      f.questionId,
    ],
  );
  return row!.id;
}

/** A report as the teacher lists it. */
export type FeedbackRow = {
  id: number;
  student_id: number;
  username: string;
  nickname: string;
  class_name: string | null;
  options: string;
  content: string;
  resource_code: string;
  client_name: string;
  images: string[];
  created_at: Date;
  question_id: string;
  status: "new" | "in_progress" | "done";
  reply: string;
  replied_by_name: string | null;
  replied_at: Date | null;
};

const FEEDBACK_COLS = `f.id, f.student_id, s.username, s.nickname, c.name AS class_name, f.options, f.content,
  f.resource_code, f.client_name, f.images, f.created_at, f.question_id, f.status, f.reply, f.replied_by_name,
  f.replied_at`;

/** @returns one page of the school's reports (teachers: from their classes' students), newest first */
export async function listFeedback(
  db: Queryable,
  schoolId: number,
  teacherId: number | null,
  limit: number,
  offset: number,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = "f.school_id = $1 AND ($2::int IS NULL OR c.teacher_id = $2)";
  const from = `resource_feedback f JOIN students s ON s.id = f.student_id LEFT JOIN classes c ON c.id = s.class_id`;
  const rows = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLS}
     FROM ${from} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
    [schoolId, teacherId, limit, offset],
  );
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, [
    schoolId,
    teacherId,
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** @returns whether an image name belongs to a stored report or inquiry (both keep images in feedback/) */
export async function imageStored(db: Queryable, name: string): Promise<boolean> {
  return !!(await db.one(
    "SELECT 1 FROM resource_feedback WHERE images ? $1 UNION ALL SELECT 1 FROM inquiries WHERE images ? $1 LIMIT 1",
    [name],
  ));
}

/** @returns one report of the school (teachers: from their classes' students), or undefined */
export function findFeedback(
  db: Queryable,
  schoolId: number,
  teacherId: number | null,
  id: number,
): Promise<FeedbackRow | undefined> {
  return db.one<FeedbackRow>(
    `SELECT ${FEEDBACK_COLS}
     FROM resource_feedback f JOIN students s ON s.id = f.student_id LEFT JOIN classes c ON c.id = s.class_id
     WHERE f.id = $1 AND f.school_id = $2 AND ($3::int IS NULL OR c.teacher_id = $3)`,
    [id, schoolId, teacherId],
  );
}

/** Sets a report's status, and its reply when it changed (stamped with the teacher and time). */
export async function updateFeedback(
  db: Queryable,
  id: number,
  u: { status: string; reply: string; teacherName: string; replyChanged: boolean },
): Promise<void> {
  await db.query(
    `UPDATE resource_feedback SET status = $2,
       reply = CASE WHEN $5 THEN $3 ELSE reply END,
       replied_by_name = CASE WHEN $5 THEN $4 ELSE replied_by_name END,
       replied_at = CASE WHEN $5 THEN now() ELSE replied_at END
     WHERE id = $1`,
    [id, u.status, u.reply, u.teacherName, u.replyChanged],
  );
}
