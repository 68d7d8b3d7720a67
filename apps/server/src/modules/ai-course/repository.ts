import type { AiStageKind } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A stage kind as stored: the lesson stages plus the course test (lesson_id = the course id). */
export type StoredStage = AiStageKind | "test";

/** A student's latest doing of one stage of one lesson, with the best score over all of them. */
export interface StageRow {
  student_id: number;
  lesson_id: string;
  stage: StoredStage;
  guid: string;
  score: number | null;
  best_score: number | null;
  done_at: Date;
}

/** One stored stage row (a test paper, a review attempt…). */
export interface StagePaperRow {
  lesson_id: string;
  stage: StoredStage;
  guid: string;
  score: number | null;
  correct: number;
  total: number;
  done_at: Date;
}

/** One observation (ai_observations). */
export interface ObservationRow {
  student_id: number;
  point: string;
  correct: number;
  guess: number;
  weight: number;
  source: string;
  source_ref: string;
  res_code: string;
  question_id: string;
  answered_at: Date;
}

/** An observation to store. */
export type NewObservation = Omit<ObservationRow, "answered_at"> & { answered_at: Date | string };

/** A weakness paper (ai_recommend_papers). */
export interface PaperRow {
  guid: string;
  course_id: string;
  res_code: string;
  question_ids: string;
  points: string;
  score: number | null;
  created_at: Date;
  submitted_at: Date | null;
}

/**
 * The latest row of every stage the students did, with the best score over its rows.
 * @param db - database
 * @param studentIds - the students
 * @param lessonIds - only these lessons (and course ids, for the test); all when omitted
 */
export function latestStages(
  db: Queryable,
  studentIds: readonly number[],
  lessonIds?: readonly string[],
): Promise<StageRow[]> {
  const only = lessonIds ? "AND lesson_id = ANY($2::text[])" : "";
  return db.query<StageRow>(
    `SELECT DISTINCT ON (student_id, lesson_id, stage) student_id, lesson_id, stage, guid, score, done_at,
       max(best_score) OVER (PARTITION BY student_id, lesson_id, stage) AS best_score
     FROM ai_course_stages WHERE student_id = ANY($1::int[]) ${only}
     ORDER BY student_id, lesson_id, stage, done_at DESC, id DESC`,
    lessonIds ? [[...studentIds], [...lessonIds]] : [[...studentIds]],
  );
}

/**
 * Records a stage done: a new row per guid, or the lesson's one row of a guid-less stage (video,
 * explanation) updated with the new score and time; submitting a guid again updates its row.
 */
export async function upsertStage(
  db: Queryable,
  s: {
    studentId: number;
    schoolId: number;
    lessonId: string;
    stage: StoredStage;
    guid: string;
    score: number | null;
    correct: number;
    total: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO ai_course_stages (student_id, school_id, lesson_id, stage, guid, score, best_score, correct, total)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)
     ON CONFLICT (student_id, lesson_id, stage, guid) DO UPDATE SET score = EXCLUDED.score,
       best_score = CASE WHEN ai_course_stages.best_score IS NULL THEN EXCLUDED.best_score
         WHEN EXCLUDED.best_score IS NULL THEN ai_course_stages.best_score
         ELSE GREATEST(ai_course_stages.best_score, EXCLUDED.best_score) END,
       correct = EXCLUDED.correct, total = EXCLUDED.total, done_at = now()`,
    [s.studentId, s.schoolId, s.lessonId, s.stage, s.guid, s.score, s.correct, s.total],
  );
}

/** The student's rows of one stage of one lesson (or the test of a course), newest first. */
export function stagePapers(
  db: Queryable,
  studentId: number,
  lessonId: string,
  stage: StoredStage,
  limit: number,
): Promise<StagePaperRow[]> {
  return db.query<StagePaperRow>(
    `SELECT lesson_id, stage, guid, score, correct, total, done_at FROM ai_course_stages
     WHERE student_id = $1 AND lesson_id = $2 AND stage = $3 ORDER BY done_at DESC, id DESC LIMIT $4`,
    [studentId, lessonId, stage, limit],
  );
}

/** The student's row of one submitted attempt, or undefined. */
export function stagePaper(
  db: Queryable,
  studentId: number,
  lessonId: string,
  stage: StoredStage,
  guid: string,
): Promise<StagePaperRow | undefined> {
  return db.one<StagePaperRow>(
    `SELECT lesson_id, stage, guid, score, correct, total, done_at FROM ai_course_stages
     WHERE student_id = $1 AND lesson_id = $2 AND stage = $3 AND guid = $4`,
    [studentId, lessonId, stage, guid],
  );
}

/** Every observation of the students, oldest first. */
export function observationsOf(db: Queryable, studentIds: readonly number[]): Promise<ObservationRow[]> {
  return db.query<ObservationRow>(
    `SELECT student_id, point, correct, guess, weight, source, source_ref, res_code, question_id, answered_at
     FROM ai_observations WHERE student_id = ANY($1::int[]) ORDER BY student_id, answered_at, id`,
    [[...studentIds]],
  );
}

/** Stores observations (one statement); an answer read before is skipped. */
export async function insertObservations(db: Queryable, rows: readonly NewObservation[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof NewObservation>(k: K) => rows.map((r) => r[k]);
  await db.query(
    `INSERT INTO ai_observations (student_id, point, correct, guess, weight, source, source_ref, res_code,
       question_id, answered_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::smallint[], $4::float8[], $5::float8[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::timestamptz[])
     ON CONFLICT (student_id, source, source_ref, point) DO NOTHING`,
    [
      col("student_id"),
      col("point"),
      col("correct"),
      col("guess"),
      col("weight"),
      col("source"),
      col("source_ref"),
      col("res_code"),
      col("question_id"),
      rows.map((r) => (r.answered_at instanceof Date ? r.answered_at.toISOString() : r.answered_at)),
    ],
  );
}

/** How far each student's answers of each source were read. */
export function marksOf(
  db: Queryable,
  studentIds: readonly number[],
): Promise<Array<{ student_id: number; source: string; last_at: Date; index_version: string }>> {
  return db.query(
    "SELECT student_id, source, last_at, index_version FROM ai_ingest_marks WHERE student_id = ANY($1::int[])",
    [[...studentIds]],
  );
}

/** Moves the students' mark of a source to now, with the grammar-index version used. */
export async function setMarks(
  db: Queryable,
  studentIds: readonly number[],
  source: string,
  version: string,
): Promise<void> {
  if (studentIds.length === 0) return;
  await db.query(
    `INSERT INTO ai_ingest_marks (student_id, source, last_at, index_version)
     SELECT s, $2, now(), $3 FROM unnest($1::int[]) AS s
     ON CONFLICT (student_id, source) DO UPDATE SET last_at = now(), index_version = EXCLUDED.index_version`,
    [[...studentIds], source, version],
  );
}

/** Drops the students' read observations and marks (a new grammar index reads every answer again). */
export async function resetIngest(db: Queryable, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db.query("DELETE FROM ai_observations WHERE student_id = ANY($1::int[]) AND source <> 'ai_check'", [
    [...studentIds],
  ]);
  await db.query("DELETE FROM ai_ingest_marks WHERE student_id = ANY($1::int[])", [[...studentIds]]);
}

/** An answer of a source not read yet. */
export interface NewAnswer {
  student_id: number;
  ref: string;
  res_code: string;
  question_id: string;
  /** 0-100 */
  percent: number;
  skipped: number;
  at: Date;
}

/** Students with the time their answers are new from ('-infinity' = every answer). */
export type Since = { studentIds: number[]; since: string[] };

/**
 * Practice answers (textbook, homework, skill-up, Eiken, Tokyo, e-book, AI resources) of the students since
 * their mark, of the given resources, that gave no observation yet.
 */
export function newPracticeAnswers(
  db: Queryable,
  s: Since,
  resCodes: readonly string[],
): Promise<NewAnswer[]> {
  return db.query<NewAnswer>(
    `SELECT s.student_id, a.id::text AS ref, t.res_code, a.question_id, a.percent_score AS percent,
       a.is_skipped AS skipped, a.created_at AS at
     FROM unnest($1::int[], $2::text[]) AS s(student_id, since)
     JOIN practice_attempts t ON t.student_id = s.student_id AND t.updated_at >= s.since::timestamptz
       AND t.res_code = ANY($3::text[])
     JOIN practice_answers a ON a.attempt_id = t.id AND a.created_at >= s.since::timestamptz
     WHERE NOT EXISTS (SELECT 1 FROM ai_observations o WHERE o.student_id = s.student_id
       AND o.source = 'practice' AND o.source_ref = a.id::text)
     ORDER BY a.id`,
    [s.studentIds, s.since, [...resCodes]],
  );
}

/** Level-test answers (item_id `<res_code>/<question_id>`, score 0-1 as percent) not read yet. */
export function newCefrTestAnswers(
  db: Queryable,
  s: Since,
  resCodes: readonly string[],
): Promise<NewAnswer[]> {
  return db.query<NewAnswer>(
    `SELECT s.student_id, a.test_id || ':' || a.item_id AS ref, split_part(a.item_id, '/', 1) AS res_code,
       substr(a.item_id, length(split_part(a.item_id, '/', 1)) + 2) AS question_id,
       a.score * 100 AS percent, 0 AS skipped, a.answered_at AS at
     FROM unnest($1::int[], $2::text[]) AS s(student_id, since)
     JOIN cefr_tests t ON t.student_id = s.student_id
     JOIN cefr_test_answers a ON a.test_id = t.id AND a.answered_at >= s.since::timestamptz
     WHERE split_part(a.item_id, '/', 1) = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM ai_observations o WHERE o.student_id = s.student_id
         AND o.source = 'cefr_test' AND o.source_ref = a.test_id || ':' || a.item_id)
     ORDER BY a.answered_at`,
    [s.studentIds, s.since, [...resCodes]],
  );
}

/** Level-test weak-question practice answers not read yet. */
export function newCefrWeakAnswers(
  db: Queryable,
  s: Since,
  resCodes: readonly string[],
): Promise<NewAnswer[]> {
  return db.query<NewAnswer>(
    `SELECT s.student_id, l.id::text AS ref, split_part(l.item_id, '/', 1) AS res_code,
       substr(l.item_id, length(split_part(l.item_id, '/', 1)) + 2) AS question_id,
       CASE WHEN l.correct = 1 THEN 100 ELSE 0 END AS percent, 0 AS skipped, l.at
     FROM unnest($1::int[], $2::text[]) AS s(student_id, since)
     JOIN cefr_weak_logs l ON l.student_id = s.student_id AND l.at >= s.since::timestamptz
     WHERE split_part(l.item_id, '/', 1) = ANY($3::text[])
       AND NOT EXISTS (SELECT 1 FROM ai_observations o WHERE o.student_id = s.student_id
         AND o.source = 'cefr_weak' AND o.source_ref = l.id::text)
     ORDER BY l.id`,
    [s.studentIds, s.since, [...resCodes]],
  );
}

/** The ids of an attempt's answers (to tell its observations apart). */
export async function attemptAnswerRefs(db: Queryable, attemptId: number): Promise<Set<string>> {
  const rows = await db.query<{ ref: string }>(
    "SELECT id::text AS ref FROM practice_answers WHERE attempt_id = $1",
    [attemptId],
  );
  return new Set(rows.map((r) => r.ref));
}

const PAPER_COLS = "guid, course_id, res_code, question_ids, points, score, created_at, submitted_at";

/** The student's newest unsubmitted weakness paper of a course with these questions, or undefined. */
export function openPaper(
  db: Queryable,
  studentId: number,
  courseId: string,
  questionIds: string,
): Promise<PaperRow | undefined> {
  return db.one<PaperRow>(
    `SELECT ${PAPER_COLS} FROM ai_recommend_papers
     WHERE student_id = $1 AND course_id = $2 AND question_ids = $3 AND submitted_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [studentId, courseId, questionIds],
  );
}

/** Stores a new weakness paper. */
export async function insertPaper(
  db: Queryable,
  p: {
    guid: string;
    studentId: number;
    schoolId: number;
    courseId: string;
    resCode: string;
    questionIds: string;
    points: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO ai_recommend_papers (guid, student_id, school_id, course_id, res_code, question_ids, points)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [p.guid, p.studentId, p.schoolId, p.courseId, p.resCode, p.questionIds, p.points],
  );
}

/** The student's weakness paper with this guid, or undefined. */
export function findPaper(db: Queryable, studentId: number, guid: string): Promise<PaperRow | undefined> {
  return db.one<PaperRow>(
    `SELECT ${PAPER_COLS} FROM ai_recommend_papers WHERE student_id = $1 AND guid = $2`,
    [studentId, guid],
  );
}

/** Marks a weakness paper submitted with its score (again: the new score). */
export async function submitPaper(
  db: Queryable,
  studentId: number,
  guid: string,
  score: number,
): Promise<void> {
  await db.query(
    `UPDATE ai_recommend_papers SET score = $3, submitted_at = coalesce(submitted_at, now())
     WHERE student_id = $1 AND guid = $2`,
    [studentId, guid, score],
  );
}
