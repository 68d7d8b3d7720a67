import type { Db, Queryable } from "../db/client.ts";
import type { DictionaryRows } from "./build-rows.ts";

/** Rows per INSERT: arrays bound as parameters and expanded with unnest (one statement per chunk). */
const CHUNK = 5000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A PostgreSQL array literal of integers ("{1,2}"), for int[] values inside an unnest of text[]. */
const intArray = (values: number[]) => `{${values.join(",")}}`;
/** A PostgreSQL array literal of words. */
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

async function insertWords(tx: Queryable, rows: DictionaryRows["words"]): Promise<void> {
  await inChunks(rows, (c) =>
    tx.query(
      `INSERT INTO dict_words (id, word, display, pos, ipa, meanings_ja, ja_short, synsets, sound, vowel, len,
         common, fuzzy)
       SELECT id, word, display, pos::text[], ipa, meanings::jsonb, ja_short, synsets::integer[], sound, vowel, len,
         common, fuzzy
       FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::text[], $9::text[], $10::text[], $11::smallint[], $12::smallint[], $13::boolean[])
         AS t(id, word, display, pos, ipa, meanings, ja_short, synsets, sound, vowel, len, common, fuzzy)`,
      [
        c.map((r) => r.id),
        c.map((r) => r.word),
        c.map((r) => r.display),
        c.map((r) => textArray(r.pos)),
        c.map((r) => r.ipa),
        c.map((r) => JSON.stringify(r.meanings_ja)),
        c.map((r) => r.ja_short),
        c.map((r) => intArray(r.synsets)),
        c.map((r) => r.sound),
        c.map((r) => r.vowel),
        c.map((r) => r.len),
        c.map((r) => r.common),
        c.map((r) => r.fuzzy),
      ],
    ),
  );
}

async function insertSynsets(tx: Queryable, rows: DictionaryRows["synsets"]): Promise<void> {
  await inChunks(rows, (c) =>
    tx.query(
      `INSERT INTO dict_synsets (id, pos, definition, examples, synonyms)
       SELECT id, pos, definition, examples::jsonb, synonyms::jsonb
       FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::text[])
         AS t(id, pos, definition, examples, synonyms)`,
      [
        c.map((r) => r.id),
        c.map((r) => r.pos),
        c.map((r) => r.definition),
        c.map((r) => JSON.stringify(r.examples)),
        c.map((r) => JSON.stringify(r.synonyms)),
      ],
    ),
  );
}

async function insertJaTerms(tx: Queryable, rows: DictionaryRows["jaTerms"]): Promise<void> {
  await inChunks(rows, (c) =>
    tx.query(
      `INSERT INTO dict_ja_terms (term, word_id)
       SELECT term, word_id FROM unnest($1::text[], $2::integer[]) AS t(term, word_id)
       ON CONFLICT DO NOTHING`,
      [c.map((r) => r.term), c.map((r) => r.word_id)],
    ),
  );
}

/**
 * Replaces the dictionary tables' contents in one transaction; dict_sources is written last, so a
 * finished import is one with rows there. Search logs and the students' data are left alone.
 * @param db - the database
 * @param rows - what to write
 */
export async function loadRows(db: Db, rows: DictionaryRows): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM dict_sources");
    await tx.query("DELETE FROM dict_words");
    await tx.query("DELETE FROM dict_synsets");
    await tx.query("DELETE FROM dict_ja_terms");
    await insertSynsets(tx, rows.synsets);
    await insertWords(tx, rows.words);
    await insertJaTerms(tx, rows.jaTerms);
    await tx.query(
      `INSERT INTO dict_sources (source, entries) VALUES ('freedict', $1), ('wordnet', $2), ('cmudict', $3)`,
      [rows.sources.freedict, rows.sources.wordnet, rows.sources.cmudict],
    );
  });
}
