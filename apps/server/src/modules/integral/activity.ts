import type { Queryable } from "../../db/client.ts";

/**
 * One student's activity on one Japan day, over every module: `practices` finished attempts (textbook
 * practice, which also holds homework, skill-up, Eiken, Tokyo, e-book and AI-study answers; level tests;
 * word tests; AI speaking conversations; writings), `answers` answered questions (skipped ones not counted),
 * `score_sum` the sum of the scored answers' percent scores (0-100 each) over `scored_answers`,
 * `recording_seconds` recorded speech. The extra counts feed missions: `recordings` answers with a
 * recording, `words` word answers (study-word and word tests), `writings` submitted writings.
 */
export type DayActivity = {
  practices: number;
  answers: number;
  score_sum: number;
  scored_answers: number;
  recording_seconds: number;
  recordings: number;
  words: number;
  writings: number;
};

/** Activity by student, then by Japan day (YYYY-MM-DD); days without activity are absent. */
export type ActivityByDay = Map<number, Map<string, DayActivity>>;

type Row = Partial<Record<keyof DayActivity, number | string | null>> & { student_id: number; dn: number };

const JST_OFFSET_S = 9 * 3600;
const DAY_MS = 86_400_000;
/** The Japan day number (days since 1970-01-01 in Japan time; Japan keeps no daylight saving). */
const dn = (col: string) => `floor((extract(epoch FROM ${col}) + ${JST_OFFSET_S}) / 86400)::int`;

/** @returns the instant a Japan day (YYYY-MM-DD) starts */
export function japanDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - JST_OFFSET_S * 1000);
}

/** @returns the Japan day (YYYY-MM-DD) of an instant */
export function japanDayOf(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_S * 1000).toISOString().slice(0, 10);
}

const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const recordSeconds = `CASE WHEN jsonb_typeof(a.payload->'record_duration') = 'number'
  THEN least(greatest((a.payload->>'record_duration')::float8, 0), 3600) ELSE 0 END`;
const hasRecording = `coalesce(nullif(a.payload->>'sound_file', ''), nullif(a.payload->>'record_file', '')) IS NOT NULL`;

// One query per source, each by student and time on an index; $1 students, $2/$3 the UTC range.
const SOURCES: readonly string[] = [
  // finished practice attempts (practice_attempts_finished_idx)
  `SELECT student_id, ${dn("finished_at")} AS dn, count(*)::int AS practices
   FROM practice_attempts WHERE student_id = ANY($1::int[]) AND finished_at >= $2 AND finished_at < $3
   GROUP BY 1, 2`,
  // practice answers: an answer is saved after its attempt was last touched (practice_attempts_recent_idx)
  `SELECT t.student_id, ${dn("a.created_at")} AS dn, count(*)::int AS answers,
     coalesce(sum(a.percent_score) FILTER (WHERE a.total_score > 0), 0)::float8 AS score_sum,
     count(*) FILTER (WHERE a.total_score > 0)::int AS scored_answers,
     coalesce(sum(${recordSeconds}), 0)::float8 AS recording_seconds,
     count(*) FILTER (WHERE ${hasRecording})::int AS recordings
   FROM practice_attempts t JOIN practice_answers a ON a.attempt_id = t.id
   WHERE t.student_id = ANY($1::int[]) AND t.updated_at >= $2 AND a.created_at >= $2 AND a.created_at < $3
     AND a.is_skipped = 0
   GROUP BY 1, 2`,
  // level tests: finished tests and their answers (score 0-1)
  `SELECT student_id, ${dn("finished_at")} AS dn, count(*)::int AS practices
   FROM cefr_tests WHERE student_id = ANY($1::int[]) AND status = 'finished' AND finished_at >= $2
     AND finished_at < $3
   GROUP BY 1, 2`,
  `SELECT t.student_id, ${dn("a.answered_at")} AS dn, count(*)::int AS answers,
     sum(a.score * 100)::float8 AS score_sum, count(*)::int AS scored_answers
   FROM cefr_tests t JOIN cefr_test_answers a ON a.test_id = t.id
   WHERE t.student_id = ANY($1::int[]) AND a.answered_at >= $2 AND a.answered_at < $3
   GROUP BY 1, 2`,
  `SELECT student_id, ${dn("at")} AS dn, count(*)::int AS answers, sum(correct * 100)::float8 AS score_sum,
     count(*)::int AS scored_answers
   FROM cefr_weak_logs WHERE student_id = ANY($1::int[]) AND at >= $2 AND at < $3
   GROUP BY 1, 2`,
  // word tests
  `SELECT student_id, ${dn("finished_at")} AS dn, count(*)::int AS practices
   FROM word_test_exams WHERE student_id = ANY($1::int[]) AND state = 'finished' AND finished_at >= $2
     AND finished_at < $3
   GROUP BY 1, 2`,
  `SELECT e.student_id, ${dn("a.created_at")} AS dn, count(*)::int AS answers, count(*)::int AS words,
     sum(a.is_right * 100)::float8 AS score_sum, count(*)::int AS scored_answers
   FROM word_test_exams e JOIN word_test_answers a ON a.exam_id = e.id
   WHERE e.student_id = ANY($1::int[]) AND a.created_at >= $2 AND a.created_at < $3
   GROUP BY 1, 2`,
  // study-word: the log keeps its Japan day (study_word_logs_student_day_idx); $2/$3 are the days here
  `SELECT student_id, (to_date(day, 'YYYY-MM-DD') - date '1970-01-01')::int AS dn, count(*)::int AS answers,
     count(*)::int AS words, sum(is_right * 100)::float8 AS score_sum, count(*)::int AS scored_answers
   FROM study_word_logs WHERE student_id = ANY($1::int[]) AND day >= $2::text AND day <= $3::text
   GROUP BY 1, 2`,
  // AI speaking: finished conversations, and each answer with its recording
  `SELECT student_id, ${dn("finished_at")} AS dn, count(*)::int AS practices
   FROM ai_speaking_sessions WHERE student_id = ANY($1::int[]) AND status = 'finished' AND finished_at >= $2
     AND finished_at < $3
   GROUP BY 1, 2`,
  `SELECT student_id, ${dn("created_at")} AS dn, count(*)::int AS answers,
     coalesce(sum(pronunciation_score), 0)::float8 AS score_sum,
     count(pronunciation_score)::int AS scored_answers,
     sum(least(greatest(record_duration, 0), 3600))::float8 AS recording_seconds,
     count(*) FILTER (WHERE sound_file <> '')::int AS recordings
   FROM ai_speaking_turns WHERE student_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3
   GROUP BY 1, 2`,
  // writings: each submission is a practice and an answer
  `SELECT student_id, ${dn("created_at")} AS dn, count(*)::int AS practices, count(*)::int AS answers,
     count(*)::int AS writings, sum(percent_score)::float8 AS score_sum, count(*)::int AS scored_answers
   FROM writing_submissions WHERE student_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3
   GROUP BY 1, 2`,
];

const FIELDS = [
  "practices",
  "answers",
  "score_sum",
  "scored_answers",
  "recording_seconds",
  "recordings",
  "words",
  "writings",
] as const satisfies readonly (keyof DayActivity)[];

/** @returns an empty day */
export const emptyDay = (): DayActivity => ({
  practices: 0,
  answers: 0,
  score_sum: 0,
  scored_answers: 0,
  recording_seconds: 0,
  recordings: 0,
  words: 0,
  writings: 0,
});

/**
 * The students' activity per Japan day between two Japan days (both included), read from every module's
 * answer and attempt tables (one indexed query per source). The callers scope the student ids.
 * @param db - database
 * @param studentIds - the students
 * @param fromDay - first Japan day, YYYY-MM-DD
 * @param toDay - last Japan day, YYYY-MM-DD
 * @returns per student (only those with activity) per day (only days with activity)
 */
export async function activityByDay(
  db: Queryable,
  studentIds: readonly number[],
  fromDay: string,
  toDay: string,
): Promise<ActivityByDay> {
  const out: ActivityByDay = new Map();
  if (studentIds.length === 0 || fromDay > toDay) return out;
  const from = japanDayStart(fromDay);
  const to = new Date(japanDayStart(toDay).getTime() + DAY_MS);
  const ids = [...new Set(studentIds)];
  const results = await Promise.all(
    SOURCES.map((sql) => {
      const byDay = sql.includes("FROM study_word_logs");
      return db.query<Row>(sql, byDay ? [ids, fromDay, toDay] : [ids, from.toISOString(), to.toISOString()]);
    }),
  );
  for (const row of results.flat()) {
    const sid = Number(row.student_id);
    const day = dayOfNumber(Number(row.dn));
    const days = out.get(sid) ?? new Map<string, DayActivity>();
    out.set(sid, days);
    const a = days.get(day) ?? emptyDay();
    days.set(day, a);
    for (const f of FIELDS) a[f] += Number(row[f] ?? 0);
  }
  for (const days of out.values())
    for (const a of days.values()) {
      a.score_sum = Math.round(a.score_sum * 100) / 100;
      a.recording_seconds = Math.round(a.recording_seconds * 10) / 10;
    }
  return out;
}
