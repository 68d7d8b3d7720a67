import type { Queryable } from "../../db/client.ts";

/** A stored teacher note. */
export type NoteRow = {
  id: number;
  attempt_id: number;
  guid: string;
  question_id: string;
  start_pos: number;
  end_pos: number;
  comments: string;
  teacher_name: string;
  created_at: Date;
};

/** @returns notes on a student's attempts of a topic (all attempts when attemptId is null), oldest first */
export function notesOf(
  db: Queryable,
  f: { homeworkId: number; topicId: number; studentId: number; attemptId: number | null },
): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `SELECT n.id, n.attempt_id, pa.guid, n.question_id, n.start_pos, n.end_pos, n.comments, n.teacher_name, n.created_at
     FROM homework_notes n JOIN practice_attempts pa ON pa.id = n.attempt_id
     WHERE n.homework_id = $1 AND n.topic_id = $2 AND n.student_id = $3 AND ($4::int IS NULL OR n.attempt_id = $4)
     ORDER BY n.id`,
    [f.homeworkId, f.topicId, f.studentId, f.attemptId],
  );
}

/** Stores a teacher note. @returns the stored note */
export async function insertNote(
  db: Queryable,
  n: {
    schoolId: number;
    attemptId: number;
    homeworkId: number;
    topicId: number;
    studentId: number;
    questionId: string;
    startPos: number;
    endPos: number;
    comments: string;
    teacherId: number;
    teacherName: string;
  },
): Promise<{ id: number; created_at: Date }> {
  const row = await db.one<{ id: number; created_at: Date }>(
    `INSERT INTO homework_notes (school_id, attempt_id, homework_id, topic_id, student_id, question_id, start_pos,
       end_pos, comments, teacher_id, teacher_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, created_at`,
    [
      n.schoolId,
      n.attemptId,
      n.homeworkId,
      n.topicId,
      n.studentId,
      n.questionId,
      n.startPos,
      n.endPos,
      n.comments,
      n.teacherId,
      n.teacherName,
    ],
  );
  return row!;
}

/** A note a teacher may change, with what the change log keeps. */
export type EditableNoteRow = NoteRow & { student_id: number; homework_id: number };

/**
 * @returns a note of the school on homework that is not withdrawn, written by this teacher (teacherId
 *   null: an administrator, any teacher's), or undefined
 */
export function findEditableNote(
  db: Queryable,
  schoolId: number,
  teacherId: number | null,
  noteId: number,
): Promise<EditableNoteRow | undefined> {
  return db.one<EditableNoteRow>(
    `SELECT n.id, n.attempt_id, pa.guid, n.question_id, n.start_pos, n.end_pos, n.comments, n.teacher_name,
       n.created_at, n.student_id, n.homework_id
     FROM homework_notes n JOIN practice_attempts pa ON pa.id = n.attempt_id JOIN homework h ON h.id = n.homework_id
     WHERE n.id = $1 AND n.school_id = $2 AND ($3::int IS NULL OR n.teacher_id = $3) AND h.withdrawn_at IS NULL`,
    [noteId, schoolId, teacherId],
  );
}

/** Replaces a note's text and stamps the edit. */
export async function updateNoteText(db: Queryable, id: number, comments: string): Promise<void> {
  await db.query("UPDATE homework_notes SET comments = $2, edited_at = now() WHERE id = $1", [id, comments]);
}

/** Deletes a note. */
export async function deleteNote(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM homework_notes WHERE id = $1", [id]);
}
