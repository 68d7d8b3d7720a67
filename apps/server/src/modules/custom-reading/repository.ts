import type { Queryable } from "../../db/client.ts";

/** A saved text with its practice totals (custom_reading_texts joined with its attempts). */
export interface TextRow {
  id: number;
  text: string;
  word_count: number;
  category: "read_word" | "read_sentence" | "read_chapter";
  created_at: Date;
  attempt_count: number;
  best_score: number | null;
  last_score: number | null;
  last_practised_at: Date | null;
}

/** One scored reading (custom_reading_attempts). */
export interface AttemptRow {
  id: number;
  text_id: number;
  total_score: number;
  accuracy_score: number;
  fluency_score: number;
  integrity_score: number;
  percent_score: number;
  record_duration: number;
  sound_file: string;
  evaluate_result: string;
  evaluate_html: string;
  study_report: string;
  unscored_reason: "no_evaluation" | null;
  created_at: Date;
}

const TEXT_SELECT = `
  SELECT t.id, t.text, t.word_count, t.category, t.created_at,
    count(a.id)::int AS attempt_count,
    max(a.percent_score) AS best_score,
    (SELECT l.percent_score FROM custom_reading_attempts l WHERE l.text_id = t.id
      ORDER BY l.created_at DESC, l.id DESC LIMIT 1) AS last_score,
    max(a.created_at) AS last_practised_at
  FROM custom_reading_texts t
  LEFT JOIN custom_reading_attempts a ON a.text_id = t.id`;

const ATTEMPT_COLS = `id, text_id, total_score, accuracy_score, fluency_score, integrity_score, percent_score,
  record_duration, sound_file, evaluate_result, evaluate_html, study_report, unscored_reason, created_at`;

/**
 * The student's texts with their totals, newest first.
 * @param db - database
 * @param studentId - the caller
 */
export function listTexts(db: Queryable, studentId: number): Promise<TextRow[]> {
  return db.query<TextRow>(
    `${TEXT_SELECT} WHERE t.student_id = $1 GROUP BY t.id ORDER BY t.created_at DESC, t.id DESC`,
    [studentId],
  );
}

/** The student's text by id (another student's is not found). */
export function findText(db: Queryable, studentId: number, textId: number): Promise<TextRow | undefined> {
  return db.one<TextRow>(`${TEXT_SELECT} WHERE t.student_id = $1 AND t.id = $2 GROUP BY t.id`, [
    studentId,
    textId,
  ]);
}

/**
 * Serialises the text changes of one student until the transaction ends, so two creates at once cannot
 * both pass the limit.
 * @param tx - a transaction
 * @param studentId - the caller
 */
export async function lockStudentTexts(tx: Queryable, studentId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('hibiki:custom-reading:' || $1::text, 0))", [
    studentId,
  ]);
}

/** How many texts the student keeps, and whether one of them has this key. */
export async function textStats(
  db: Queryable,
  studentId: number,
  textKey: string,
): Promise<{ count: number; duplicate: boolean }> {
  const r = await db.one<{ count: number; duplicate: boolean }>(
    `SELECT count(*)::int AS count, coalesce(bool_or(text_key = $2), false) AS duplicate
     FROM custom_reading_texts WHERE student_id = $1`,
    [studentId, textKey],
  );
  return { count: r?.count ?? 0, duplicate: r?.duplicate ?? false };
}

/**
 * Saves a text.
 * @param db - database (the create's transaction)
 * @param t - the student, their school and the normalised text with its key, word count and category
 * @returns the new id, or null when the student already has the key (a create at the same moment)
 */
export async function insertText(
  db: Queryable,
  t: {
    studentId: number;
    schoolId: number;
    text: string;
    textKey: string;
    wordCount: number;
    category: TextRow["category"];
  },
): Promise<number | null> {
  const r = await db.one<{ id: number }>(
    `INSERT INTO custom_reading_texts (student_id, school_id, text, text_key, word_count, category)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (student_id, text_key) DO NOTHING RETURNING id`,
    [t.studentId, t.schoolId, t.text, t.textKey, t.wordCount, t.category],
  );
  return r?.id ?? null;
}

/**
 * Deletes the student's text and its attempts.
 * @returns how many attempts went with it, or null when the student has no such text
 */
export async function deleteText(db: Queryable, studentId: number, textId: number): Promise<number | null> {
  const r = await db.one<{ attempts: number }>(
    `WITH gone AS (DELETE FROM custom_reading_texts WHERE id = $1 AND student_id = $2 RETURNING id)
     SELECT (SELECT count(*)::int FROM custom_reading_attempts a WHERE a.text_id IN (SELECT id FROM gone))
       AS attempts
     FROM gone`,
    [textId, studentId],
  );
  return r ? r.attempts : null;
}

/** The scores and files of a new attempt. */
export type NewAttempt = Omit<AttemptRow, "id" | "created_at">;

/**
 * Saves an attempt of the student's text.
 * @returns its id
 */
export async function insertAttempt(db: Queryable, studentId: number, a: NewAttempt): Promise<number> {
  const r = await db.one<{ id: number }>(
    `INSERT INTO custom_reading_attempts (text_id, student_id, total_score, accuracy_score, fluency_score,
       integrity_score, percent_score, record_duration, sound_file, evaluate_result, evaluate_html,
       study_report, unscored_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      a.text_id,
      studentId,
      a.total_score,
      a.accuracy_score,
      a.fluency_score,
      a.integrity_score,
      a.percent_score,
      a.record_duration,
      a.sound_file,
      a.evaluate_result,
      a.evaluate_html,
      a.study_report,
      a.unscored_reason,
    ],
  );
  if (!r) throw new Error("custom reading attempt was not inserted");
  return r.id;
}

/** The student's attempt by id (another student's is not found). */
export function findAttempt(
  db: Queryable,
  studentId: number,
  attemptId: number,
): Promise<AttemptRow | undefined> {
  return db.one<AttemptRow>(
    `SELECT ${ATTEMPT_COLS} FROM custom_reading_attempts WHERE id = $1 AND student_id = $2`,
    [attemptId, studentId],
  );
}

/**
 * A text's latest attempts, newest first.
 * @param limit - how many
 */
export function attemptsOf(
  db: Queryable,
  studentId: number,
  textId: number,
  limit: number,
): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLS} FROM custom_reading_attempts WHERE text_id = $1 AND student_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [textId, studentId, limit],
  );
}

/** The id of a text's best attempt: the highest percent, the earliest of equals. */
export async function bestAttemptId(
  db: Queryable,
  studentId: number,
  textId: number,
): Promise<number | null> {
  const r = await db.one<{ id: number }>(
    `SELECT id FROM custom_reading_attempts WHERE text_id = $1 AND student_id = $2
     ORDER BY percent_score DESC, created_at ASC, id ASC LIMIT 1`,
    [textId, studentId],
  );
  return r?.id ?? null;
}
