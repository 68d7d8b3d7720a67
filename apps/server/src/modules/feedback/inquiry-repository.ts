import type { Queryable } from "../../db/client.ts";

/** Stores one inquiry. @returns its id */
export async function insertInquiry(
  db: Queryable,
  q: {
    schoolId: number;
    studentId: number;
    content: string;
    from: string;
    clientName: string;
    images: string[];
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO inquiries (school_id, student_id, content, from_page, client_name, images)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [q.schoolId, q.studentId, q.content, q.from, q.clientName, JSON.stringify(q.images)],
  );
  return row!.id;
}

/** @returns how many inquiries the student sent in the last `seconds` seconds */
export async function countRecentInquiries(
  db: Queryable,
  studentId: number,
  seconds: number,
): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM inquiries WHERE student_id = $1 AND created_at > now() - make_interval(secs => $2)",
    [studentId, seconds],
  );
  return row?.n ?? 0;
}

/** An inquiry as the administrator lists it. */
export type InquiryRow = {
  id: number;
  student_id: number;
  username: string;
  nickname: string;
  class_name: string | null;
  content: string;
  from_page: string;
  client_name: string;
  images: string[];
  created_at: Date;
};

/** @returns one page of the school's inquiries, newest first, and the total */
export async function listInquiries(
  db: Queryable,
  schoolId: number,
  limit: number,
  offset: number,
): Promise<{ rows: InquiryRow[]; total: number }> {
  const from = "inquiries q JOIN students s ON s.id = q.student_id LEFT JOIN classes c ON c.id = s.class_id";
  const rows = await db.query<InquiryRow>(
    `SELECT q.id, q.student_id, s.username, s.nickname, c.name AS class_name, q.content, q.from_page,
       q.client_name, q.images, q.created_at
     FROM ${from} WHERE q.school_id = $1 ORDER BY q.created_at DESC, q.id DESC LIMIT $2 OFFSET $3`,
    [schoolId, limit, offset],
  );
  const total = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM inquiries WHERE school_id = $1", [
    schoolId,
  ]);
  return { rows, total: total?.n ?? 0 };
}
