import type { Queryable } from "../../db/client.ts";

/** A homework row with the names the lists show. */
export type HomeworkRow = {
  id: number;
  school_id: number;
  class_id: number;
  teacher_id: number;
  message_id: number | null;
  title: string;
  comment: string;
  deadline: Date;
  required_times: number;
  has_limit: number;
  limit_number: number;
  sample_answer: number;
  speech_speed: number;
  subtitle: number;
  translation: number;
  answer_tips: number;
  created_at: Date;
  edited_at: Date | null;
  release_at: Date | null;
  /** the chosen students it goes to; null: the whole class */
  student_ids: number[] | null;
  teacher_name: string;
  class_name: string;
};

/** A topic of a homework. */
export type TopicRow = {
  id: number;
  homework_id: number;
  res_code: string;
  question_ids: string;
  sort_order: number;
};

/** Per student and topic: finished attempts that count, best percent, time spent, latest finished guid. */
export type TopicStatRow = {
  homework_id: number;
  topic_id: number;
  student_id: number;
  used: number;
  best: number;
  time_spent: number;
  last_at: Date | null;
  last_finished_at: Date | null;
  last_guid: string | null;
};

const HW_COLS = `h.id, h.school_id, h.class_id, h.teacher_id, h.message_id, h.title, h.comment, h.deadline,
  h.required_times, h.has_limit, h.limit_number, h.sample_answer, h.speech_speed, h.subtitle, h.translation,
  h.answer_tips, h.created_at, h.edited_at, h.release_at, h.student_ids, t.name AS teacher_name,
  c.name AS class_name`;
const HW_FROM = "homework h JOIN teachers t ON t.id = h.teacher_id JOIN classes c ON c.id = h.class_id";

/** What a new homework holds. */
export type NewHomework = {
  schoolId: number;
  classId: number;
  teacherId: number;
  title: string;
  comment: string;
  deadline: string;
  /** null: released now (announced at once) */
  releaseAt: string | null;
  /** the chosen students of the class it goes to; null: the whole class */
  studentIds: number[] | null;
  requiredTimes: number;
  hasLimit: number;
  limitNumber: number;
  switches: {
    sample_answer: number;
    speech_speed: number;
    subtitle: number;
    translation: number;
    answer_tips: number;
  };
  topics: Array<{ resCode: string; questionIds: string }>;
};

/**
 * Inserts a homework and its topics.
 * @returns the homework id
 */
export async function insertHomework(db: Queryable, h: NewHomework): Promise<number> {
  const s = h.switches;
  const row = await db.one<{ id: number }>(
    `INSERT INTO homework (school_id, class_id, teacher_id, title, comment, deadline, required_times, has_limit,
       limit_number, sample_answer, speech_speed, subtitle, translation, answer_tips, release_at, announced_at,
       student_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::timestamptz,
       CASE WHEN $15::timestamptz IS NULL THEN now() ELSE NULL END, $16::int[]) RETURNING id`,
    [
      h.schoolId,
      h.classId,
      h.teacherId,
      h.title,
      h.comment,
      h.deadline,
      h.requiredTimes,
      h.hasLimit,
      h.limitNumber,
      s.sample_answer,
      s.speech_speed,
      s.subtitle,
      s.translation,
      s.answer_tips,
      h.releaseAt,
      h.studentIds,
    ],
  );
  const id = row!.id;
  for (const [i, t] of h.topics.entries()) {
    await db.query(
      "INSERT INTO homework_topics (homework_id, res_code, question_ids, sort_order) VALUES ($1, $2, $3, $4)",
      [id, t.resCode, t.questionIds, i],
    );
  }
  return id;
}

/** Links the announcing message to a homework. */
export async function setHomeworkMessage(
  db: Queryable,
  homeworkId: number,
  messageId: number,
): Promise<void> {
  await db.query("UPDATE homework SET message_id = $2 WHERE id = $1", [homeworkId, messageId]);
}

/**
 * @returns homework of the student's current class (released, not withdrawn, for the whole class or chosen
 *   students including this one), newest first; deadline is the
 *   student's own: the later of the class deadline and the student's extension
 */
export function homeworkOfStudent(db: Queryable, studentId: number): Promise<HomeworkRow[]> {
  return db.query<HomeworkRow>(
    `SELECT ${HW_COLS.replace("h.deadline", "GREATEST(h.deadline, x.deadline) AS deadline")}
     FROM ${HW_FROM} JOIN students s ON s.class_id = h.class_id AND s.school_id = h.school_id
       LEFT JOIN homework_extensions x ON x.homework_id = h.id AND x.student_id = s.id
     WHERE s.id = $1 AND h.withdrawn_at IS NULL AND (h.release_at IS NULL OR h.release_at <= now())
       AND (h.student_ids IS NULL OR s.id = ANY(h.student_ids))
     ORDER BY h.created_at DESC, h.id DESC`,
    [studentId],
  );
}

/** @returns one homework of the school (not withdrawn), or undefined */
export function findHomework(db: Queryable, schoolId: number, id: number): Promise<HomeworkRow | undefined> {
  return db.one<HomeworkRow>(
    `SELECT ${HW_COLS} FROM ${HW_FROM} WHERE h.id = $1 AND h.school_id = $2 AND h.withdrawn_at IS NULL`,
    [id, schoolId],
  );
}

/** @returns the students' own deadlines of a homework, by student id */
export async function extensionsOf(db: Queryable, homeworkId: number): Promise<Map<number, Date>> {
  const rows = await db.query<{ student_id: number; deadline: Date }>(
    "SELECT student_id, deadline FROM homework_extensions WHERE homework_id = $1",
    [homeworkId],
  );
  return new Map(rows.map((r) => [r.student_id, new Date(r.deadline)]));
}

/** Changes a homework's title, comment and deadline and stamps the edit. */
export async function updateHomework(
  db: Queryable,
  id: number,
  h: { title: string; comment: string; deadline: string },
): Promise<void> {
  await db.query(
    "UPDATE homework SET title = $2, comment = $3, deadline = $4, edited_at = now() WHERE id = $1",
    [id, h.title, h.comment, h.deadline],
  );
}

/** Sets (or with null removes) one student's own deadline of a homework. */
export async function setExtension(
  db: Queryable,
  e: { homeworkId: number; studentId: number; schoolId: number; deadline: string | null },
): Promise<void> {
  if (e.deadline === null) {
    await db.query("DELETE FROM homework_extensions WHERE homework_id = $1 AND student_id = $2", [
      e.homeworkId,
      e.studentId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO homework_extensions (homework_id, student_id, school_id, deadline) VALUES ($1, $2, $3, $4)
     ON CONFLICT (homework_id, student_id) DO UPDATE SET deadline = EXCLUDED.deadline, created_at = now()`,
    [e.homeworkId, e.studentId, e.schoolId, e.deadline],
  );
}

/**
 * Withdraws a homework: it leaves the students' and teachers' lists (its answers stay), and its messages
 * (the announcement, returns) leave the students' /news.
 */
export async function withdrawHomework(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE homework SET withdrawn_at = now() WHERE id = $1", [id]);
  await db.query(
    `DELETE FROM message_recipients WHERE message_id IN (
       SELECT id FROM messages WHERE homework_id = $1
       UNION SELECT message_id FROM homework WHERE id = $1 AND message_id IS NOT NULL)`,
    [id],
  );
}

/** @returns homework of the given classes (same school, not withdrawn), newest first */
export function homeworkOfClasses(
  db: Queryable,
  schoolId: number,
  classIds: number[],
): Promise<HomeworkRow[]> {
  return db.query<HomeworkRow>(
    `SELECT ${HW_COLS} FROM ${HW_FROM}
     WHERE h.school_id = $1 AND h.class_id = ANY($2::int[]) AND h.withdrawn_at IS NULL
     ORDER BY h.created_at DESC, h.id DESC`,
    [schoolId, classIds],
  );
}

/** @returns the topics of these homework, in order */
export function topicsOf(db: Queryable, homeworkIds: number[]): Promise<TopicRow[]> {
  return db.query<TopicRow>(
    `SELECT id, homework_id, res_code, question_ids, sort_order FROM homework_topics
     WHERE homework_id = ANY($1::int[]) ORDER BY homework_id, sort_order, id`,
    [homeworkIds],
  );
}

/** @returns attempt statistics per homework, topic and student (returned attempts do not count) */
export function topicStats(
  db: Queryable,
  homeworkIds: number[],
  studentIds: number[],
): Promise<TopicStatRow[]> {
  return db.query<TopicStatRow>(
    `SELECT ha.homework_id, ha.topic_id, ha.student_id,
       count(*) FILTER (WHERE pa.is_completed = 1 AND ha.is_returned = 0)::int AS used,
       COALESCE(max(pa.percent_score) FILTER (WHERE pa.is_completed = 1 AND ha.is_returned = 0), 0)::float8 AS best,
       COALESCE(sum(EXTRACT(EPOCH FROM (pa.finished_at - pa.started_at))) FILTER (WHERE pa.is_completed = 1), 0)::int
         AS time_spent,
       max(pa.updated_at) AS last_at,
       max(pa.finished_at) FILTER (WHERE pa.is_completed = 1) AS last_finished_at,
       (array_agg(pa.guid ORDER BY pa.finished_at DESC, pa.id DESC)
         FILTER (WHERE pa.is_completed = 1 AND ha.is_returned = 0))[1] AS last_guid
     FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
     WHERE ha.homework_id = ANY($1::int[]) AND ha.student_id = ANY($2::int[])
     GROUP BY ha.homework_id, ha.topic_id, ha.student_id`,
    [homeworkIds, studentIds],
  );
}

/** The homework link of one of the student's attempts. */
export type AttemptLinkRow = {
  attempt_id: number;
  homework_id: number;
  topic_id: number;
  is_returned: number;
  guid: string;
  is_completed: number;
};

/** @returns the homework link of the student's attempt with this guid, or undefined (no attempt or not linked) */
export function linkByGuid(
  db: Queryable,
  studentId: number,
  guid: string,
): Promise<AttemptLinkRow | undefined> {
  return db.one<AttemptLinkRow>(
    `SELECT ha.attempt_id, ha.homework_id, ha.topic_id, ha.is_returned, pa.guid, pa.is_completed
     FROM practice_attempts pa JOIN homework_attempts ha ON ha.attempt_id = pa.id
     WHERE pa.student_id = $1 AND pa.guid = $2`,
    [studentId, guid],
  );
}

/** @returns whether the student already has a practice attempt with this guid (linked or not) */
export async function attemptExists(db: Queryable, studentId: number, guid: string): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM practice_attempts WHERE student_id = $1 AND guid = $2", [
    studentId,
    guid,
  ]));
}

/**
 * Serialises the student's homework answer records until the transaction ends: a transaction-scoped
 * advisory lock keyed on a hash of 'hibiki:homework-answer:<student id>' (no table row is locked, so
 * logins and other writes to the student wait on nothing).
 * Call it first in the transaction that checks the attempt limit and records the attempt, so a parallel
 * request sees this one's attempt before it decides.
 */
export async function lockStudentHomework(tx: Queryable, studentId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('hibiki:homework-answer:' || $1::text, 0))", [
    studentId,
  ]);
}

/** Links the student's attempt (by guid) to a homework topic; a second call changes nothing. */
export async function linkAttempt(
  db: Queryable,
  l: { studentId: number; schoolId: number; guid: string; homeworkId: number; topicId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO homework_attempts (attempt_id, homework_id, topic_id, student_id, school_id)
     SELECT id, $3, $4, $1, $5 FROM practice_attempts WHERE student_id = $1 AND guid = $2
     ON CONFLICT (attempt_id) DO NOTHING`,
    [l.studentId, l.guid, l.homeworkId, l.topicId, l.schoolId],
  );
}

/** An attempt of a topic as the teacher reviews it. */
export type TopicAttemptRow = {
  id: number;
  guid: string;
  is_completed: number;
  percent_score: number;
  total_score: number;
  current_index: number;
  started_at: Date;
  finished_at: Date | null;
  is_returned: number;
  returned_at: Date | null;
  returned_by_name: string;
  return_reason: string;
};

/** @returns every attempt of a student on a topic, oldest first */
export function attemptsOfTopic(
  db: Queryable,
  homeworkId: number,
  topicId: number,
  studentId: number,
): Promise<TopicAttemptRow[]> {
  return db.query<TopicAttemptRow>(
    `SELECT pa.id, pa.guid, pa.is_completed, pa.percent_score, pa.total_score, pa.current_index, pa.started_at,
       pa.finished_at, ha.is_returned, ha.returned_at, ha.returned_by_name, ha.return_reason
     FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
     WHERE ha.homework_id = $1 AND ha.topic_id = $2 AND ha.student_id = $3 ORDER BY pa.started_at, pa.id`,
    [homeworkId, topicId, studentId],
  );
}

/**
 * Marks the latest counted finished attempt of a student on a topic as returned, with who returned it,
 * now, and the reason.
 * @returns the returned attempt's id, or undefined when nothing finished was there to return
 */
export async function returnLatest(
  db: Queryable,
  r: {
    homeworkId: number;
    topicId: number;
    studentId: number;
    teacherId: number;
    teacherName: string;
    reason: string;
  },
): Promise<number | undefined> {
  const row = await db.one<{ attempt_id: number }>(
    `UPDATE homework_attempts SET is_returned = 1, returned_at = now(), returned_by = $4, returned_by_name = $5,
       return_reason = $6
     WHERE attempt_id = (
       SELECT ha.attempt_id FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
       WHERE ha.homework_id = $1 AND ha.topic_id = $2 AND ha.student_id = $3 AND ha.is_returned = 0
         AND pa.is_completed = 1
       ORDER BY pa.finished_at DESC, pa.id DESC LIMIT 1) RETURNING attempt_id`,
    [r.homeworkId, r.topicId, r.studentId, r.teacherId, r.teacherName, r.reason],
  );
  return row?.attempt_id;
}

/** A returned attempt still waiting for the student's next one. */
export type PendingReturnRow = {
  attempt_id: number;
  homework_id: number;
  topic_id: number;
  student_id: number;
  guid: string;
  returned_at: Date | null;
  returned_by_name: string;
  return_reason: string;
};

/**
 * @returns per topic of these homework and student, the returned attempt when it is the topic's latest
 *   finished attempt of that student (the return waits for a resubmission)
 */
export async function pendingReturns(
  db: Queryable,
  homeworkIds: number[],
  studentIds: number[],
): Promise<PendingReturnRow[]> {
  if (homeworkIds.length === 0 || studentIds.length === 0) return [];
  const rows = await db.query<PendingReturnRow & { is_returned: number }>(
    `SELECT DISTINCT ON (ha.topic_id, ha.student_id) ha.attempt_id, ha.homework_id, ha.topic_id, ha.student_id,
       pa.guid, ha.is_returned, ha.returned_at, ha.returned_by_name, ha.return_reason
     FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
     WHERE ha.homework_id = ANY($1::int[]) AND ha.student_id = ANY($2::int[]) AND pa.is_completed = 1
     ORDER BY ha.topic_id, ha.student_id, pa.finished_at DESC, pa.id DESC`,
    [homeworkIds, studentIds],
  );
  return rows.filter((r) => r.is_returned === 1);
}

/** @returns students of a class, by id */
export function studentsOfClass(
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

/**
 * @returns the students a homework goes to: its class, or the chosen students still in it, in class-register
 *   order
 */
export async function studentsOfHomework(
  db: Queryable,
  hw: Pick<HomeworkRow, "school_id" | "class_id" | "student_ids">,
): Promise<Array<{ id: number; username: string; nickname: string }>> {
  const all = await studentsOfClass(db, hw.school_id, hw.class_id);
  if (!hw.student_ids) return all;
  const chosen = new Set(hw.student_ids);
  return all.filter((s) => chosen.has(s.id));
}

/** @returns the guid of the student's latest attempt (finished or not) on a topic */
export async function latestTopicGuid(
  db: Queryable,
  homeworkId: number,
  topicId: number,
  studentId: number,
): Promise<string | undefined> {
  const row = await db.one<{ guid: string }>(
    `SELECT pa.guid FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
     WHERE ha.homework_id = $1 AND ha.topic_id = $2 AND ha.student_id = $3
     ORDER BY pa.updated_at DESC, pa.id DESC LIMIT 1`,
    [homeworkId, topicId, studentId],
  );
  return row?.guid;
}

/**
 * Stamps a reminder unless one was sent within the last gapMinutes (atomic: of two parallel reminders
 * one wins). @returns whether this reminder may go
 */
export async function claimReminder(db: Queryable, homeworkId: number, gapMinutes: number): Promise<boolean> {
  const row = await db.one(
    `UPDATE homework SET reminded_at = now()
     WHERE id = $1 AND (reminded_at IS NULL OR reminded_at < now() - make_interval(mins => $2))
     RETURNING id`,
    [homeworkId, gapMinutes],
  );
  return !!row;
}

/**
 * Claims the scheduled homework whose release has come and whose announcement has not gone out: stamps
 * announced_at, so of several processes running this at once each homework goes to one. Call it in the
 * transaction that stores the announcements.
 * @returns the claimed homework
 */
export function claimDueReleases(db: Queryable): Promise<HomeworkRow[]> {
  return db.query<HomeworkRow>(
    `WITH due AS (
       UPDATE homework SET announced_at = now()
       WHERE id IN (SELECT id FROM homework WHERE announced_at IS NULL AND release_at <= now()
                      AND withdrawn_at IS NULL ORDER BY release_at LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING id
     )
     SELECT ${HW_COLS} FROM ${HW_FROM} WHERE h.id IN (SELECT id FROM due)`,
  );
}
