import type { Queryable } from "../../db/client.ts";

/** A dict_words row as lookups read it. */
export type WordRow = {
  id: number;
  word: string;
  display: string;
  pos: string[];
  ipa: string;
  meanings_ja: Array<{ pos?: string; text: string; gloss_en?: string }>;
  ja_short: string;
  synsets: number[];
  common: number;
};

/** The short form of a word that lists and fuzzy matches need. */
export type WordBrief = {
  id: number;
  word: string;
  display: string;
  ja_short: string;
  common: number;
  sound: string;
  vowel: string;
};

export type SynsetRow = {
  id: number;
  pos: string;
  definition: string;
  examples: string[];
  synonyms: string[];
};

const FULL = "id, word, display, pos, ipa, meanings_ja, ja_short, synsets, common";
const BRIEF = "id, word, display, ja_short, common, sound, vowel";

/** Words by their lower-case headword. */
export async function wordsByKeys(db: Queryable, words: string[]): Promise<WordRow[]> {
  return db.query<WordRow>(`SELECT ${FULL} FROM dict_words WHERE word = ANY($1::text[])`, [words]);
}

/** One word by id. */
export async function wordById(db: Queryable, id: number): Promise<WordRow | undefined> {
  return db.one<WordRow>(`SELECT ${FULL} FROM dict_words WHERE id = $1`, [id]);
}

/** WordNet synsets by id (in no particular order). */
export async function synsetsByIds(db: Queryable, ids: number[]): Promise<SynsetRow[]> {
  if (ids.length === 0) return [];
  return db.query<SynsetRow>(
    "SELECT id, pos, definition, examples, synonyms FROM dict_synsets WHERE id = ANY($1::integer[])",
    [ids],
  );
}

/** LIKE pattern for a literal prefix. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

/** Every word in the short form, with whether it may be suggested for a misspelling (word-index.ts). */
export async function indexWords(db: Queryable): Promise<Array<WordBrief & { fuzzy: boolean }>> {
  return db.query(`SELECT ${BRIEF}, fuzzy FROM dict_words`);
}

/** When the dictionary was last imported ("" before the first import). */
export async function importStamp(db: Queryable): Promise<string> {
  const row = await db.one<{ stamp: string | null }>(
    "SELECT max(imported_at)::text AS stamp FROM dict_sources",
  );
  return row?.stamp ?? "";
}

/** Words with a Japanese meaning equal to (or, with prefix, starting with) the term, common words first. */
export async function wordsByJapanese(
  db: Queryable,
  term: string,
  limit: number,
  prefix = false,
): Promise<WordBrief[]> {
  return db.query<WordBrief>(
    `SELECT ${BRIEF.split(", ")
      .map((c) => `w.${c}`)
      .join(", ")}
     FROM (SELECT DISTINCT word_id FROM dict_ja_terms WHERE ${prefix ? "term LIKE $1 ESCAPE '\\'" : "term = $1"}) t
     JOIN dict_words w ON w.id = t.word_id
     ORDER BY w.common, w.len, w.id LIMIT $2`,
    [prefix ? prefixPattern(term) : term, limit],
  );
}

/** Records a search of a word in the student's history (the latest search of each word is kept). */
export async function logSearch(
  db: Queryable,
  studentId: number,
  schoolId: number,
  wordId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO dict_search_logs (student_id, school_id, word_id) VALUES ($1, $2, $3)
     ON CONFLICT (student_id, word_id) DO UPDATE SET searched_at = now(),
       search_count = dict_search_logs.search_count + 1`,
    [studentId, schoolId, wordId],
  );
}

export type SearchLogRow = {
  word_id: number;
  display: string | null;
  ja_short: string | null;
  searched_at: Date;
};

/** A page of the student's history, newest first, and how many words it holds. */
export async function searchLogPage(
  db: Queryable,
  studentId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SearchLogRow[]; total: number }> {
  const rows = await db.query<SearchLogRow>(
    `SELECT l.word_id, w.display, w.ja_short, l.searched_at
     FROM dict_search_logs l LEFT JOIN dict_words w ON w.id = l.word_id
     WHERE l.student_id = $1 ORDER BY l.searched_at DESC, l.word_id DESC LIMIT $2 OFFSET $3`,
    [studentId, limit, offset],
  );
  const total = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM dict_search_logs WHERE student_id = $1",
    [studentId],
  );
  return { rows, total: total?.n ?? 0 };
}

/** Removes words from the student's history. @returns how many were there */
export async function deleteSearchLogs(db: Queryable, studentId: number, wordIds: number[]): Promise<number> {
  const rows = await db.query(
    "DELETE FROM dict_search_logs WHERE student_id = $1 AND word_id = ANY($2::integer[]) RETURNING word_id",
    [studentId, wordIds],
  );
  return rows.length;
}

/** Records what a student did with an entry. */
export async function insertWordLog(
  db: Queryable,
  studentId: number,
  schoolId: number,
  wordId: number,
  action: string,
): Promise<void> {
  await db.query(
    "INSERT INTO dict_word_logs (student_id, school_id, word_id, action) VALUES ($1, $2, $3, $4)",
    [studentId, schoolId, wordId, action],
  );
}

/** Whether the word (lower case) is among the student's favourite words (the word book). */
export async function inWordBook(db: Queryable, studentId: number, word: string): Promise<boolean> {
  const row = await db.one(
    "SELECT 1 FROM favourites WHERE student_id = $1 AND kind = 'word' AND item_key = $2",
    [studentId, word],
  );
  return row !== undefined;
}

/** The stored pen switch (undefined before the student first sets it). */
export async function penSwitch(db: Queryable, studentId: number): Promise<boolean | undefined> {
  const row = await db.one<{ enabled: boolean }>(
    "SELECT enabled FROM dict_pen_switches WHERE student_id = $1",
    [studentId],
  );
  return row?.enabled;
}

/** Stores the pen switch. */
export async function setPenSwitch(
  db: Queryable,
  studentId: number,
  schoolId: number,
  enabled: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO dict_pen_switches (student_id, school_id, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (student_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [studentId, schoolId, enabled],
  );
}

/** Entries each source contributed (empty before the import). */
export async function sourceCounts(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ source: string; entries: number }>(
    "SELECT source, entries FROM dict_sources",
  );
  return new Map(rows.map((r) => [r.source, r.entries]));
}

/** How many words the dictionary holds. */
export async function wordCount(db: Queryable): Promise<number> {
  return (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM dict_words"))?.n ?? 0;
}
