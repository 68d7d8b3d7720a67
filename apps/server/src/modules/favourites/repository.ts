import type { Queryable } from "../../db/client.ts";

/** A favourite as stored, with its latest practice (sentences) when there is one. */
export type FavouriteRow = {
  id: number;
  kind: "sentence" | "word";
  resource_code: string;
  resource_id: number;
  question_index: number;
  sentence_id: string;
  sentence_source: string;
  screen_en_text: string;
  evaluate_text: string;
  screen_jp_text: string;
  ipa: string;
  audio_file_name: string;
  category: string;
  record_max_time: number;
  created_at: Date;
  p_sound_file: string | null;
  p_total_score: number | null;
  p_percent_score: number | null;
  p_accuracy_score: number | null;
  p_fluency_score: number | null;
  p_integrity_score: number | null;
  p_evaluate_html: string | null;
  p_evaluate_result: string | null;
  p_record_duration: number | null;
  p_practice_count: number | null;
  p_practiced_at: Date | null;
};

/** What a new or refreshed favourite holds. */
export type NewFavourite = {
  studentId: number;
  schoolId: number;
  kind: "sentence" | "word";
  itemKey: string;
  client: string;
  resourceCode: string;
  resourceId: number;
  questionIndex: number;
  sentenceId: string;
  sentenceSource: string;
  screenEnText: string;
  evaluateText: string;
  screenJpText: string;
  ipa: string;
  audioFileName: string;
  category: string;
  recordMaxTime: number;
};

const COLS = `f.id, f.kind, f.resource_code, f.resource_id, f.question_index, f.sentence_id, f.sentence_source,
  f.screen_en_text, f.evaluate_text, f.screen_jp_text, f.ipa, f.audio_file_name, f.category, f.record_max_time,
  f.created_at, p.sound_file AS p_sound_file, p.total_score AS p_total_score, p.percent_score AS p_percent_score,
  p.accuracy_score AS p_accuracy_score, p.fluency_score AS p_fluency_score,
  p.integrity_score AS p_integrity_score, p.evaluate_html AS p_evaluate_html,
  p.evaluate_result AS p_evaluate_result, p.record_duration AS p_record_duration,
  p.practice_count AS p_practice_count, p.practiced_at AS p_practiced_at`;
const FROM = "favourites f LEFT JOIN favourite_practice p ON p.favourite_id = f.id";

/**
 * Stores a favourite, or refreshes the texts of the one with the same key (it keeps its id, date and practice).
 * @returns the favourite's id
 */
export async function upsertFavourite(db: Queryable, f: NewFavourite): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO favourites (student_id, school_id, kind, item_key, client, resource_code, resource_id,
       question_index, sentence_id, sentence_source, screen_en_text, evaluate_text, screen_jp_text, ipa,
       audio_file_name, category, record_max_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (student_id, kind, item_key) DO UPDATE SET
       client = EXCLUDED.client, resource_code = EXCLUDED.resource_code, resource_id = EXCLUDED.resource_id,
       question_index = EXCLUDED.question_index, screen_en_text = EXCLUDED.screen_en_text,
       evaluate_text = EXCLUDED.evaluate_text, screen_jp_text = EXCLUDED.screen_jp_text, ipa = EXCLUDED.ipa,
       audio_file_name = EXCLUDED.audio_file_name, category = EXCLUDED.category,
       record_max_time = EXCLUDED.record_max_time
     RETURNING id`,
    [
      f.studentId,
      f.schoolId,
      f.kind,
      f.itemKey,
      f.client,
      f.resourceCode,
      f.resourceId,
      f.questionIndex,
      f.sentenceId,
      f.sentenceSource,
      f.screenEnText,
      f.evaluateText,
      f.screenJpText,
      f.ipa,
      f.audioFileName,
      f.category,
      f.recordMaxTime,
    ],
  );
  return row!.id;
}

/** Deletes the student's favourite of a kind by key. @returns how many rows went (0 or 1) */
export async function deleteByKey(
  db: Queryable,
  studentId: number,
  kind: "sentence" | "word",
  itemKey: string,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM favourites WHERE student_id = $1 AND kind = $2 AND item_key = $3 RETURNING id",
    [studentId, kind, itemKey],
  );
  return rows.length;
}

/** Deletes the student's favourite by id. @returns how many rows went (0 when not the student's) */
export async function deleteById(db: Queryable, studentId: number, id: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "DELETE FROM favourites WHERE student_id = $1 AND id = $2 RETURNING id",
    [studentId, id],
  );
  return rows.length;
}

/** @returns the student's favourite with its practice, or undefined when it is not the student's */
export function findFavourite(
  db: Queryable,
  studentId: number,
  id: number,
): Promise<FavouriteRow | undefined> {
  return db.one<FavouriteRow>(`SELECT ${COLS} FROM ${FROM} WHERE f.student_id = $1 AND f.id = $2`, [
    studentId,
    id,
  ]);
}

/** @returns one page of the student's favourites of a kind, newest first, and the kind's total */
export async function pageOf(
  db: Queryable,
  studentId: number,
  kind: "sentence" | "word",
  limit: number,
  offset: number,
): Promise<{ rows: FavouriteRow[]; total: number }> {
  const rows = await db.query<FavouriteRow>(
    `SELECT ${COLS} FROM ${FROM} WHERE f.student_id = $1 AND f.kind = $2
     ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
    [studentId, kind, limit, offset],
  );
  const total = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM favourites WHERE student_id = $1 AND kind = $2",
    [studentId, kind],
  );
  return { rows, total: total?.n ?? 0 };
}

/** @returns sentence_ids the student collected from a resource in a module */
export async function collectedSentenceIds(
  db: Queryable,
  studentId: number,
  resourceCode: string,
  source: string,
): Promise<string[]> {
  const rows = await db.query<{ sentence_id: string }>(
    `SELECT sentence_id FROM favourites
     WHERE student_id = $1 AND kind = 'sentence' AND resource_code = $2 AND sentence_source = $3 ORDER BY id`,
    [studentId, resourceCode, source],
  );
  return rows.map((r) => r.sentence_id);
}

/** @returns which of the given lower-case words the student collected */
export async function collectedWordKeys(db: Queryable, studentId: number, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ item_key: string }>(
    `SELECT item_key FROM favourites WHERE student_id = $1 AND kind = 'word' AND item_key = ANY($2::text[])
     ORDER BY item_key`,
    [studentId, keys],
  );
  return rows.map((r) => r.item_key);
}

/** The latest practice of a favourite sentence. */
export type PracticeInput = {
  client: string;
  soundFile: string;
  total: number;
  percent: number;
  accuracy: number;
  fluency: number;
  integrity: number;
  evaluateHtml: string;
  evaluateResult: string;
  recordDuration: number;
};

/** Keeps the latest practice of a favourite (replacing the previous one) and counts the practices. */
export async function savePractice(
  db: Queryable,
  studentId: number,
  favouriteId: number,
  p: PracticeInput,
): Promise<void> {
  await db.query(
    `INSERT INTO favourite_practice (favourite_id, student_id, client, sound_file, total_score, percent_score,
       accuracy_score, fluency_score, integrity_score, evaluate_html, evaluate_result, record_duration)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (favourite_id) DO UPDATE SET client = EXCLUDED.client, sound_file = EXCLUDED.sound_file,
       total_score = EXCLUDED.total_score, percent_score = EXCLUDED.percent_score,
       accuracy_score = EXCLUDED.accuracy_score, fluency_score = EXCLUDED.fluency_score,
       integrity_score = EXCLUDED.integrity_score, evaluate_html = EXCLUDED.evaluate_html,
       evaluate_result = EXCLUDED.evaluate_result, record_duration = EXCLUDED.record_duration,
       practice_count = favourite_practice.practice_count + 1, practiced_at = now()`,
    [
      favouriteId,
      studentId,
      p.client,
      p.soundFile,
      p.total,
      p.percent,
      p.accuracy,
      p.fluency,
      p.integrity,
      p.evaluateHtml,
      p.evaluateResult,
      p.recordDuration,
    ],
  );
}
