import type { Queryable } from "../../db/client.ts";

/** @returns every config key/value pair */
export async function configValues(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; value: string }>("SELECT key, value FROM config");
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Sets one config value. */
export async function setConfigValue(db: Queryable, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO config (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    [key, value],
  );
}

export type ProtocolRow = { type: string; version: number; title: string; content: string; updated_at: Date };

/** @returns the newest version of each protocol document */
export function latestProtocols(db: Queryable): Promise<ProtocolRow[]> {
  return db.query<ProtocolRow>(
    `SELECT DISTINCT ON (type) type, version, title, content, updated_at
     FROM protocols ORDER BY type, version DESC`,
  );
}

/** Records agreement to the newest version of every protocol. */
export async function agreeToLatest(db: Queryable, studentId: number, schoolId: number): Promise<void> {
  await db.query(
    `INSERT INTO protocol_agreements (school_id, student_id, protocol_type, version)
     SELECT $2, $1, type, max(version) FROM protocols GROUP BY type
     ON CONFLICT (student_id, protocol_type, version) DO NOTHING`,
    [studentId, schoolId],
  );
}

/** @returns whether the student agreed to the newest version of every protocol */
export async function agreedToLatest(db: Queryable, studentId: number): Promise<boolean> {
  const row = await db.one<{ ok: boolean }>(
    `SELECT NOT EXISTS (
       SELECT 1 FROM (SELECT type, max(version) AS version FROM protocols GROUP BY type) p
       WHERE NOT EXISTS (SELECT 1 FROM protocol_agreements a
                         WHERE a.student_id = $1 AND a.protocol_type = p.type AND a.version = p.version)
     ) AS ok`,
    [studentId],
  );
  return row?.ok ?? false;
}

export type NoticeRow = {
  id: number;
  title: string;
  summary: string;
  content: string;
  published_at: Date;
  is_read: boolean;
};

const VISIBLE = "(n.school_id IS NULL OR n.school_id = $1) AND n.published_at <= now()";

/** @returns one page of the notices the student's school may see, newest first, and their total */
export async function listNotices(
  db: Queryable,
  p: { schoolId: number; studentId: number; limit: number; offset: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await db.query<NoticeRow>(
    `SELECT n.id, n.title, n.summary, n.content, n.published_at, (r.notice_id IS NOT NULL) AS is_read
     FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.student_id = $2
     WHERE ${VISIBLE} ORDER BY n.published_at DESC, n.id DESC LIMIT $3 OFFSET $4`,
    [p.schoolId, p.studentId, p.limit, p.offset],
  );
  const count = await db.one<{ total: number }>(
    `SELECT count(*)::int AS total FROM notices n WHERE ${VISIBLE}`,
    [p.schoolId],
  );
  return { rows, total: count?.total ?? 0 };
}

/** @returns one notice if the student's school may see it, or undefined */
export function findNotice(db: Queryable, schoolId: number, studentId: number, id: number) {
  return db.one<NoticeRow>(
    `SELECT n.id, n.title, n.summary, n.content, n.published_at, (r.notice_id IS NOT NULL) AS is_read
     FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.student_id = $2
     WHERE ${VISIBLE} AND n.id = $3`,
    [schoolId, studentId, id],
  );
}

/** Marks a notice read for a student. */
export async function markNoticeRead(db: Queryable, noticeId: number, studentId: number, schoolId: number) {
  await db.query(
    `INSERT INTO notice_reads (notice_id, student_id, school_id) VALUES ($1, $2, $3)
     ON CONFLICT (notice_id, student_id) DO NOTHING`,
    [noticeId, studentId, schoolId],
  );
}

/** Stores a client error report. */
export async function insertClientError(
  db: Queryable,
  r: {
    schoolId: number | null;
    studentId: number | null;
    error_code: string;
    error_message: string;
    device_info: string;
    client_info: string;
    user_info: string;
    ip: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO client_errors (school_id, student_id, error_code, error_message, device_info, client_info, user_info, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.schoolId, r.studentId, r.error_code, r.error_message, r.device_info, r.client_info, r.user_info, r.ip],
  );
}

/** Stores a speech SDK error report of a student. */
export async function insertEvaluateError(
  db: Queryable,
  r: {
    schoolId: number;
    studentId: number;
    client: string;
    resourceId: string;
    moduleName: string;
    deviceOs: string;
    sid: string;
    code: string;
    message: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO evaluate_errors (school_id, student_id, client, resource_id, module_name, device_os, sid, sdk_error_code, sdk_error_message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [r.schoolId, r.studentId, r.client, r.resourceId, r.moduleName, r.deviceOs, r.sid, r.code, r.message],
  );
}
