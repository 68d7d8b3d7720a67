import type { Queryable } from "../../db/client.ts";

/** @returns the stored path (under HIBIKI_DATA_DIR/files) of a recording the student uploaded */
export async function recordingPath(
  db: Queryable,
  studentId: number,
  fileId: string,
): Promise<string | null> {
  const row = await db.one<{ path: string }>(
    "SELECT path FROM files WHERE id = $1 AND kind = 'rec' AND student_id = $2",
    [fileId, studentId],
  );
  return row?.path ?? null;
}

/**
 * Stores recognize_text in the student's recent answers with this sound_file that have none yet (an answer
 * that came with its own text, e.g. from the chat-bot, keeps it).
 * @returns how many answers were updated
 */
export async function storeRecognizedText(
  db: Queryable,
  studentId: number,
  soundFile: string,
  text: string,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE practice_answers a SET payload = jsonb_set(a.payload, '{recognize_text}', to_jsonb($3::text))
     FROM practice_attempts t
     WHERE a.attempt_id = t.id AND t.student_id = $1 AND t.updated_at > now() - interval '1 day'
       AND a.payload->>'sound_file' = $2 AND COALESCE(a.payload->>'recognize_text', '') = ''
     RETURNING a.id`,
    [studentId, soundFile, text],
  );
  return rows.length;
}

/** @returns recognize_text of the student's latest recording of a question in a resource (homework excluded) */
export async function latestTextbookText(
  db: Queryable,
  studentId: number,
  resCode: string,
  questionId: string,
): Promise<string | null> {
  const row = await db.one<{ text: string | null }>(
    `SELECT a.payload->>'recognize_text' AS text FROM practice_answers a
     JOIN practice_attempts t ON t.id = a.attempt_id
     WHERE t.student_id = $1 AND t.res_code = $2 AND t.mode <> 'homework' AND a.question_id = $3
       AND COALESCE(a.payload->>'sound_file', '') <> ''
     ORDER BY a.id DESC LIMIT 1`,
    [studentId, resCode, questionId],
  );
  return row ? (row.text ?? "") : null;
}

/** @returns recognize_text of the student's latest recording of a question in a homework topic */
export async function latestHomeworkText(
  db: Queryable,
  studentId: number,
  topicId: number,
  questionId: string,
): Promise<string | null> {
  const row = await db.one<{ text: string | null }>(
    `SELECT a.payload->>'recognize_text' AS text FROM practice_answers a
     JOIN homework_attempts h ON h.attempt_id = a.attempt_id
     WHERE h.student_id = $1 AND h.topic_id = $2 AND a.question_id = $3
       AND COALESCE(a.payload->>'sound_file', '') <> ''
     ORDER BY a.id DESC LIMIT 1`,
    [studentId, topicId, questionId],
  );
  return row ? (row.text ?? "") : null;
}
