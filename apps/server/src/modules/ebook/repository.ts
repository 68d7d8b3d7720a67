import type { Queryable } from "../../db/client.ts";

/** A student's state of one book (no row = untouched). */
export interface StateRow {
  book_id: string;
  shelf_added_at: Date | null;
  is_read: boolean;
  read_at: Date | null;
  progress_page: number;
  last_read_at: Date | null;
}

const STATE_COLS = "book_id, shelf_added_at, is_read, read_at, progress_page, last_read_at";

/** Every book state of a student. */
export function statesOf(db: Queryable, studentId: number): Promise<StateRow[]> {
  return db.query<StateRow>(`SELECT ${STATE_COLS} FROM ebook_states WHERE student_id = $1`, [studentId]);
}

/** One book's state of a student. */
export function stateOf(db: Queryable, studentId: number, bookId: string): Promise<StateRow | undefined> {
  return db.one<StateRow>(`SELECT ${STATE_COLS} FROM ebook_states WHERE student_id = $1 AND book_id = $2`, [
    studentId,
    bookId,
  ]);
}

/** Takes the student's row lock, so shelf checks of one student run one at a time. */
export async function lockStudent(db: Queryable, studentId: number): Promise<void> {
  await db.query("SELECT id FROM students WHERE id = $1 FOR UPDATE", [studentId]);
}

/** How many books are on the student's shelf. */
export async function shelfCount(db: Queryable, studentId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM ebook_states WHERE student_id = $1 AND shelf_added_at IS NOT NULL",
    [studentId],
  );
  return row?.n ?? 0;
}

/**
 * Creates the state row if needed and applies a change (only the given columns).
 * @param set - SQL assignments using $3.. for the values (e.g. "shelf_added_at = now()")
 * @returns the state after the change
 */
export async function upsertState(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  bookId: string,
  set: string,
  values: unknown[] = [],
): Promise<StateRow> {
  await db.query(
    `INSERT INTO ebook_states (student_id, school_id, book_id) VALUES ($1, $2, $3)
     ON CONFLICT (student_id, book_id) DO NOTHING`,
    [who.studentId, who.schoolId, bookId],
  );
  const row = await db.one<StateRow>(
    `UPDATE ebook_states SET ${set}, updated_at = now() WHERE student_id = $1 AND book_id = $2
     RETURNING ${STATE_COLS}`,
    [who.studentId, bookId, ...values],
  );
  return row as StateRow;
}

/** A bookmark as stored. */
export interface BookmarkRow {
  id: number;
  book_id: string;
  page_no: number;
  name: string;
  created_at: Date;
}

/** The student's bookmarks of a book, by page. */
export function bookmarksOf(db: Queryable, studentId: number, bookId: string): Promise<BookmarkRow[]> {
  return db.query<BookmarkRow>(
    `SELECT id, book_id, page_no, name, created_at FROM ebook_bookmarks
     WHERE student_id = $1 AND book_id = $2 ORDER BY page_no, id`,
    [studentId, bookId],
  );
}

/**
 * Adds a bookmark unless the book already has one with that name or on that page.
 * @returns the new row, or undefined when one of the unique keys held it back
 */
export function insertBookmark(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  b: { bookId: string; pageNo: number; name: string },
): Promise<BookmarkRow | undefined> {
  return db.one<BookmarkRow>(
    `INSERT INTO ebook_bookmarks (student_id, school_id, book_id, page_no, name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id, book_id, page_no, name, created_at`,
    [who.studentId, who.schoolId, b.bookId, b.pageNo, b.name],
  );
}

/** Deletes one of the student's bookmarks. @returns whether it was theirs and existed */
export async function deleteBookmark(db: Queryable, studentId: number, id: number): Promise<boolean> {
  const rows = await db.query("DELETE FROM ebook_bookmarks WHERE id = $1 AND student_id = $2 RETURNING id", [
    id,
    studentId,
  ]);
  return rows.length > 0;
}

/** An impression as stored. */
export interface ImpressionRow {
  id: number;
  book_id: string;
  rating: number;
  content: string;
  favourite_line: string | null;
  created_at: Date;
}

const IMPRESSION_COLS = "id, book_id, rating, content, favourite_line, created_at";

/** The student's impression of a book, if written. */
export function impressionOf(
  db: Queryable,
  studentId: number,
  bookId: string,
): Promise<ImpressionRow | undefined> {
  return db.one<ImpressionRow>(
    `SELECT ${IMPRESSION_COLS} FROM ebook_impressions WHERE student_id = $1 AND book_id = $2`,
    [studentId, bookId],
  );
}

/**
 * Stores an impression once: a second (or concurrent) insert finds the unique key taken.
 * @returns the new row, or undefined when the student already has one for the book
 */
export function insertImpression(
  db: Queryable,
  who: { studentId: number; schoolId: number },
  i: { bookId: string; rating: number; content: string; favouriteLine: string | null },
): Promise<ImpressionRow | undefined> {
  return db.one<ImpressionRow>(
    `INSERT INTO ebook_impressions (student_id, school_id, book_id, rating, content, favourite_line)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (student_id, book_id) DO NOTHING
     RETURNING ${IMPRESSION_COLS}`,
    [who.studentId, who.schoolId, i.bookId, i.rating, i.content, i.favouriteLine],
  );
}
