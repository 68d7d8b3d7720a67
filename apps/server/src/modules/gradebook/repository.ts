import type { GradeItemKind } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A stored mark. */
export type MarkRow = {
  item_kind: GradeItemKind;
  item_id: number;
  student_id: number;
  mark: number;
  reason: string;
};

/** @returns the marks of these students */
export function marksOf(db: Queryable, schoolId: number, studentIds: number[]): Promise<MarkRow[]> {
  return db.query<MarkRow>(
    `SELECT item_kind, item_id, student_id, mark, reason FROM gradebook_marks
     WHERE school_id = $1 AND student_id = ANY($2::int[])`,
    [schoolId, studentIds],
  );
}

/** Sets (or with null removes) a mark. @returns the mark before, if any */
export async function setMark(
  db: Queryable,
  m: {
    schoolId: number;
    kind: GradeItemKind;
    itemId: number;
    studentId: number;
    mark: number | null;
    reason: string;
    teacherId: number;
  },
): Promise<MarkRow | undefined> {
  const before = await db.one<MarkRow>(
    `SELECT item_kind, item_id, student_id, mark, reason FROM gradebook_marks
     WHERE item_kind = $1 AND item_id = $2 AND student_id = $3`,
    [m.kind, m.itemId, m.studentId],
  );
  if (m.mark === null) {
    await db.query("DELETE FROM gradebook_marks WHERE item_kind = $1 AND item_id = $2 AND student_id = $3", [
      m.kind,
      m.itemId,
      m.studentId,
    ]);
  } else {
    await db.query(
      `INSERT INTO gradebook_marks (school_id, item_kind, item_id, student_id, mark, reason, teacher_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (item_kind, item_id, student_id)
       DO UPDATE SET mark = EXCLUDED.mark, reason = EXCLUDED.reason, teacher_id = EXCLUDED.teacher_id, updated_at = now()`,
      [m.schoolId, m.kind, m.itemId, m.studentId, m.mark, m.reason, m.teacherId],
    );
  }
  return before;
}

/** A pause between two saved answers longer than this is not counted as study. */
export const STUDY_GAP_CAP_SECONDS = 300;

/**
 * @returns per student, active study time in seconds: over every practice attempt, the gaps between its
 *   start and its saved answers, each counted up to capSeconds (a pause longer than that is not study)
 */
export async function studySeconds(
  db: Queryable,
  studentIds: number[],
  capSeconds: number,
): Promise<Map<number, number>> {
  const rows = await db.query<{ student_id: number; seconds: number }>(
    `SELECT g.student_id, COALESCE(sum(LEAST(g.gap, $2)), 0)::int AS seconds FROM (
       SELECT pa.student_id, GREATEST(0, EXTRACT(EPOCH FROM a.created_at - COALESCE(
         lag(a.created_at) OVER (PARTITION BY a.attempt_id ORDER BY a.id), pa.started_at))) AS gap
       FROM practice_answers a JOIN practice_attempts pa ON pa.id = a.attempt_id
       WHERE pa.student_id = ANY($1::int[])
     ) g GROUP BY g.student_id`,
    [studentIds, capSeconds],
  );
  return new Map(rows.map((r) => [r.student_id, r.seconds]));
}

/** @returns per student, the mean percent of their finished practice outside homework (null: none) */
export async function practiceAverages(db: Queryable, studentIds: number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ student_id: number; average: number }>(
    `SELECT student_id, avg(percent_score)::float8 AS average FROM practice_attempts
     WHERE student_id = ANY($1::int[]) AND is_completed = 1 AND mode <> 'homework'
     GROUP BY student_id`,
    [studentIds],
  );
  return new Map(rows.map((r) => [r.student_id, r.average]));
}

/** A writing answer of a homework attempt with the checker's score (null until computed). */
export type WritingScoreRow = {
  homework_id: number;
  topic_id: number;
  student_id: number;
  attempt_id: number;
  writing_id: number | null;
  engine_path: string | null;
  checker_percent: number | null;
};

/**
 * @returns the writing answers of the latest counted finished attempt of each student and topic of these
 *   homework, with their writing submission (found by the engine file the answer links to)
 */
export function homeworkWritings(db: Queryable, homeworkIds: number[]): Promise<WritingScoreRow[]> {
  return db.query<WritingScoreRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (ha.homework_id, ha.topic_id, ha.student_id) ha.homework_id, ha.topic_id,
         ha.student_id, ha.attempt_id
       FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
       WHERE ha.homework_id = ANY($1::int[]) AND pa.is_completed = 1 AND ha.is_returned = 0
       ORDER BY ha.homework_id, ha.topic_id, ha.student_id, pa.finished_at DESC, pa.id DESC
     )
     SELECT l.homework_id, l.topic_id, l.student_id, l.attempt_id, w.id AS writing_id, w.engine_path,
       w.checker_percent
     FROM latest l JOIN practice_answers a ON a.attempt_id = l.attempt_id
       LEFT JOIN writing_submissions w ON w.student_id = l.student_id
         AND w.engine_file_id = substring(a.payload->>'engine_result' from '/writing/([A-Za-z0-9_-]{22})\\.json')
     WHERE a.payload ? 'engine_result'`,
    [homeworkIds],
  );
}

/** Keeps a writing's computed checker score. */
export async function saveCheckerPercent(db: Queryable, writingId: number, percent: number): Promise<void> {
  await db.query("UPDATE writing_submissions SET checker_percent = $2 WHERE id = $1", [writingId, percent]);
}

/** A finished, not returned homework attempt with its latest answer per question (the payloads). */
export type HomeworkAttemptAnswers = {
  topic_id: number;
  student_id: number;
  answers: Array<Record<string, unknown> & { question_id: string }>;
};

/**
 * The finished homework attempts of some topics (a returned attempt no longer counts), each with its
 * latest answer per question, for scoring them as the speaking test does.
 * @returns one entry per attempt
 */
export async function finishedTopicAttempts(
  db: Queryable,
  topicIds: number[],
  studentIds: number[],
): Promise<HomeworkAttemptAnswers[]> {
  if (topicIds.length === 0 || studentIds.length === 0) return [];
  const rows = await db.query<{
    attempt_id: number;
    topic_id: number;
    student_id: number;
    question_id: string;
    payload: unknown;
  }>(
    `SELECT DISTINCT ON (ha.attempt_id, a.question_id) ha.attempt_id, ha.topic_id, ha.student_id, a.question_id,
            a.payload
     FROM homework_attempts ha
     JOIN practice_attempts p ON p.id = ha.attempt_id AND p.is_completed = 1
     JOIN practice_answers a ON a.attempt_id = ha.attempt_id
     WHERE ha.topic_id = ANY($1::int[]) AND ha.student_id = ANY($2::int[]) AND ha.is_returned = 0
     ORDER BY ha.attempt_id, a.question_id, a.id DESC`,
    [topicIds, studentIds],
  );
  const out = new Map<number, HomeworkAttemptAnswers>();
  for (const r of rows) {
    const entry = out.get(r.attempt_id) ?? { topic_id: r.topic_id, student_id: r.student_id, answers: [] };
    const payload = (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<
      string,
      unknown
    >;
    entry.answers.push({ ...payload, question_id: r.question_id });
    out.set(r.attempt_id, entry);
  }
  return [...out.values()];
}
