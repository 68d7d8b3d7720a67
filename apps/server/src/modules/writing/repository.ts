import type { CorrectNote, WritingLevel, WritingSource } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A writing_submissions row as the service uses it. */
export type WritingRow = {
  id: number;
  student_id: number;
  source: WritingSource;
  topic_id: string | null;
  title: string | null;
  level: WritingLevel;
  content: string;
  word_count: number;
  error_count: number;
  percent_score: number;
  total_score: number;
  engine_file_id: string;
  engine_path: string;
  correct_notes: CorrectNote[];
  created_at: Date | string;
};

/** Fields of a new submission. */
export type NewWriting = Omit<WritingRow, "id" | "created_at" | "correct_notes"> & {
  school_id: number;
  res_code: string | null;
  question_id: string | null;
  /** the checker's own 0-100 score (the grade book shows it) */
  checker_percent: number;
};

const COLUMNS = `id, student_id, source, topic_id, title, level, content, word_count, error_count,
  percent_score, total_score, engine_file_id, engine_path, correct_notes, created_at`;

/** Inserts a submission (always a new row: writings are never overwritten). @returns the stored row */
export async function insertWriting(db: Queryable, w: NewWriting): Promise<WritingRow> {
  const row = await db.one<WritingRow>(
    `INSERT INTO writing_submissions (student_id, school_id, source, topic_id, title, res_code, question_id,
       level, content, word_count, error_count, percent_score, total_score, engine_file_id, engine_path,
       checker_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${COLUMNS}`,
    [
      w.student_id,
      w.school_id,
      w.source,
      w.topic_id,
      w.title,
      w.res_code,
      w.question_id,
      w.level,
      w.content,
      w.word_count,
      w.error_count,
      w.percent_score,
      w.total_score,
      w.engine_file_id,
      w.engine_path,
      w.checker_percent,
    ],
  );
  if (!row) throw new Error("insert into writing_submissions returned no row");
  return row;
}

/** @returns the student's own writing with this id, or undefined (also for another student's id) */
export function findOwnWriting(
  db: Queryable,
  studentId: number,
  id: number,
): Promise<WritingRow | undefined> {
  return db.one<WritingRow>(`SELECT ${COLUMNS} FROM writing_submissions WHERE id = $1 AND student_id = $2`, [
    id,
    studentId,
  ]);
}

/** @returns the row whose engine file has this id, or undefined */
export function findByEngineFile(db: Queryable, fileId: string): Promise<WritingRow | undefined> {
  return db.one<WritingRow>(`SELECT ${COLUMNS} FROM writing_submissions WHERE engine_file_id = $1`, [fileId]);
}

/** Filter of a history page. */
export type HistoryFilter = {
  studentId: number;
  source?: WritingSource;
  topicId?: string;
  limit: number;
  offset: number;
};

/** @returns one page of the student's writings, newest first, and the total count */
export async function listWritings(
  db: Queryable,
  f: HistoryFilter,
): Promise<{ total: number; rows: WritingRow[] }> {
  const where = ["student_id = $1"];
  const params: unknown[] = [f.studentId];
  if (f.source) {
    params.push(f.source);
    where.push(`source = $${params.length}`);
  }
  if (f.topicId) {
    params.push(f.topicId);
    where.push(`topic_id = $${params.length}`);
  }
  const cond = where.join(" AND ");
  const count = await db.one<{ n: number | string }>(
    `SELECT count(*) AS n FROM writing_submissions WHERE ${cond}`,
    params,
  );
  const rows = await db.query<WritingRow>(
    `SELECT ${COLUMNS} FROM writing_submissions WHERE ${cond} ORDER BY created_at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  return { total: Number(count?.n ?? 0), rows };
}
