import type { Queryable } from "../../db/client.ts";

/** A reading log as stored. */
export interface LogRow {
  id: number;
  book_id: string;
  from_page: number;
  to_page: number;
  seconds: number;
  words_read: number;
  wpm: number;
  finished: boolean;
  day: string;
  created_at: Date;
}

const LOG_COLS = "id, book_id, from_page, to_page, seconds, words_read, wpm, finished, day, created_at";

/** Stores a reading log. @returns the row */
export async function insertLog(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  l: Omit<LogRow, "id" | "created_at">,
): Promise<LogRow> {
  const row = await db.one<LogRow>(
    `INSERT INTO ebook_reading_logs
       (student_id, school_id, book_id, from_page, to_page, seconds, words_read, wpm, finished, day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${LOG_COLS}`,
    [
      who.studentId,
      who.schoolId,
      l.book_id,
      l.from_page,
      l.to_page,
      l.seconds,
      l.words_read,
      l.wpm,
      l.finished,
      l.day,
    ],
  );
  return row as LogRow;
}

/**
 * Words and seconds of the read-through a log belongs to: the book's logs after the previous finished one,
 * up to and including this log.
 */
export async function throughTotals(
  db: Queryable,
  studentId: number,
  bookId: string,
  logId: number,
): Promise<{ words: number; seconds: number }> {
  const row = await db.one<{ words: number; seconds: number }>(
    `SELECT coalesce(sum(words_read), 0)::int AS words, coalesce(sum(seconds), 0)::int AS seconds
     FROM ebook_reading_logs
     WHERE student_id = $1 AND book_id = $2 AND id <= $3
       AND id > coalesce((SELECT max(id) FROM ebook_reading_logs
                          WHERE student_id = $1 AND book_id = $2 AND finished AND id < $3), 0)`,
    [studentId, bookId, logId],
  );
  return row ?? { words: 0, seconds: 0 };
}

/** A page of the student's logs, newest first, and how many there are. */
export async function logsPage(
  db: Queryable,
  studentId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: LogRow[]; total: number }> {
  const rows = await db.query<LogRow>(
    `SELECT ${LOG_COLS} FROM ebook_reading_logs WHERE student_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [studentId, page.limit, page.offset],
  );
  const total = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM ebook_reading_logs WHERE student_id = $1",
    [studentId],
  );
  return { rows, total: total?.n ?? 0 };
}

/** Words and seconds per Japan day from `fromDay` on. */
export function dailyTotals(
  db: Queryable,
  studentId: number,
  fromDay: string,
): Promise<Array<{ day: string; words: number; seconds: number }>> {
  return db.query(
    `SELECT day, sum(words_read)::int AS words, sum(seconds)::int AS seconds FROM ebook_reading_logs
     WHERE student_id = $1 AND day >= $2 GROUP BY day`,
    [studentId, fromDay],
  );
}

/** The student's reading totals: words and seconds over all logs, per book when bookId is given. */
export async function readingTotals(
  db: Queryable,
  studentId: number,
  bookId?: string,
): Promise<{ sessions: number; words: number; seconds: number; last_at: Date | null }> {
  const row = await db.one<{ sessions: number; words: number; seconds: number; last_at: Date | null }>(
    `SELECT count(*)::int AS sessions, coalesce(sum(words_read), 0)::int AS words,
            coalesce(sum(seconds), 0)::int AS seconds, max(created_at) AS last_at
     FROM ebook_reading_logs WHERE student_id = $1 AND ($2::text IS NULL OR book_id = $2)`,
    [studentId, bookId ?? null],
  );
  return row ?? { sessions: 0, words: 0, seconds: 0, last_at: null };
}

/** The student's level, if they took the level check. */
export function levelOf(
  db: Queryable,
  studentId: number,
): Promise<{ yl: number; cefr: string; checked_at: Date } | undefined> {
  return db.one("SELECT yl, cefr, checked_at FROM ebook_levels WHERE student_id = $1", [studentId]);
}

/** Stores the student's level (replacing the previous one). */
export async function saveLevel(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  yl: number,
  cefr: string,
): Promise<Date> {
  const row = await db.one<{ checked_at: Date }>(
    `INSERT INTO ebook_levels (student_id, school_id, yl, cefr) VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_id) DO UPDATE SET yl = EXCLUDED.yl, cefr = EXCLUDED.cefr, checked_at = now()
     RETURNING checked_at`,
    [who.studentId, who.schoolId, yl, cefr],
  );
  return (row as { checked_at: Date }).checked_at;
}

/** A level-check item as the paper keeps it. */
export type PaperItem = { item_id: string; yl: number; answer: number };

/** Stores a handed-out paper. */
export async function insertPaper(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  key: string,
  items: PaperItem[],
): Promise<void> {
  await db.query(
    "INSERT INTO ebook_level_papers (paper_key, student_id, school_id, items) VALUES ($1, $2, $3, $4)",
    [key, who.studentId, who.schoolId, JSON.stringify(items)],
  );
}

/**
 * Marks one of the student's unsubmitted papers submitted, atomically (a second submit finds it taken).
 * @returns its items, or undefined when it is not the student's or was already submitted
 */
export async function claimPaper(
  db: Queryable,
  studentId: number,
  key: string,
): Promise<{ items: PaperItem[]; submitted: boolean } | undefined> {
  const claimed = await db.one<{ items: PaperItem[] | string }>(
    `UPDATE ebook_level_papers SET submitted_at = now()
     WHERE paper_key = $1 AND student_id = $2 AND submitted_at IS NULL RETURNING items`,
    [key, studentId],
  );
  if (claimed) return { items: parseJson(claimed.items), submitted: false };
  const done = await db.one<{ items: PaperItem[] | string }>(
    "SELECT items FROM ebook_level_papers WHERE paper_key = $1 AND student_id = $2",
    [key, studentId],
  );
  return done ? { items: parseJson(done.items), submitted: true } : undefined;
}

/** Keeps a submitted paper's result (shown again if the same paper is sent twice). */
export async function savePaperResult(db: Queryable, key: string, result: unknown): Promise<void> {
  await db.query("UPDATE ebook_level_papers SET result = $2 WHERE paper_key = $1", [
    key,
    JSON.stringify(result),
  ]);
}

/** A submitted paper's stored result. */
export async function paperResult(db: Queryable, studentId: number, key: string): Promise<unknown> {
  const row = await db.one<{ result: unknown }>(
    "SELECT result FROM ebook_level_papers WHERE paper_key = $1 AND student_id = $2",
    [key, studentId],
  );
  return row?.result == null ? undefined : parseJson(row.result as string);
}

function parseJson<T>(v: T | string): T {
  return typeof v === "string" ? (JSON.parse(v) as T) : v;
}

/** A finished attempt of a textbook resource. */
export interface AttemptRow {
  id: number;
  guid: string;
  percent_score: number;
  finished_at: Date;
}

/** The student's finished attempts of a resource (the book's exercise), newest first. */
export async function finishedAttempts(
  db: Queryable,
  studentId: number,
  resCode: string,
  limit = 50,
): Promise<AttemptRow[]> {
  const rows = await db.query<AttemptRow>(
    `SELECT id, guid, percent_score, coalesce(finished_at, updated_at) AS finished_at FROM practice_attempts
     WHERE student_id = $1 AND res_code = $2 AND is_completed = 1
     ORDER BY coalesce(finished_at, updated_at) DESC, id DESC LIMIT $3`,
    [studentId, resCode, limit],
  );
  return rows.map((r) => ({ ...r, percent_score: Number(r.percent_score) }));
}

/** The latest answer's percent of each item of these attempts. */
export async function latestAnswers(
  db: Queryable,
  attemptIds: readonly number[],
): Promise<Array<{ attempt_id: number; question_id: string; percent_score: number }>> {
  if (attemptIds.length === 0) return [];
  const rows = await db.query<{ attempt_id: number; question_id: string; percent_score: number }>(
    `SELECT DISTINCT ON (attempt_id, question_id) attempt_id, question_id, percent_score FROM practice_answers
     WHERE attempt_id = ANY($1::int[]) ORDER BY attempt_id, question_id, id DESC`,
    [[...attemptIds]],
  );
  return rows.map((r) => ({ ...r, percent_score: Number(r.percent_score) }));
}

/** Best finished percent and finished attempts per res_code, for the student. */
export function exerciseBests(
  db: Queryable,
  studentId: number,
  resCodes: readonly string[],
): Promise<Array<{ res_code: string; best: number; attempts: number; last_guid: string }>> {
  if (resCodes.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT res_code, max(percent_score)::float8 AS best, count(*)::int AS attempts,
            (array_agg(guid ORDER BY coalesce(finished_at, updated_at) DESC, id DESC))[1] AS last_guid
     FROM practice_attempts WHERE student_id = $1 AND res_code = ANY($2::text[]) AND is_completed = 1
     GROUP BY res_code`,
    [studentId, [...resCodes]],
  );
}
