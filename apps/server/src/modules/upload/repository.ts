import type { Queryable } from "../../db/client.ts";
import type { EvaluationScores } from "./evaluation-scores.ts";

/** A stored file's row. */
export type FileRow = {
  id: string;
  student_id: number;
  school_id: number;
  path: string;
  bytes: number;
  /** the login session a recording was uploaded in (absent for evaluation XML) */
  session_id?: number;
};

/** What a stored file is: an uploaded recording or a kept speech evaluation XML. */
export type FileKind = "rec" | "eval";

/** Records a stored file. */
export async function insertFile(db: Queryable, f: FileRow, kind: FileKind = "rec"): Promise<void> {
  await db.query(
    `INSERT INTO files (id, student_id, school_id, kind, path, bytes, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [f.id, f.student_id, f.school_id, kind, f.path, f.bytes, f.session_id ?? null],
  );
}

/** @returns the file of this kind with this id, or undefined */
export function findFile(db: Queryable, id: string, kind: FileKind = "rec"): Promise<FileRow | undefined> {
  return db.one<FileRow>(
    "SELECT id, student_id, school_id, path, bytes FROM files WHERE id = $1 AND kind = $2",
    [id, kind],
  );
}

/** @returns the school of a student, or undefined for an unknown id */
export function schoolOfStudent(
  db: Queryable,
  studentId: number,
): Promise<{ school_id: number } | undefined> {
  return db.one<{ school_id: number }>("SELECT school_id FROM students WHERE id = $1", [studentId]);
}

/** Records the scores read from a kept evaluation's XML (its files row must exist). */
export async function insertEvaluationScores(
  db: Queryable,
  sid: string,
  studentId: number,
  s: EvaluationScores,
): Promise<void> {
  await db.query(
    `INSERT INTO speech_evaluation_scores
       (sid, student_id, category, content, total_score, accuracy_score, fluency_score, integrity_score)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sid,
      studentId,
      s.category,
      s.content,
      s.total_score,
      s.accuracy_score,
      s.fluency_score,
      s.integrity_score,
    ],
  );
}

/** @returns the scores of a kept evaluation with the student it belongs to, or undefined */
export function findEvaluationScores(
  db: Queryable,
  sid: string,
): Promise<(EvaluationScores & { student_id: number }) | undefined> {
  return db.one<EvaluationScores & { student_id: number }>(
    `SELECT student_id, category, content, total_score, accuracy_score, fluency_score, integrity_score
       FROM speech_evaluation_scores WHERE sid = $1`,
    [sid],
  );
}

/**
 * True when the file is a recording this student uploaded in this login session (files kept before
 * sessions were recorded count for their student).
 * @param db - the database
 * @param fileId - the recording's id
 * @param caller - the student and their session
 * @returns whether the answer may name it
 */
export async function isRecordingOf(
  db: Queryable,
  fileId: string,
  caller: { id: number; sessionId: number },
): Promise<boolean> {
  const row = await db.one<{ id: string }>(
    `SELECT id FROM files
     WHERE id = $1 AND kind = 'rec' AND student_id = $2 AND (session_id = $3 OR session_id IS NULL)`,
    [fileId, caller.id, caller.sessionId],
  );
  return row !== undefined;
}
