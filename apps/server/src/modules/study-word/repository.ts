import type { WordSchedule } from "@hibiki/exercises/study-word";
import type { Queryable } from "../../db/client.ts";

/** A plan row with the name of the teacher who assigned it (null: the student's own). */
export interface PlanRow {
  id: number;
  school_id: number;
  student_id: number;
  book_id: string;
  daily_new: number;
  assignment_id: number | null;
  assigned_by: string | null;
  created_at: Date;
}

/** A word's progress row in a plan. */
export interface ProgressRow {
  plan_id: number;
  word_id: number;
  state: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduled_days: number;
  learning_steps: number;
  due_at: Date;
  last_review_at: Date | null;
  first_day: string;
  last_day: string;
  last_right: number;
  wrong_pending: boolean;
}

const PLAN_COLS = `p.id, p.school_id, p.student_id, p.book_id, p.daily_new, p.assignment_id, p.created_at,
  CASE WHEN p.assignment_id IS NULL THEN NULL ELSE t.name END AS assigned_by`;
const PLAN_FROM = `study_word_plans p
  LEFT JOIN study_word_assignments a ON a.id = p.assignment_id
  LEFT JOIN teachers t ON t.id = a.teacher_id`;

/** The student's plans, oldest first. */
export function plansOf(db: Queryable, studentId: number): Promise<PlanRow[]> {
  return db.query<PlanRow>(`SELECT ${PLAN_COLS} FROM ${PLAN_FROM} WHERE p.student_id = $1 ORDER BY p.id`, [
    studentId,
  ]);
}

/** One of the student's plans. */
export function planOf(db: Queryable, studentId: number, planId: number): Promise<PlanRow | undefined> {
  return db.one<PlanRow>(`SELECT ${PLAN_COLS} FROM ${PLAN_FROM} WHERE p.id = $1 AND p.student_id = $2`, [
    planId,
    studentId,
  ]);
}

/**
 * Adds a plan unless the student has one for the book.
 * @returns the new plan's id, or undefined when the book already has a plan
 */
export async function insertPlan(
  db: Queryable,
  p: { schoolId: number; studentId: number; bookId: string; dailyNew: number },
): Promise<number | undefined> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO study_word_plans (school_id, student_id, book_id, daily_new) VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_id, book_id) DO NOTHING RETURNING id`,
    [p.schoolId, p.studentId, p.bookId, p.dailyNew],
  );
  return row?.id;
}

export async function updatePlanDaily(db: Queryable, planId: number, dailyNew: number): Promise<void> {
  await db.query("UPDATE study_word_plans SET daily_new = $2 WHERE id = $1", [planId, dailyNew]);
}

export async function deletePlan(db: Queryable, planId: number): Promise<void> {
  await db.query("DELETE FROM study_word_plans WHERE id = $1", [planId]);
}

/**
 * Gives the student a plan for every book assigned to their class that they have no assigned plan for (a
 * plan of their own on the book becomes the assigned one).
 */
export async function syncAssignedPlans(db: Queryable, studentId: number): Promise<void> {
  await db.query(
    `INSERT INTO study_word_plans (school_id, student_id, book_id, daily_new, assignment_id)
     SELECT s.school_id, s.id, a.book_id, a.daily_new, a.id
     FROM students s JOIN study_word_assignments a ON a.class_id = s.class_id AND a.school_id = s.school_id
     WHERE s.id = $1
     ON CONFLICT (student_id, book_id) DO UPDATE
       SET assignment_id = EXCLUDED.assignment_id, daily_new = EXCLUDED.daily_new
       WHERE study_word_plans.assignment_id IS NULL`,
    [studentId],
  );
}

const PROGRESS_COLS = `plan_id, word_id, state, stability, difficulty, reps, lapses, scheduled_days, learning_steps,
  due_at, last_review_at, first_day, last_day, last_right, wrong_pending`;

/** Every answered word of some plans. */
export function progressOfPlans(db: Queryable, planIds: readonly number[]): Promise<ProgressRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db.query<ProgressRow>(
    `SELECT ${PROGRESS_COLS} FROM study_word_progress WHERE plan_id = ANY($1::int[]) ORDER BY plan_id, word_id`,
    [[...planIds]],
  );
}

/** One word's progress in a plan. */
export function progressRow(db: Queryable, planId: number, wordId: number): Promise<ProgressRow | undefined> {
  return db.one<ProgressRow>(
    `SELECT ${PROGRESS_COLS} FROM study_word_progress WHERE plan_id = $1 AND word_id = $2`,
    [planId, wordId],
  );
}

/** The student's progress on one word in every plan. */
export function progressOfWord(db: Queryable, studentId: number, wordId: number): Promise<ProgressRow[]> {
  return db.query<ProgressRow>(
    `SELECT ${PROGRESS_COLS} FROM study_word_progress WHERE student_id = $1 AND word_id = $2`,
    [studentId, wordId],
  );
}

/** A row's FSRS schedule. */
export function scheduleOf(r: ProgressRow): WordSchedule {
  return {
    state: r.state as WordSchedule["state"],
    stability: Number(r.stability),
    difficulty: Number(r.difficulty),
    reps: r.reps,
    lapses: r.lapses,
    scheduled_days: r.scheduled_days,
    learning_steps: r.learning_steps,
    due_at: new Date(r.due_at),
    last_review_at: r.last_review_at ? new Date(r.last_review_at) : null,
  };
}

/** Stores a word's progress in a plan. */
export async function saveProgress(
  db: Queryable,
  p: {
    planId: number;
    wordId: number;
    studentId: number;
    schedule: WordSchedule;
    firstDay: string;
    lastDay: string;
    lastRight: boolean;
    wrongPending: boolean;
  },
): Promise<void> {
  const s = p.schedule;
  await db.query(
    `INSERT INTO study_word_progress (plan_id, word_id, student_id, state, stability, difficulty, reps, lapses,
       scheduled_days, learning_steps, due_at, last_review_at, first_day, last_day, last_right, wrong_pending)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (plan_id, word_id) DO UPDATE SET state = EXCLUDED.state, stability = EXCLUDED.stability,
       difficulty = EXCLUDED.difficulty, reps = EXCLUDED.reps, lapses = EXCLUDED.lapses,
       scheduled_days = EXCLUDED.scheduled_days, learning_steps = EXCLUDED.learning_steps,
       due_at = EXCLUDED.due_at, last_review_at = EXCLUDED.last_review_at, last_day = EXCLUDED.last_day,
       last_right = EXCLUDED.last_right, wrong_pending = EXCLUDED.wrong_pending, updated_at = now()`,
    [
      p.planId,
      p.wordId,
      p.studentId,
      s.state,
      s.stability,
      s.difficulty,
      s.reps,
      s.lapses,
      s.scheduled_days,
      s.learning_steps,
      s.due_at,
      s.last_review_at,
      p.firstDay,
      p.lastDay,
      p.lastRight ? 1 : 0,
      p.wrongPending,
    ],
  );
}

/** Marks a word of the wrong-topic list answered right (or still wrong). */
export async function setWrongPending(
  db: Queryable,
  planId: number,
  wordId: number,
  pending: boolean,
): Promise<void> {
  await db.query(
    "UPDATE study_word_progress SET wrong_pending = $3, updated_at = now() WHERE plan_id = $1 AND word_id = $2",
    [planId, wordId, pending],
  );
}

/** Records an answer. */
export async function insertLog(
  db: Queryable,
  l: {
    schoolId: number;
    studentId: number;
    planId: number;
    wordId: number;
    kind: "challenge" | "test" | "wrong";
    day: string;
    isRight: boolean;
    isNew: boolean;
    exercise: string | null;
    durationMs: number | null;
    score: number | null;
    rating: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO study_word_logs (school_id, student_id, plan_id, word_id, kind, day, is_right, is_new, exercise,
       duration_ms, score, rating, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      l.schoolId,
      l.studentId,
      l.planId,
      l.wordId,
      l.kind,
      l.day,
      l.isRight ? 1 : 0,
      l.isNew,
      l.exercise,
      l.durationMs,
      l.score,
      l.rating,
      l.at,
    ],
  );
}

/** Right and wrong challenge answers and newly learned words by day, from a day on. */
export function historyOf(
  db: Queryable,
  planId: number,
  fromDay: string,
): Promise<{ day: string; right: number; wrong: number; new_learned: number }[]> {
  return db.query(
    `SELECT day, SUM(is_right)::int AS right, SUM(1 - is_right)::int AS wrong,
       SUM(CASE WHEN is_new THEN 1 ELSE 0 END)::int AS new_learned
     FROM study_word_logs WHERE plan_id = $1 AND kind = 'challenge' AND day >= $2 GROUP BY day`,
    [planId, fromDay],
  );
}

/** The first challenge answer of each word on a day. */
export function firstAnswersOn(
  db: Queryable,
  planId: number,
  day: string,
): Promise<{ word_id: number; is_right: number }[]> {
  return db.query(
    `SELECT DISTINCT ON (word_id) word_id, is_right FROM study_word_logs
     WHERE plan_id = $1 AND day = $2 AND kind = 'challenge' ORDER BY word_id, id`,
    [planId, day],
  );
}

/** When each plan was last studied. */
export function lastStudied(
  db: Queryable,
  planIds: readonly number[],
): Promise<{ plan_id: number; at: Date }[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db.query(
    "SELECT plan_id, MAX(created_at) AS at FROM study_word_logs WHERE plan_id = ANY($1::int[]) GROUP BY plan_id",
    [[...planIds]],
  );
}
