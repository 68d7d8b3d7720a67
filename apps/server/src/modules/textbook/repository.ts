import type { Queryable } from "../../db/client.ts";

/** A practice_attempts row (timestamps as Date). */
export type AttemptRow = {
  id: number;
  guid: string;
  student_id: number;
  res_code: string;
  res_version: number;
  mode: string;
  /** the question_ids filter ("" = every question) */
  question_ids: string;
  current_index: number;
  is_completed: number;
  total_score: number;
  percent_score: number;
  answered: number;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
};

/** The latest stored answer to one question of an attempt. */
export type AnswerRow = { question_id: string; payload: Record<string, unknown>; is_skipped: number };

/** A practice_item_stats row. */
export type ItemStatRow = { question_id: string; learn_count: number; best_score: number };

/** Per-resource totals of one student. */
export type ResourceStatRow = {
  res_code: string;
  learn_count: number;
  best_score: number;
  completed: boolean;
};

const ATTEMPT_COLS = `id, guid, student_id, res_code, res_version::float8 AS res_version, mode, question_ids, current_index,
  is_completed, total_score, percent_score, answered, started_at, updated_at, finished_at`;

/** @returns the student's attempt with this guid, or undefined (other students' attempts are invisible) */
export function findAttempt(db: Queryable, studentId: number, guid: string): Promise<AttemptRow | undefined> {
  return db.one<AttemptRow>(
    `SELECT ${ATTEMPT_COLS} FROM practice_attempts WHERE student_id = $1 AND guid = $2`,
    [studentId, guid],
  );
}

/** @returns the student's newest unfinished attempt of a resource in a mode and question set, or undefined */
export function latestOpenAttempt(
  db: Queryable,
  studentId: number,
  a: { resCode: string; mode: string; questionIds: string },
): Promise<AttemptRow | undefined> {
  return db.one<AttemptRow>(
    `SELECT ${ATTEMPT_COLS} FROM practice_attempts
     WHERE student_id = $1 AND res_code = $2 AND mode = $3 AND question_ids = $4 AND is_completed = 0
     ORDER BY updated_at DESC, id DESC LIMIT 1`,
    [studentId, a.resCode, a.mode, a.questionIds],
  );
}

/**
 * Creates an attempt unless the student already has one with this guid (concurrent first saves race here).
 * @returns the attempt row (new or existing)
 */
export async function ensureAttempt(
  db: Queryable,
  a: {
    guid: string;
    studentId: number;
    schoolId: number;
    resCode: string;
    resVersion: number;
    mode: string;
    questionIds: string;
  },
): Promise<AttemptRow> {
  await db.query(
    `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, question_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (student_id, guid) DO NOTHING`,
    [a.guid, a.studentId, a.schoolId, a.resCode, a.resVersion, a.mode, a.questionIds],
  );
  return (await findAttempt(db, a.studentId, a.guid)) as AttemptRow;
}

/** Appends one answer (answers are never overwritten). */
export async function insertAnswer(
  db: Queryable,
  attemptId: number,
  a: { questionId: string; payload: unknown; score: number; total: number; percent: number; skipped: number },
): Promise<void> {
  await db.query(
    `INSERT INTO practice_answers (attempt_id, question_id, payload, score, total_score, percent_score, is_skipped)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
    [attemptId, a.questionId, JSON.stringify(a.payload), a.score, a.total, a.percent, a.skipped],
  );
}

/**
 * An answer row's rank among the takes of its question: recorded takes (a sound_file or record_file, not
 * skipped) by their percent, best first; everything else, and ties, by recency (ORDER BY … DESC, id DESC).
 */
const BEST_TAKE_FIRST = `CASE WHEN is_skipped = 0 AND (payload->>'sound_file' IS NOT NULL OR payload->>'record_file' IS NOT NULL)
  THEN percent_score END DESC NULLS LAST`;

/**
 * The answer each question of an attempt keeps, in the order they were first answered: the latest one,
 * except that a recorded question keeps its best take (a student may record a speaking item again; a
 * worse take is stored, and listed in the history, but never replaces a better one; a tie keeps the newer).
 * @returns one row per answered question
 */
export function latestAnswers(db: Queryable, attemptId: number): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT l.question_id, l.payload, l.is_skipped FROM (
       SELECT DISTINCT ON (question_id) question_id, payload, is_skipped,
              min(id) OVER (PARTITION BY question_id) AS first_id
       FROM practice_answers WHERE attempt_id = $1 ORDER BY question_id, ${BEST_TAKE_FIRST}, id DESC
     ) l ORDER BY l.first_id`,
    [attemptId],
  );
}

/** Stores an attempt's position, completion (sticky once set) and totals. */
export async function updateAttempt(
  db: Queryable,
  id: number,
  a: { currentIndex: number; completed: boolean; total: number; percent: number; answered: number },
): Promise<void> {
  await db.query(
    `UPDATE practice_attempts SET current_index = $2, total_score = $4, percent_score = $5, answered = $6,
       updated_at = now(),
       finished_at = CASE WHEN is_completed = 0 AND $3 THEN now() ELSE finished_at END,
       is_completed = CASE WHEN $3 THEN 1 ELSE is_completed END
     WHERE id = $1`,
    [id, a.currentIndex, a.completed, a.total, a.percent, a.answered],
  );
}

/** Counts one more practice of a question and keeps its best percent. @returns the new stats */
export async function bumpItemStat(
  db: Queryable,
  studentId: number,
  resCode: string,
  questionId: string,
  percent: number,
): Promise<ItemStatRow> {
  const row = await db.one<ItemStatRow>(
    `INSERT INTO practice_item_stats (student_id, res_code, question_id, learn_count, best_score)
     VALUES ($1, $2, $3, 1, $4)
     ON CONFLICT (student_id, res_code, question_id) DO UPDATE
       SET learn_count = practice_item_stats.learn_count + 1,
           best_score = GREATEST(practice_item_stats.best_score, EXCLUDED.best_score), updated_at = now()
     RETURNING question_id, learn_count, best_score`,
    [studentId, resCode, questionId, percent],
  );
  return row as ItemStatRow;
}

/** @returns the student's stats for every practised question of a resource */
export function itemStats(db: Queryable, studentId: number, resCode: string): Promise<ItemStatRow[]> {
  return db.query<ItemStatRow>(
    "SELECT question_id, learn_count, best_score FROM practice_item_stats WHERE student_id = $1 AND res_code = $2",
    [studentId, resCode],
  );
}

/** @returns per resource: finished attempts, best finished percent, whether any attempt finished */
export function resourceStats(db: Queryable, studentId: number): Promise<ResourceStatRow[]> {
  return db.query<ResourceStatRow>(
    `SELECT res_code, count(*) FILTER (WHERE is_completed = 1)::int AS learn_count,
            coalesce(max(percent_score) FILTER (WHERE is_completed = 1), 0) AS best_score,
            bool_or(is_completed = 1) AS completed
     FROM practice_attempts WHERE student_id = $1 GROUP BY res_code`,
    [studentId],
  );
}

/** @returns the student's attempts of one resource, newest first */
export function attemptsOf(db: Queryable, studentId: number, resCode: string): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLS} FROM practice_attempts WHERE student_id = $1 AND res_code = $2
     ORDER BY started_at DESC, id DESC`,
    [studentId, resCode],
  );
}
