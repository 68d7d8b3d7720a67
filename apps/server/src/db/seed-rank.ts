import type { Db, Queryable } from "./client.ts";
import { DEMO_SCHOOL, SAKURA_SCHOOL } from "./seed-data.ts";

/**
 * Generated practice history for the rankings demo (issue 25 part 2): finished textbook practices with
 * scored answers (read-aloud ones with their recording time) spread over the past weeks, so the 03:00
 * snapshot has students with 50 or more practices. Only days before today (Japan time), so today's
 * missions and the day's activity start empty. Deterministic; written once per student (their attempts'
 * guids start with `seed-rank-`).
 */

const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The resources the generated attempts name, with their first question ids; read-aloud ones are recorded. */
const RESOURCES = [
  { resCode: "jh2-u1-grammar-choice", prefix: "gc", recorded: false },
  { resCode: "jh2-u2-read-aloud", prefix: "ra", recorded: true },
  { resCode: "jh2-u3-word-choice", prefix: "wc", recorded: false },
  { resCode: "jh2-u1-read-aloud", prefix: "ra", recorded: true },
  { resCode: "jh2-u3-grammar-choice", prefix: "gc", recorded: false },
] as const;

/** What to generate for one student. */
export type PracticeHistory = {
  studentId: number;
  schoolId: number;
  /** finished practices */
  practices: number;
  /** answers per practice (default 4) */
  answersPer?: number;
  /** the practices are spread over spanDays days (default 28) ending firstDayAgo days before today (Japan time) */
  spanDays?: number;
  /** the latest day with practices, in days before today (default 1: yesterday) */
  firstDayAgo?: number;
  /** the percent score (0-100) around which the answers' scores vary (default 75) */
  level?: number;
  /** guid prefix (default `seed-rank-<studentId>`) */
  tag?: string;
};

/**
 * Inserts finished practices with their answers for one student (two statements).
 * @param db - database (or the seed's transaction)
 * @param h - the student and how much history
 * @param now - the clock (days are counted back from its Japan day)
 * @returns the number of answers written
 */
export async function insertPracticeHistory(
  db: Queryable,
  h: PracticeHistory,
  now = new Date(),
): Promise<number> {
  const per = h.answersPer ?? 4;
  const span = h.spanDays ?? 28;
  const level = h.level ?? 75;
  const tag = h.tag ?? `seed-rank-${h.studentId}`;
  const todayStart = Math.floor((now.getTime() + JST_MS) / DAY_MS) * DAY_MS - JST_MS;
  const attempts = Array.from({ length: h.practices }, (_, i) => {
    const daysAgo = (h.firstDayAgo ?? 1) + (i % span);
    // 16:00-20:00 Japan time, a few minutes apart
    const at = new Date(todayStart - daysAgo * DAY_MS + 16 * 3_600_000 + ((i * 37) % 240) * 60_000);
    return { i, at, res: RESOURCES[i % RESOURCES.length] as (typeof RESOURCES)[number] };
  });
  const scoreOf = (i: number, q: number) =>
    Math.max(20, Math.min(100, level + (((i * 7 + q * 13) % 31) - 15)));
  const ids = await db.query<{ id: number }>(
    `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, current_index,
       is_completed, total_score, percent_score, answered, started_at, updated_at, finished_at)
     SELECT g, $1, $2, r, 1, 'practice', $3, 1, p / 20, p, $3, t - interval '5 minutes', t, t
     FROM unnest($4::text[], $5::text[], $6::float8[], $7::timestamptz[]) AS x(g, r, p, t)
     RETURNING id`,
    [
      h.studentId,
      h.schoolId,
      per,
      attempts.map((a) => `${tag}-${a.i}`),
      attempts.map((a) => a.res.resCode),
      attempts.map(
        (a) => Array.from({ length: per }, (_, q) => scoreOf(a.i, q)).reduce((x, y) => x + y, 0) / per,
      ),
      attempts.map((a) => a.at.toISOString()),
    ],
  );
  const answers = attempts.flatMap((a, k) =>
    Array.from({ length: per }, (_, q) => ({
      attemptId: ids[k]?.id ?? 0,
      questionId: `${a.res.prefix}${String(q + 1).padStart(2, "0")}`,
      score: scoreOf(a.i, q),
      payload: a.res.recorded ? { record_duration: 4 + ((a.i + q) % 5) } : {},
      at: new Date(a.at.getTime() - (per - q) * 30_000).toISOString(),
    })),
  );
  await db.query(
    `INSERT INTO practice_answers (attempt_id, question_id, payload, score, total_score, percent_score, created_at)
     SELECT a, q, p, s / 20, s / 20, s, t
     FROM unnest($1::int[], $2::text[], $3::jsonb[], $4::float8[], $5::timestamptz[]) AS x(a, q, p, s, t)`,
    [
      answers.map((a) => a.attemptId),
      answers.map((a) => a.questionId),
      answers.map((a) => JSON.stringify(a.payload)),
      answers.map((a) => a.score),
      answers.map((a) => a.at),
    ],
  );
  return answers.length;
}

/** The demo students given history: practices (student18 stays 12 short of the 50), level and days (streaks). */
const DEMO_HISTORY = [
  { school: DEMO_SCHOOL, username: "student11", practices: 88, level: 82, spanDays: 28 },
  { school: DEMO_SCHOOL, username: "student12", practices: 74, level: 70, spanDays: 21 },
  { school: DEMO_SCHOOL, username: "student13", practices: 66, level: 90, spanDays: 14 },
  { school: DEMO_SCHOOL, username: "student14", practices: 60, level: 64, spanDays: 25 },
  { school: DEMO_SCHOOL, username: "student15", practices: 57, level: 77, spanDays: 9 },
  { school: DEMO_SCHOOL, username: "student16", practices: 52, level: 85, spanDays: 18 },
  { school: DEMO_SCHOOL, username: "student17", practices: 70, level: 73, spanDays: 12 },
  { school: DEMO_SCHOOL, username: "student6", practices: 62, level: 68, spanDays: 16 },
  { school: DEMO_SCHOOL, username: "student18", practices: 38, level: 80, spanDays: 20 },
  { school: SAKURA_SCHOOL, username: "sakura2", practices: 80, level: 79, spanDays: 24 },
] as const;

/**
 * Gives some demo students practice history for the rankings (nothing for a student who has it already,
 * or who is not there): idempotent, safe on every start.
 * @param db - a seeded database
 * @returns how many students got history
 */
export async function seedRankHistory(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let n = 0;
    for (const d of DEMO_HISTORY) {
      const s = await tx.one<{ id: number; school_id: number; done: boolean }>(
        `SELECT st.id, st.school_id,
           EXISTS (SELECT 1 FROM practice_attempts a WHERE a.student_id = st.id AND a.guid LIKE 'seed-rank-%') AS done
         FROM students st JOIN schools sc ON sc.id = st.school_id
         WHERE sc.name = $1 AND st.username = $2`,
        [d.school, d.username],
      );
      if (!s || s.done) continue;
      await insertPracticeHistory(tx, {
        studentId: s.id,
        schoolId: s.school_id,
        practices: d.practices,
        level: d.level,
        spanDays: d.spanDays,
        tag: `seed-rank-${d.username}`,
      });
      n += 1;
    }
    return n;
  });
}
