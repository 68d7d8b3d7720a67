import type { PhonogramMark, PhonogramMode } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import type { PhonemeTally } from "./marking.ts";
import type { StoredItem } from "./papers.ts";

/** A paper (phonogram_papers); the marking fields are null until it is submitted. */
export interface PaperRow {
  id: number;
  mode: PhonogramMode;
  phoneme_id: string | null;
  items: StoredItem[];
  score: number | null;
  right_count: number | null;
  total: number | null;
  marks: PhonogramMark[] | null;
  phonemes: PhonemeTally[] | null;
  created_at: Date;
  submitted_at: Date | null;
}

const COLS =
  "id, mode, phoneme_id, items, score, right_count, total, marks, phonemes, created_at, submitted_at";

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed for safety. */
const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
const row = (r: PaperRow | undefined): PaperRow | undefined =>
  r && {
    ...r,
    items: json(r.items),
    marks: r.marks === null ? null : json(r.marks),
    phonemes: r.phonemes === null ? null : json(r.phonemes),
  };

/**
 * Keeps a paper handed to a student.
 * @param db - database
 * @param p - the student, their school, the mode, the practice phoneme and the items
 * @returns the paper id
 */
export async function insertPaper(
  db: Queryable,
  p: {
    studentId: number;
    schoolId: number;
    mode: PhonogramMode;
    phonemeId: string | null;
    items: StoredItem[];
  },
): Promise<number> {
  const r = await db.one<{ id: number }>(
    `INSERT INTO phonogram_papers (student_id, school_id, mode, phoneme_id, items)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [p.studentId, p.schoolId, p.mode, p.phonemeId, JSON.stringify(p.items)],
  );
  if (!r) throw new Error("phonogram paper was not inserted");
  return r.id;
}

/** The student's paper by id (another student's is not found). */
export async function findPaper(
  db: Queryable,
  studentId: number,
  paperId: number,
): Promise<PaperRow | undefined> {
  return row(
    await db.one<PaperRow>(`SELECT ${COLS} FROM phonogram_papers WHERE id = $1 AND student_id = $2`, [
      paperId,
      studentId,
    ]),
  );
}

/**
 * Records the marking of a paper once: a paper already submitted keeps its first marking.
 * @returns true when this call recorded it
 */
export async function submitPaper(
  db: Queryable,
  studentId: number,
  paperId: number,
  m: { score: number; right: number; total: number; marks: PhonogramMark[]; phonemes: PhonemeTally[] },
): Promise<boolean> {
  const r = await db.query<{ id: number }>(
    `UPDATE phonogram_papers SET score = $3, right_count = $4, total = $5, marks = $6::jsonb,
       phonemes = $7::jsonb, submitted_at = now()
     WHERE id = $1 AND student_id = $2 AND submitted_at IS NULL RETURNING id`,
    [paperId, studentId, m.score, m.right, m.total, JSON.stringify(m.marks), JSON.stringify(m.phonemes)],
  );
  return r.length > 0;
}

/**
 * The student's submitted papers, newest first.
 * @param db - database
 * @param studentId - the caller
 * @param limit - how many
 */
export async function submittedPapers(db: Queryable, studentId: number, limit: number): Promise<PaperRow[]> {
  const rows = await db.query<PaperRow>(
    `SELECT ${COLS} FROM phonogram_papers WHERE student_id = $1 AND submitted_at IS NOT NULL
     ORDER BY submitted_at DESC, id DESC LIMIT $2`,
    [studentId, limit],
  );
  return rows.map((r) => row(r) as PaperRow);
}
