import type { Queryable } from "../../db/client.ts";

/** A stored file's row. */
export type FileRow = { id: string; student_id: number; school_id: number; path: string; bytes: number };

/** Records an uploaded file. */
export async function insertFile(db: Queryable, f: FileRow): Promise<void> {
  await db.query(
    "INSERT INTO files (id, student_id, school_id, kind, path, bytes) VALUES ($1, $2, $3, 'rec', $4, $5)",
    [f.id, f.student_id, f.school_id, f.path, f.bytes],
  );
}

/** @returns the file with this id, or undefined */
export function findFile(db: Queryable, id: string): Promise<FileRow | undefined> {
  return db.one<FileRow>(
    "SELECT id, student_id, school_id, path, bytes FROM files WHERE id = $1 AND kind = 'rec'",
    [id],
  );
}
