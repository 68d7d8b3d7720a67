import type { Queryable } from "../../db/client.ts";

/** A cefr_tests row. */
export type TestRow = {
  id: number;
  student_id: number;
  test_type: "placement" | "step";
  level: string | null;
  status: "in_progress" | "finished";
  item_ids: string[];
  pending_item: string | null;
  score: number | null;
  theta: number | null;
  se: number | null;
  band_low: string | null;
  band_high: string | null;
  level_before: string | null;
  level_after: string | null;
  moved: "placed" | "up" | "down" | "same" | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  answered: number;
};

/** A cefr_test_answers row. */
export type AnswerRow = {
  item_id: string;
  seq: number;
  skill: string;
  point: string;
  level: string;
  score: number;
};

const TEST_COLUMNS = `t.id, t.student_id, t.test_type, t.level, t.status, t.item_ids, t.pending_item, t.score, t.theta,
  t.se, t.band_low, t.band_high, t.level_before, t.level_after, t.moved, t.started_at, t.finished_at,
  (SELECT count(*)::int FROM cefr_test_answers a WHERE a.test_id = t.id) AS answered`;

/** @returns the student's test, or undefined (another student's test is never returned) */
export function findTest(db: Queryable, studentId: number, testId: number): Promise<TestRow | undefined> {
  return db.one<TestRow>(`SELECT ${TEST_COLUMNS} FROM cefr_tests t WHERE t.id = $1 AND t.student_id = $2`, [
    testId,
    studentId,
  ]);
}

/** @returns the student's unfinished test, newest first, or undefined */
export function openTest(db: Queryable, studentId: number): Promise<TestRow | undefined> {
  return db.one<TestRow>(
    `SELECT ${TEST_COLUMNS} FROM cefr_tests t WHERE t.student_id = $1 AND t.status = 'in_progress'
     ORDER BY t.started_at DESC, t.id DESC LIMIT 1`,
    [studentId],
  );
}

/** Starts a test. @returns its id */
export async function insertTest(
  db: Queryable,
  t: {
    studentId: number;
    schoolId: number;
    type: "placement" | "step";
    level: string | null;
    itemIds: string[];
    pending: string | null;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO cefr_tests (student_id, school_id, test_type, level, item_ids, pending_item)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [t.studentId, t.schoolId, t.type, t.level, t.itemIds, t.pending],
  );
  return (row as { id: number }).id;
}

/** @returns the test's answers in order */
export function answersOf(db: Queryable, testId: number): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    "SELECT item_id, seq, skill, point, level, score FROM cefr_test_answers WHERE test_id = $1 ORDER BY seq",
    [testId],
  );
}

/** Stores one answer and the next pending item. @returns false when the item was answered already */
export async function insertAnswer(
  db: Queryable,
  testId: number,
  a: AnswerRow & { payload: unknown },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO cefr_test_answers (test_id, item_id, seq, skill, point, level, score, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (test_id, item_id) DO NOTHING RETURNING item_id`,
    [testId, a.item_id, a.seq, a.skill, a.point, a.level, a.score, JSON.stringify(a.payload)],
  );
  return rows.length > 0;
}

export async function setPending(db: Queryable, testId: number, pending: string | null): Promise<void> {
  await db.query("UPDATE cefr_tests SET pending_item = $2 WHERE id = $1", [testId, pending]);
}

/** Ends a test with its outcome. */
export async function finishTest(
  db: Queryable,
  testId: number,
  r: {
    level: string;
    score: number;
    theta: number | null;
    se: number | null;
    bandLow: string | null;
    bandHigh: string | null;
    levelBefore: string | null;
    levelAfter: string;
    moved: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE cefr_tests SET status = 'finished', pending_item = NULL, finished_at = now(), level = $2, score = $3,
       theta = $4, se = $5, band_low = $6, band_high = $7, level_before = $8, level_after = $9, moved = $10
     WHERE id = $1`,
    [testId, r.level, r.score, r.theta, r.se, r.bandLow, r.bandHigh, r.levelBefore, r.levelAfter, r.moved],
  );
}

/** @returns the student's step, or null before the placement */
export async function currentLevel(db: Queryable, studentId: number): Promise<string | null> {
  const row = await db.one<{ level: string }>("SELECT level FROM cefr_student_levels WHERE student_id = $1", [
    studentId,
  ]);
  return row?.level ?? null;
}

/** Sets the student's step and records the trace. */
export async function setLevel(
  db: Queryable,
  s: { studentId: number; schoolId: number; level: string; reason: "placed" | "up" | "down"; testId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO cefr_student_levels (student_id, school_id, level) VALUES ($1, $2, $3)
     ON CONFLICT (student_id) DO UPDATE SET level = EXCLUDED.level, updated_at = now()`,
    [s.studentId, s.schoolId, s.level],
  );
  await db.query(
    "INSERT INTO cefr_traces (student_id, school_id, level, reason, test_id) VALUES ($1, $2, $3, $4, $5)",
    [s.studentId, s.schoolId, s.level, s.reason, s.testId],
  );
}

export function traces(
  db: Queryable,
  studentId: number,
): Promise<{ level: string; reason: "placed" | "up" | "down"; test_id: number | null; at: Date | string }[]> {
  return db.query(
    "SELECT level, reason, test_id, at FROM cefr_traces WHERE student_id = $1 ORDER BY at, id",
    [studentId],
  );
}

/** @returns one page of the student's tests, newest first, and how many there are */
export async function testLogs(
  db: Queryable,
  studentId: number,
  page: number,
  limit: number,
): Promise<{ list: TestRow[]; total: number }> {
  const list = await db.query<TestRow>(
    `SELECT ${TEST_COLUMNS} FROM cefr_tests t WHERE t.student_id = $1 ORDER BY t.started_at DESC, t.id DESC
     LIMIT $2 OFFSET $3`,
    [studentId, limit, (page - 1) * limit],
  );
  const total = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM cefr_tests WHERE student_id = $1",
    [studentId],
  );
  return { list, total: total?.n ?? 0 };
}

/** Best finished step-test score and the number of step tests per step. */
export function stepStats(
  db: Queryable,
  studentId: number,
): Promise<{ level: string; best: number | null; tested: number }[]> {
  return db.query(
    `SELECT level, max(score) AS best, count(*)::int AS tested FROM cefr_tests
     WHERE student_id = $1 AND test_type = 'step' AND status = 'finished' GROUP BY level`,
    [studentId],
  );
}

export async function finishedCount(db: Queryable, studentId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM cefr_tests WHERE student_id = $1 AND status = 'finished'",
    [studentId],
  );
  return row?.n ?? 0;
}

/** A cefr_weak_items row. */
export type WeakRow = {
  item_id: string;
  skill: string;
  point: string;
  level: string;
  wrong_count: number;
  right_streak: number;
  added_at: Date | string;
  cleared_at: Date | string | null;
};

/** Adds a wrong test answer to the weak list (again: counts it, and the streak starts over). */
export async function addWeak(
  db: Queryable,
  studentId: number,
  w: { item_id: string; skill: string; point: string; level: string },
): Promise<void> {
  await db.query(
    `INSERT INTO cefr_weak_items (student_id, item_id, skill, point, level) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (student_id, item_id) DO UPDATE SET wrong_count = cefr_weak_items.wrong_count + 1,
       right_streak = 0, cleared_at = NULL`,
    [studentId, w.item_id, w.skill, w.point, w.level],
  );
}

/** @returns the student's weak questions not yet cleared, oldest first */
export function openWeak(db: Queryable, studentId: number): Promise<WeakRow[]> {
  return db.query<WeakRow>(
    `SELECT item_id, skill, point, level, wrong_count, right_streak, added_at, cleared_at FROM cefr_weak_items
     WHERE student_id = $1 AND cleared_at IS NULL ORDER BY added_at, item_id`,
    [studentId],
  );
}

export async function clearedCount(db: Queryable, studentId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM cefr_weak_items WHERE student_id = $1 AND cleared_at IS NOT NULL",
    [studentId],
  );
  return row?.n ?? 0;
}

/** Records a practice answer of a weak question. @returns the new streak and whether it is cleared */
export async function practiseWeak(
  db: Queryable,
  studentId: number,
  w: { item_id: string; skill: string; point: string; score: number; correct: boolean },
): Promise<{ right_streak: number; cleared: boolean }> {
  const row = await db.one<{ right_streak: number; cleared: boolean }>(
    `UPDATE cefr_weak_items SET
       right_streak = CASE WHEN $3 THEN right_streak + 1 ELSE 0 END,
       wrong_count = CASE WHEN $3 THEN wrong_count ELSE wrong_count + 1 END,
       cleared_at = CASE WHEN $3 AND right_streak + 1 >= 2 THEN now() ELSE NULL END
     WHERE student_id = $1 AND item_id = $2 AND cleared_at IS NULL
     RETURNING right_streak, cleared_at IS NOT NULL AS cleared`,
    [studentId, w.item_id, w.correct],
  );
  await db.query(
    "INSERT INTO cefr_weak_logs (student_id, item_id, skill, point, score, correct) VALUES ($1, $2, $3, $4, $5, $6)",
    [studentId, w.item_id, w.skill, w.point, w.score, w.correct ? 1 : 0],
  );
  return row ?? { right_streak: 0, cleared: false };
}

export function weakLogs(
  db: Queryable,
  studentId: number,
  limit: number,
): Promise<
  { item_id: string; skill: string; point: string; score: number; correct: number; at: Date | string }[]
> {
  return db.query(
    `SELECT item_id, skill, point, score, correct, at FROM cefr_weak_logs WHERE student_id = $1
     ORDER BY at DESC, id DESC LIMIT $2`,
    [studentId, limit],
  );
}

/** @returns the CEFR-J step of each of these students who has one */
export async function levelsOf(db: Queryable, studentIds: readonly number[]): Promise<Map<number, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db.query<{ student_id: number; level: string }>(
    "SELECT student_id, level FROM cefr_student_levels WHERE student_id = ANY($1::int[])",
    [studentIds],
  );
  return new Map(rows.map((r) => [r.student_id, r.level]));
}
