import type { Queryable } from "../../db/client.ts";

/** A stored file's row. */
export type FileRow = { id: string; student_id: number; school_id: number; path: string; bytes: number };

/** What a stored file is: an uploaded recording or a kept speech evaluation XML. */
export type FileKind = "rec" | "eval";

/** Records a stored file. */
export async function insertFile(db: Queryable, f: FileRow, kind: FileKind = "rec"): Promise<void> {
  await db.query(
    "INSERT INTO files (id, student_id, school_id, kind, path, bytes) VALUES ($1, $2, $3, $4, $5, $6)",
    [f.id, f.student_id, f.school_id, kind, f.path, f.bytes],
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
