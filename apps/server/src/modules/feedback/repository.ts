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
    clientName: string;
    images: string[];
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO resource_feedback (school_id, student_id, options, content, resource_code, client_name, images)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [f.schoolId, f.studentId, f.options, f.content, f.resourceCode, f.clientName, JSON.stringify(f.images)],
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
};

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
    `SELECT f.id, f.student_id, s.username, s.nickname, c.name AS class_name, f.options, f.content, f.resource_code,
       f.client_name, f.images, f.created_at
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
