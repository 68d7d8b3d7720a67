import type { ReviewState } from "@hibiki/exercises/srs";
import type { Queryable } from "../../db/client.ts";
import type { StoredWordItem } from "./items.ts";

/** An eiken_word_states row, as the scheduler's state plus counts. */
export type WordStateRow = ReviewState & { word: string; right_count: number; wrong_count: number };

type RawState = {
  word: string;
  streak: number;
  lapses: number;
  ease: number;
  interval_min: number;
  due_at: Date | string;
  last_at: Date | string;
  reviews: number;
  right_count: number;
  wrong_count: number;
};

const ms = (d: Date | string) => new Date(d).getTime();

/** @returns the student's state of every studied word of a grade */
export async function wordStates(db: Queryable, studentId: number, grade: string): Promise<WordStateRow[]> {
  const rows = await db.query<RawState>(
    `SELECT word, streak, lapses, ease, interval_min, due_at, last_at, reviews, right_count, wrong_count
     FROM eiken_word_states WHERE student_id = $1 AND grade = $2`,
    [studentId, grade],
  );
  return rows.map((r) => ({ ...r, ease: Number(r.ease), due_at: ms(r.due_at), last_at: ms(r.last_at) }));
}

/** @returns the student's state of one word of a grade, or null when never studied */
export async function wordState(
  db: Queryable,
  studentId: number,
  grade: string,
  word: string,
): Promise<WordStateRow | null> {
  const row = await db.one<RawState>(
    `SELECT word, streak, lapses, ease, interval_min, due_at, last_at, reviews, right_count, wrong_count
     FROM eiken_word_states WHERE student_id = $1 AND grade = $2 AND word = $3`,
    [studentId, grade, word],
  );
  return row ? { ...row, ease: Number(row.ease), due_at: ms(row.due_at), last_at: ms(row.last_at) } : null;
}

/** Stores a word's state after an answer (counts grow by the answer). */
export async function saveWordState(
  db: Queryable,
  key: { studentId: number; schoolId: number; grade: string; word: string },
  s: ReviewState,
  right: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO eiken_word_states (student_id, school_id, grade, word, streak, lapses, ease, interval_min,
       due_at, last_at, reviews, right_count, wrong_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (student_id, grade, word) DO UPDATE SET streak = EXCLUDED.streak, lapses = EXCLUDED.lapses,
       ease = EXCLUDED.ease, interval_min = EXCLUDED.interval_min, due_at = EXCLUDED.due_at,
       last_at = EXCLUDED.last_at, reviews = EXCLUDED.reviews,
       right_count = eiken_word_states.right_count + EXCLUDED.right_count,
       wrong_count = eiken_word_states.wrong_count + EXCLUDED.wrong_count`,
    [
      key.studentId,
      key.schoolId,
      key.grade,
      key.word,
      s.streak,
      s.lapses,
      s.ease,
      s.interval_min,
      new Date(s.due_at),
      new Date(s.last_at),
      s.reviews,
      right ? 1 : 0,
      right ? 0 : 1,
    ],
  );
}

/** An eiken_guid_sessions row. */
export type SessionRow = {
  guid: string;
  student_id: number;
  level_id: number;
  resource_tag: "suggest_word";
  mode: "learning" | "training";
  items: StoredWordItem[];
  started_at: Date | string;
  finished_at: Date | string | null;
};

/** Starts a session. */
export async function insertSession(
  db: Queryable,
  s: {
    guid: string;
    studentId: number;
    schoolId: number;
    levelId: number;
    mode: string;
    items: StoredWordItem[];
  },
): Promise<void> {
  await db.query(
    `INSERT INTO eiken_guid_sessions (guid, student_id, school_id, level_id, resource_tag, mode, items)
     VALUES ($1, $2, $3, $4, 'suggest_word', $5, $6)`,
    [s.guid, s.studentId, s.schoolId, s.levelId, s.mode, JSON.stringify(s.items)],
  );
}

/** @returns the student's session, or undefined (another student's is never returned) */
export async function findSession(
  db: Queryable,
  studentId: number,
  guid: string,
): Promise<SessionRow | undefined> {
  const row = await db.one<SessionRow & { items: StoredWordItem[] | string }>(
    `SELECT guid::text AS guid, student_id, level_id, resource_tag, mode, items, started_at, finished_at
     FROM eiken_guid_sessions WHERE guid = $1 AND student_id = $2`,
    [guid, studentId],
  );
  if (!row) return undefined;
  return { ...row, items: typeof row.items === "string" ? JSON.parse(row.items) : row.items };
}

/** An eiken_guid_answers row. */
export type GuidAnswerRow = {
  question_id: string;
  is_right: number;
  answer_text: string | null;
  percent_score: number | null;
};

/**
 * Records an answer once.
 * @returns false when the item was already answered (nothing is written)
 */
export async function insertAnswer(
  db: Queryable,
  guid: string,
  a: { questionId: string; isRight: boolean; answerText: string | null; percent: number | null },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO eiken_guid_answers (guid, question_id, is_right, answer_text, percent_score)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guid, question_id) DO NOTHING RETURNING question_id`,
    [guid, a.questionId, a.isRight ? 1 : 0, a.answerText, a.percent],
  );
  return rows.length === 1;
}

/** @returns the session's answers */
export function answersOf(db: Queryable, guid: string): Promise<GuidAnswerRow[]> {
  return db.query<GuidAnswerRow>(
    "SELECT question_id, is_right, answer_text, percent_score FROM eiken_guid_answers WHERE guid = $1",
    [guid],
  );
}

/** Marks a session finished (once). */
export async function finishSession(db: Queryable, guid: string): Promise<void> {
  await db.query(
    "UPDATE eiken_guid_sessions SET finished_at = now() WHERE guid = $1 AND finished_at IS NULL",
    [guid],
  );
}

/** @returns when the student last answered in each level's sessions */
export function lastStudied(
  db: Queryable,
  studentId: number,
): Promise<Array<{ level_id: number; at: Date | string }>> {
  return db.query(
    `SELECT s.level_id, max(a.answered_at) AS at FROM eiken_guid_sessions s
     JOIN eiken_guid_answers a ON a.guid = s.guid WHERE s.student_id = $1 GROUP BY s.level_id`,
    [studentId],
  );
}
