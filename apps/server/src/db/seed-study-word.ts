import type { Queryable } from "./client.ts";

/**
 * The demo's word-study history (issue 22): student29 has a plan on the 中学1年 word book (year-j1, 5 new
 * words a day) in which three words were learned days ago and are due for review today, so the demo (and
 * the study-word browser journey) shows a day's task with the later exercises as well as new words. The
 * review counts pick each word's exercise (@hibiki/exercises/study-word pickExercise: (reps + word_id) mod 3
 * over spelling, sentence, read-aloud): inside → spelling, welcome → the word in its sentence, seven →
 * read-aloud. Word ids are the content build's stable ids (content/src/word-books.ts).
 */
const REVIEWS = [
  { wordId: 2074406326, word: "inside", reps: 2 },
  { wordId: 334544633, word: "welcome", reps: 2 },
  { wordId: 448910975, word: "seven", reps: 3 },
] as const;

/**
 * Adds student29's word-study plan with three words due today (nothing when the student is not seeded).
 * @param db - the seed's transaction
 * @param schoolId - the demo school
 */
export async function seedStudyWord(db: Queryable, schoolId: number): Promise<void> {
  const student = await db.one<{ id: number }>(
    "SELECT id FROM students WHERE school_id = $1 AND username = $2",
    [schoolId, "student29"],
  );
  if (!student) return;
  const plan = await db.one<{ id: number }>(
    `INSERT INTO study_word_plans (school_id, student_id, book_id, daily_new, created_at)
     VALUES ($1, $2, 'year-j1', 5, now() - interval '5 days') RETURNING id`,
    [schoolId, student.id],
  );
  if (!plan) throw new Error("seed: no study-word plan id");
  for (const r of REVIEWS) {
    await db.query(
      `INSERT INTO study_word_progress (plan_id, word_id, student_id, state, stability, difficulty, reps, lapses,
         scheduled_days, learning_steps, due_at, last_review_at, first_day, last_day, last_right, wrong_pending)
       VALUES ($1, $2, $3, 2, 2.5, 5, $4, 0, 2, 0, now() - interval '1 hour', now() - interval '2 days',
         to_char(timezone('Asia/Tokyo', now()) - interval '5 days', 'YYYY-MM-DD'),
         to_char(timezone('Asia/Tokyo', now()) - interval '2 days', 'YYYY-MM-DD'), 1, false)`,
      [plan.id, r.wordId, student.id, r.reps],
    );
  }
}
