import type { UserCardMetric } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A student as cards show them (school-scoped lookups only). */
export interface CardStudentRow {
  id: number;
  school_id: number;
  class_id: number | null;
  nickname: string;
  class_name: string | null;
}

/** What a card shows (user_cards); defaults when the student never chose. */
export interface CardRow {
  title_id: number | null;
  frame_id: number;
  badge_ids: number[];
  show_stats: boolean;
}

/** An earned achievement. */
export interface EarnedRow {
  achieve_id: number;
  earned_at: Date;
}

/** Counts per metric of one student (every metric present, units_finished filled in by the caller). */
export type MetricCounts = Record<UserCardMetric, number>;

/** The completed textbook resources of a student (for units_finished). */
export type DoneResources = Map<number, Set<string>>;

const STUDENT_COLS = `s.id, s.school_id, s.class_id, s.nickname, c.name AS class_name`;

/**
 * A student of the school (deactivated students have no card).
 * @param db - database
 * @param studentId - the card's student
 * @param schoolId - the caller's school
 * @returns the student, or undefined when no active student of that school has the id
 */
export async function studentOfSchool(
  db: Queryable,
  studentId: number,
  schoolId: number,
): Promise<CardStudentRow | undefined> {
  return db.one<CardStudentRow>(
    `SELECT ${STUDENT_COLS} FROM students s LEFT JOIN classes c ON c.id = s.class_id
      WHERE s.id = $1 AND s.school_id = $2 AND s.deactivated_at IS NULL`,
    [studentId, schoolId],
  );
}

/**
 * A card's choices.
 * @returns the row, or undefined before the student chose anything
 */
export async function cardOf(db: Queryable, studentId: number): Promise<CardRow | undefined> {
  return db.one<CardRow>(
    "SELECT title_id, frame_id, badge_ids, show_stats FROM user_cards WHERE student_id = $1",
    [studentId],
  );
}

/** Makes sure the student has a user_cards row (the defaults). */
export async function ensureCard(db: Queryable, studentId: number, schoolId: number): Promise<void> {
  await db.query(
    "INSERT INTO user_cards (student_id, school_id) VALUES ($1, $2) ON CONFLICT (student_id) DO NOTHING",
    [studentId, schoolId],
  );
}

/**
 * Sets one column of a card.
 * @param change - the title (null: none), the frame, or the stats switch
 */
export async function updateCard(
  db: Queryable,
  studentId: number,
  change: { title_id: number | null } | { frame_id: number } | { show_stats: boolean },
): Promise<void> {
  const [col, value] = Object.entries(change)[0] as [string, unknown];
  await db.query(`UPDATE user_cards SET ${col} = $2, updated_at = now() WHERE student_id = $1`, [
    studentId,
    value,
  ]);
}

/**
 * Adds a badge unless the card shows `max` already (one statement, so parallel adds never pass the limit).
 * @returns "added", "present" (already shown) or "full"
 */
export async function addBadge(
  db: Queryable,
  studentId: number,
  badgeId: number,
  max: number,
): Promise<"added" | "present" | "full"> {
  const row = await db.one<{ badge_ids: number[] }>(
    `UPDATE user_cards SET badge_ids = array_append(badge_ids, $2::int), updated_at = now()
      WHERE student_id = $1 AND NOT ($2::int = ANY(badge_ids)) AND cardinality(badge_ids) < $3
      RETURNING badge_ids`,
    [studentId, badgeId, max],
  );
  if (row) return "added";
  const card = await cardOf(db, studentId);
  return card?.badge_ids.includes(badgeId) ? "present" : "full";
}

/** Takes a badge off a card (nothing when it is not shown). */
export async function removeBadge(db: Queryable, studentId: number, badgeId: number): Promise<void> {
  await db.query(
    "UPDATE user_cards SET badge_ids = array_remove(badge_ids, $2::int), updated_at = now() WHERE student_id = $1",
    [studentId, badgeId],
  );
}

/** A student's earned achievements. */
export async function earnedOf(db: Queryable, studentId: number): Promise<EarnedRow[]> {
  return db.query<EarnedRow>(
    "SELECT achieve_id, earned_at FROM user_card_achievements WHERE student_id = $1 ORDER BY achieve_id",
    [studentId],
  );
}

/**
 * Keeps newly earned achievements (already earned ones keep their first date) and marks the students checked.
 * @param rows - student, school and achievement of each earned achievement
 * @param checked - every student whose milestones were read
 */
export async function saveEarned(
  db: Queryable,
  rows: Array<{ studentId: number; schoolId: number; achieveId: number }>,
  checked: Array<{ id: number; school_id: number }>,
): Promise<void> {
  if (rows.length > 0)
    await db.query(
      `INSERT INTO user_card_achievements (student_id, school_id, achieve_id)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
       ON CONFLICT (student_id, achieve_id) DO NOTHING`,
      [rows.map((r) => r.studentId), rows.map((r) => r.schoolId), rows.map((r) => r.achieveId)],
    );
  if (checked.length > 0)
    await db.query(
      `INSERT INTO user_cards (student_id, school_id, checked_at)
       SELECT id, school, now() FROM unnest($1::int[], $2::int[]) AS x(id, school)
       ON CONFLICT (student_id) DO UPDATE SET checked_at = now()`,
      [checked.map((s) => s.id), checked.map((s) => s.school_id)],
    );
}

/**
 * The students of a class whose milestones were not read in the last `minutes` minutes.
 */
export async function staleStudents(
  db: Queryable,
  schoolId: number,
  classId: number,
  minutes: number,
): Promise<Array<{ id: number; school_id: number }>> {
  return db.query(
    `SELECT s.id, s.school_id FROM students s LEFT JOIN user_cards u ON u.student_id = s.id
      WHERE s.school_id = $1 AND s.class_id = $2 AND s.deactivated_at IS NULL
        AND (u.checked_at IS NULL OR u.checked_at < now() - make_interval(mins => $3))`,
    [schoolId, classId, minutes],
  );
}

type Count = { student_id: number; n: number };

const byStudent = (rows: Count[]) => new Map(rows.map((r) => [r.student_id, Number(r.n)]));

/**
 * Every milestone count of the students, one query per source over their indexed rows (units_finished is
 * 0 here: the caller works it out from the completed resources and the catalogue).
 * @param ids - the students
 * @returns counts per student, and the res_codes each completed
 */
export async function milestoneCounts(
  db: Queryable,
  ids: readonly number[],
): Promise<{ counts: Map<number, MetricCounts>; done: DoneResources }> {
  const p = [ids as number[]];
  const [practice, answers, reads, done, ebooks, cefr, ai, talks, words, wordTests, writings] =
    await Promise.all([
      db.query<{ student_id: number; finished: number; perfect: number; days: number }>(
        `SELECT student_id, count(*)::int AS finished,
              count(*) FILTER (WHERE percent_score >= 100)::int AS perfect,
              count(DISTINCT to_char(timezone('Asia/Tokyo', finished_at), 'YYYY-MM-DD'))::int AS days
         FROM practice_attempts WHERE student_id = ANY($1::int[]) AND is_completed = 1 GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, sum(n)::int AS n FROM (
         SELECT a.student_id, count(*) AS n FROM practice_answers x JOIN practice_attempts a ON a.id = x.attempt_id
          WHERE a.student_id = ANY($1::int[]) AND x.is_skipped = 0 GROUP BY a.student_id
         UNION ALL
         SELECT t.student_id, count(*) FROM cefr_test_answers x JOIN cefr_tests t ON t.id = x.test_id
          WHERE t.student_id = ANY($1::int[]) GROUP BY t.student_id
         UNION ALL
         SELECT e.student_id, count(*) FROM word_test_answers x JOIN word_test_exams e ON e.id = x.exam_id
          WHERE e.student_id = ANY($1::int[]) AND x.practice_only = 0 GROUP BY e.student_id
       ) s GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(*)::int AS n FROM speech_evaluation_scores
        WHERE student_id = ANY($1::int[]) AND category IN ('read_sentence', 'read_chapter') AND total_score >= 4.5
        GROUP BY student_id`,
        p,
      ),
      db.query<{ student_id: number; res_code: string }>(
        `SELECT DISTINCT student_id, res_code FROM practice_attempts
        WHERE student_id = ANY($1::int[]) AND is_completed = 1`,
        p,
      ),
      db.query<Count>(
        "SELECT student_id, count(*)::int AS n FROM ebook_states WHERE student_id = ANY($1::int[]) AND is_read GROUP BY student_id",
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(*)::int AS n FROM cefr_tests WHERE student_id = ANY($1::int[])
          AND test_type = 'step' AND status = 'finished' AND moved = 'up' GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(*)::int AS n FROM (
         SELECT student_id, lesson_id FROM ai_course_stages
          WHERE student_id = ANY($1::int[]) AND stage IN ('video', 'explanation', 'review', 'consolidation')
          GROUP BY student_id, lesson_id HAVING count(DISTINCT stage) = 4
       ) l GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(*)::int AS n FROM ai_speaking_sessions
        WHERE student_id = ANY($1::int[]) AND status = 'finished' GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(DISTINCT word_id)::int AS n FROM study_word_progress
        WHERE student_id = ANY($1::int[]) GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        `SELECT student_id, count(*)::int AS n FROM word_test_exams
        WHERE student_id = ANY($1::int[]) AND state = 'finished' AND score >= 100 GROUP BY student_id`,
        p,
      ),
      db.query<Count>(
        "SELECT student_id, count(*)::int AS n FROM writing_submissions WHERE student_id = ANY($1::int[]) GROUP BY student_id",
        p,
      ),
    ]);
  const practiceOf = new Map(practice.map((r) => [r.student_id, r]));
  const maps = {
    answers: byStudent(answers),
    reads: byStudent(reads),
    ebooks: byStudent(ebooks),
    cefr: byStudent(cefr),
    ai: byStudent(ai),
    talks: byStudent(talks),
    words: byStudent(words),
    wordTests: byStudent(wordTests),
    writings: byStudent(writings),
  };
  const doneOf: DoneResources = new Map();
  for (const r of done) {
    const set = doneOf.get(r.student_id) ?? new Set<string>();
    set.add(r.res_code);
    doneOf.set(r.student_id, set);
  }
  const counts = new Map<number, MetricCounts>();
  for (const id of ids) {
    const pr = practiceOf.get(id);
    counts.set(id, {
      finished_practices: Number(pr?.finished ?? 0),
      answers: maps.answers.get(id) ?? 0,
      perfect_practices: Number(pr?.perfect ?? 0),
      read_aloud_90: maps.reads.get(id) ?? 0,
      units_finished: 0,
      ebooks_read: maps.ebooks.get(id) ?? 0,
      cefr_steps: maps.cefr.get(id) ?? 0,
      ai_lessons: maps.ai.get(id) ?? 0,
      ai_conversations: maps.talks.get(id) ?? 0,
      word_test_full: maps.wordTests.get(id) ?? 0,
      words_studied: maps.words.get(id) ?? 0,
      writings: maps.writings.get(id) ?? 0,
      study_days: Number(pr?.days ?? 0),
    });
  }
  return { counts, done: doneOf };
}

/**
 * A student's practice figures since an instant (null: all time): finished practices, Japan days with
 * one, their mean percent, and the answers saved.
 */
export async function statsSince(
  db: Queryable,
  studentId: number,
  from: Date | null,
): Promise<{
  practice_count: number;
  study_days: number;
  average_score: number | null;
  answer_count: number;
}> {
  const [p, a] = await Promise.all([
    db.one<{ practice_count: number; study_days: number; average_score: number | null }>(
      `SELECT count(*)::int AS practice_count,
              count(DISTINCT to_char(timezone('Asia/Tokyo', finished_at), 'YYYY-MM-DD'))::int AS study_days,
              round(avg(LEAST(percent_score, 100)))::int AS average_score
         FROM practice_attempts
        WHERE student_id = $1 AND is_completed = 1 AND ($2::timestamptz IS NULL OR finished_at >= $2::timestamptz)`,
      [studentId, from],
    ),
    db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM practice_answers x JOIN practice_attempts a ON a.id = x.attempt_id
        WHERE a.student_id = $1 AND x.is_skipped = 0
          AND ($2::timestamptz IS NULL OR (a.updated_at >= $2::timestamptz AND x.created_at >= $2::timestamptz))`,
      [studentId, from],
    ),
  ]);
  return {
    practice_count: Number(p?.practice_count ?? 0),
    study_days: Number(p?.study_days ?? 0),
    average_score: p?.average_score ?? null,
    answer_count: Number(a?.n ?? 0),
  };
}

/** One student's row of a ranking. */
export interface RankRow {
  student_id: number;
  nickname: string;
  n: number;
  title_id: number | null;
  frame_id: number | null;
  rank: number;
  total: number;
}

/**
 * The achievement ranking of a class (or of the school when classId is null): most achievements first,
 * ties share a rank (1, 1, 3).
 */
export async function rankingPage(
  db: Queryable,
  schoolId: number,
  classId: number | null,
  limit: number,
  offset: number,
): Promise<RankRow[]> {
  return db.query<RankRow>(
    `WITH counts AS (
       SELECT s.id AS student_id, s.nickname, count(a.achieve_id)::int AS n
         FROM students s LEFT JOIN user_card_achievements a ON a.student_id = s.id
        WHERE s.school_id = $1 AND ($2::int IS NULL OR s.class_id = $2::int) AND s.deactivated_at IS NULL
        GROUP BY s.id, s.nickname
     ), ranked AS (
       SELECT c.*, rank() OVER (ORDER BY c.n DESC)::int AS rank, count(*) OVER ()::int AS total FROM counts c
     )
     SELECT r.*, u.title_id, u.frame_id FROM ranked r LEFT JOIN user_cards u ON u.student_id = r.student_id
      ORDER BY r.rank, r.nickname, r.student_id LIMIT $3 OFFSET $4`,
    [schoolId, classId, limit, offset],
  );
}

/**
 * Where a student stands: the school's and the class's sizes and how many have more achievements.
 */
export async function standing(
  db: Queryable,
  schoolId: number,
  classId: number | null,
  mine: number,
): Promise<{ school_size: number; school_above: number; class_size: number; class_above: number }> {
  const row = await db.one<{
    school_size: number;
    school_above: number;
    class_size: number;
    class_above: number;
  }>(
    `WITH counts AS (
       SELECT s.id, s.class_id, count(a.achieve_id)::int AS n
         FROM students s LEFT JOIN user_card_achievements a ON a.student_id = s.id
        WHERE s.school_id = $1 AND s.deactivated_at IS NULL GROUP BY s.id, s.class_id
     )
     SELECT count(*)::int AS school_size, count(*) FILTER (WHERE n > $3)::int AS school_above,
            count(*) FILTER (WHERE class_id = $2::int)::int AS class_size,
            count(*) FILTER (WHERE class_id = $2::int AND n > $3)::int AS class_above
       FROM counts`,
    [schoolId, classId, mine],
  );
  return {
    school_size: Number(row?.school_size ?? 0),
    school_above: Number(row?.school_above ?? 0),
    class_size: Number(row?.class_size ?? 0),
    class_above: Number(row?.class_above ?? 0),
  };
}
