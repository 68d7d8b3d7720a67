import type { Queryable } from "../../db/client.ts";
import type { StoredItem } from "./items.ts";

/** A word test with names. */
export type WordTestRow = {
  id: number;
  school_id: number;
  class_id: number;
  teacher_id: number;
  title: string;
  test_type: 1 | 2 | 3 | 4 | 5;
  res_code: string;
  items: StoredItem[];
  start_at: Date;
  end_at: Date;
  created_at: Date;
  teacher_name: string;
  class_name: string;
};

/** One student's exam of a word test. */
export type ExamRow = {
  id: number;
  word_test_id: number;
  student_id: number;
  state: "in_progress" | "finished" | "aborted";
  score: number;
  started_at: Date;
  finished_at: Date | null;
  end_reason: "left" | "reopened" | null;
};

/** One answer of an exam. */
export type AnswerRow = {
  exam_id: number;
  question_id: string;
  is_right: number;
  answer_text: string;
  fixed: number;
  /** 1: not an exam answer, only the mark that practice got a word the exam left unanswered right */
  practice_only: number;
};

const COLS = `w.id, w.school_id, w.class_id, w.teacher_id, w.title, w.test_type, w.res_code, w.items, w.start_at,
  w.end_at, w.created_at, t.name AS teacher_name, c.name AS class_name`;
const FROM = "word_tests w JOIN teachers t ON t.id = w.teacher_id JOIN classes c ON c.id = w.class_id";

/** Inserts a word test. @returns its id */
export async function insertWordTest(
  db: Queryable,
  w: {
    schoolId: number;
    classId: number;
    teacherId: number;
    title: string;
    testType: number;
    resCode: string;
    items: StoredItem[];
    startAt: string;
    endAt: string;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO word_tests (school_id, class_id, teacher_id, title, test_type, res_code, items, start_at, end_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9) RETURNING id`,
    [
      w.schoolId,
      w.classId,
      w.teacherId,
      w.title,
      w.testType,
      w.resCode,
      JSON.stringify(w.items),
      w.startAt,
      w.endAt,
    ],
  );
  return row!.id;
}

/**
 * @returns word tests of the student's current class (not withdrawn), newest period first; end_at is the
 *   student's own: the later of the class's end and a retake's
 */
export function testsOfStudent(db: Queryable, studentId: number): Promise<WordTestRow[]> {
  return db.query<WordTestRow>(
    `SELECT ${COLS.replace("w.end_at", "GREATEST(w.end_at, r.end_at) AS end_at")}
     FROM ${FROM} JOIN students s ON s.class_id = w.class_id AND s.school_id = w.school_id
       LEFT JOIN word_test_retakes r ON r.word_test_id = w.id AND r.student_id = s.id
     WHERE s.id = $1 AND w.withdrawn_at IS NULL ORDER BY w.start_at DESC, w.id DESC`,
    [studentId],
  );
}

/** @returns word tests of these classes (same school, not withdrawn), newest first */
export function testsOfClasses(db: Queryable, schoolId: number, classIds: number[]): Promise<WordTestRow[]> {
  return db.query<WordTestRow>(
    `SELECT ${COLS} FROM ${FROM}
     WHERE w.school_id = $1 AND w.class_id = ANY($2::int[]) AND w.withdrawn_at IS NULL
     ORDER BY w.start_at DESC, w.id DESC`,
    [schoolId, classIds],
  );
}

/** @returns one word test of the school (not withdrawn) */
export function findWordTest(db: Queryable, schoolId: number, id: number): Promise<WordTestRow | undefined> {
  return db.one<WordTestRow>(
    `SELECT ${COLS} FROM ${FROM} WHERE w.id = $1 AND w.school_id = $2 AND w.withdrawn_at IS NULL`,
    [id, schoolId],
  );
}

/** @returns exams of these tests (optionally of one student) */
export function examsOf(db: Queryable, testIds: number[], studentId?: number): Promise<ExamRow[]> {
  return db.query<ExamRow>(
    `SELECT id, word_test_id, student_id, state, score, started_at, finished_at, end_reason FROM word_test_exams
     WHERE word_test_id = ANY($1::int[]) AND ($2::int IS NULL OR student_id = $2)`,
    [testIds, studentId ?? null],
  );
}

/** Starts the student's exam unless it exists. @returns the exam */
export async function ensureExam(
  db: Queryable,
  testId: number,
  studentId: number,
  schoolId: number,
): Promise<ExamRow> {
  await db.query(
    `INSERT INTO word_test_exams (word_test_id, student_id, school_id) VALUES ($1, $2, $3)
     ON CONFLICT (word_test_id, student_id) DO NOTHING`,
    [testId, studentId, schoolId],
  );
  return (await examsOf(db, [testId], studentId))[0]!;
}

/**
 * Starts the student's exam unless it exists, then locks its row until the transaction ends, so answers,
 * the finish and an abort of one exam happen one after another. Call it inside a transaction.
 * @returns the exam as it is now (after any earlier answer or abort committed)
 */
export async function lockExam(
  tx: Queryable,
  testId: number,
  studentId: number,
  schoolId: number,
): Promise<ExamRow> {
  await ensureExam(tx, testId, studentId, schoolId);
  const row = await tx.one<ExamRow>(
    `SELECT id, word_test_id, student_id, state, score, started_at, finished_at, end_reason FROM word_test_exams
     WHERE word_test_id = $1 AND student_id = $2 FOR UPDATE`,
    [testId, studentId],
  );
  return row!;
}

/** @returns answers of these exams */
export function answersOf(db: Queryable, examIds: number[]): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT exam_id, question_id, is_right, answer_text, fixed, practice_only FROM word_test_answers
     WHERE exam_id = ANY($1::int[])`,
    [examIds],
  );
}

/** Stores the first answer to a question. @returns false when it was answered already */
export async function insertAnswer(
  db: Queryable,
  a: { examId: number; questionId: string; isRight: boolean; answerText: string },
): Promise<boolean> {
  const row = await db.one(
    `INSERT INTO word_test_answers (exam_id, question_id, is_right, answer_text) VALUES ($1, $2, $3, $4)
     ON CONFLICT (exam_id, question_id) DO NOTHING RETURNING exam_id`,
    [a.examId, a.questionId, a.isRight ? 1 : 0, a.answerText.slice(0, 200)],
  );
  return !!row;
}

/**
 * Marks a word as practised right in wrong-topic mode: a wrong exam answer gets fixed = 1, and a word
 * the exam left unanswered gets a practice-only row (not an exam answer) carrying fixed = 1.
 */
export async function markFixed(db: Queryable, examId: number, questionId: string): Promise<void> {
  await db.query(
    `INSERT INTO word_test_answers (exam_id, question_id, is_right, answer_text, fixed, practice_only)
     VALUES ($1, $2, 0, '', 1, 1)
     ON CONFLICT (exam_id, question_id) DO UPDATE SET fixed = 1`,
    [examId, questionId],
  );
}

/**
 * Ends an exam (finished with its score, or aborted with 0 and why) unless it already ended.
 * @param reason - why an aborted exam ended (null for a finished one)
 */
export async function endExam(
  db: Queryable,
  examId: number,
  state: "finished" | "aborted",
  score: number,
  reason: "left" | "reopened" | null = null,
) {
  await db.query(
    `UPDATE word_test_exams SET state = $2, score = $3, finished_at = now(), end_reason = $4
     WHERE id = $1 AND state = 'in_progress'`,
    [examId, state, score, reason],
  );
}

/**
 * Ends as left midway (0 points) every exam of these tests still in progress whose last answer (or start)
 * came more than idleMinutes before the end of its period, or before now while the period is open: the
 * student closed the tab or walked away. finished_at is the last sign of them.
 */
export async function settleIdleExams(db: Queryable, testIds: number[], idleMinutes: number): Promise<void> {
  if (testIds.length === 0) return;
  await db.query(
    `UPDATE word_test_exams e SET state = 'aborted', score = 0, end_reason = 'left', finished_at = l.last_at
     FROM (
       SELECT e2.id, GREATEST(e2.started_at, max(a.created_at) FILTER (WHERE a.practice_only = 0)) AS last_at,
              GREATEST(w.end_at, r.end_at) AS end_at
       FROM word_test_exams e2 JOIN word_tests w ON w.id = e2.word_test_id
         LEFT JOIN word_test_answers a ON a.exam_id = e2.id
         LEFT JOIN word_test_retakes r ON r.word_test_id = e2.word_test_id AND r.student_id = e2.student_id
       WHERE e2.word_test_id = ANY($1::int[]) AND e2.state = 'in_progress'
       GROUP BY e2.id, w.end_at, r.end_at
     ) l
     WHERE e.id = l.id AND e.state = 'in_progress'
       AND l.last_at < LEAST(now(), l.end_at) - make_interval(mins => $2)`,
    [testIds, idleMinutes],
  );
}

/** @returns the students' own later ends of a test (retakes), by student id */
export async function retakesOf(db: Queryable, testId: number): Promise<Map<number, Date>> {
  const rows = await db.query<{ student_id: number; end_at: Date }>(
    "SELECT student_id, end_at FROM word_test_retakes WHERE word_test_id = $1",
    [testId],
  );
  return new Map(rows.map((r) => [r.student_id, new Date(r.end_at)]));
}

/** Changes a word test's title and period and stamps the edit. */
export async function updateWordTest(
  db: Queryable,
  id: number,
  w: { title: string; startAt: string; endAt: string },
): Promise<void> {
  await db.query(
    "UPDATE word_tests SET title = $2, start_at = $3, end_at = $4, edited_at = now() WHERE id = $1",
    [id, w.title, w.startAt, w.endAt],
  );
}

/** Sets aside a student's exam of a test (its answers go with it) and gives them their own end. */
export async function grantRetake(
  db: Queryable,
  r: { testId: number; studentId: number; schoolId: number; endAt: string },
): Promise<void> {
  await db.query("DELETE FROM word_test_exams WHERE word_test_id = $1 AND student_id = $2", [
    r.testId,
    r.studentId,
  ]);
  await db.query(
    `INSERT INTO word_test_retakes (word_test_id, student_id, school_id, end_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (word_test_id, student_id) DO UPDATE SET end_at = EXCLUDED.end_at, created_at = now()`,
    [r.testId, r.studentId, r.schoolId, r.endAt],
  );
}

/** Withdraws a word test: it leaves every list, and its messages leave the students' /news. */
export async function withdrawWordTest(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE word_tests SET withdrawn_at = now() WHERE id = $1", [id]);
  await db.query(
    "DELETE FROM message_recipients WHERE message_id IN (SELECT id FROM messages WHERE task_id = $1)",
    [id],
  );
}

/** @returns students of a class */
export function classStudents(
  db: Queryable,
  schoolId: number,
  classId: number,
): Promise<Array<{ id: number; username: string; nickname: string }>> {
  return db.query(
    // class-register order (出席番号), as the roster lists them
    `SELECT id, username, nickname FROM students
     WHERE school_id = $1 AND class_id = $2 AND deactivated_at IS NULL
     ORDER BY class_number NULLS LAST, username, id`,
    [schoolId, classId],
  );
}
