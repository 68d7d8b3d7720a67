import type { Queryable } from "../../db/client.ts";

/** @returns the student's collected poorly-read words, oldest first */
export async function collectedWords(db: Queryable, studentId: number): Promise<string[]> {
  const rows = await db.query<{ word: string }>(
    "SELECT word FROM poorly_words WHERE student_id = $1 ORDER BY id",
    [studentId],
  );
  return rows.map((r) => r.word);
}

/** @returns the stored blacklist that applies to the student (everyone's entries and the student's own) */
export async function blacklistFor(db: Queryable, studentId: number): Promise<string[]> {
  const rows = await db.query<{ word_key: string }>(
    "SELECT word_key FROM poorly_word_blacklist WHERE student_id IS NULL OR student_id = $1 ORDER BY id",
    [studentId],
  );
  return rows.map((r) => r.word_key);
}

/**
 * Stores words for the student; a word already collected (same lower-case key) is left as it is.
 * @returns the words actually added
 */
export async function insertWords(
  db: Queryable,
  studentId: number,
  schoolId: number,
  words: string[],
): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db.query<{ word: string }>(
    `INSERT INTO poorly_words (student_id, school_id, word, word_key)
     SELECT $1, $2, w, lower(w) FROM unnest($3::text[]) WITH ORDINALITY AS t(w, n) ORDER BY n
     ON CONFLICT (student_id, word_key) DO NOTHING RETURNING word`,
    [studentId, schoolId, words],
  );
  return rows.map((r) => r.word);
}

/** @returns how many poorly-read words the student has collected */
export async function countWords(db: Queryable, studentId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM poorly_words WHERE student_id = $1",
    [studentId],
  );
  return row?.n ?? 0;
}
