import type { DictionaryInflection, DictionarySearchType } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { fuzzyMatches } from "./fuzzy.ts";
import { baseCandidates, inflectionKind } from "./inflection.ts";
import { isJapanese, normaliseQuery } from "./normalise.ts";
import { type SynsetRow, synsetsByIds, type WordRow, wordsByJapanese, wordsByKeys } from "./repository.ts";

/** Suggestions given for a word that was not found. */
export const SUGGESTIONS = 10;

/** A found word with its English senses and, when the typed form was inflected, how. */
export type LookupHit = { row: WordRow; synsets: SynsetRow[]; inflection?: DictionaryInflection };
/** The result of a lookup: the entry (or null) and spellings to try. */
export type LookupResult = { query: string; hit: LookupHit | null; suggestions: string[] };

/** Finds the word a typed English form stands for: itself, or the base of an inflected form. */
async function findEnglish(db: Queryable, q: string): Promise<Omit<LookupHit, "synsets"> | null> {
  const bases = baseCandidates(q.replace(/'s$/, ""));
  const rows = await wordsByKeys(db, [q, ...bases.map((b) => b.base)]);
  const byWord = new Map(rows.map((r) => [r.word, r]));
  const exact = byWord.get(q);
  // "went" is no headword, but "saw" (the tool) is: a form whose own entry has no Japanese meaning
  // ("studies" as a WordNet noun) gives way to its base when that has one.
  if (exact && exact.meanings_ja.length > 0) return { row: exact };
  const inflected = bases.map((b) => ({ b, row: byWord.get(b.base) })).filter((x) => x.row);
  const best = inflected.find((x) => x.row!.meanings_ja.length > 0) ?? (exact ? undefined : inflected[0]);
  if (best)
    return {
      row: best.row!,
      inflection: { form: q, base: best.row!.display, kind: inflectionKind(best.b.kind, best.row!.pos) },
    };
  return exact ? { row: exact } : null;
}

/**
 * Looks a word up: English → Japanese (type 1; a Japanese query is searched in the meanings instead) or
 * Japanese → English (type 2). English handles inflected forms (went → go, studies → study) and, when
 * nothing matches, suggests fuzzy spellings (edit distance, sound-alikes). The same function serves the
 * API and bench/dictionary.mjs.
 * @param db - the database
 * @param typed - the query as typed
 * @param type - 1 English → Japanese, 2 Japanese → English
 * @param opts.suggest - whether to compute suggestions for a miss (the pen popup does not)
 * @returns the entry's data (or null) and suggestions
 */
export async function lookupWord(
  db: Queryable,
  typed: string,
  type: DictionarySearchType = 1,
  opts: { suggest?: boolean } = {},
): Promise<LookupResult> {
  const query = normaliseQuery(typed);
  const suggest = opts.suggest ?? true;
  if (query === "") return { query, hit: null, suggestions: [] };
  if (type === 2 || isJapanese(query)) {
    let words = await wordsByJapanese(db, query, SUGGESTIONS + 1);
    if (words.length === 0) words = await wordsByJapanese(db, query, SUGGESTIONS + 1, true);
    const first = words[0] ? (await wordsByKeys(db, [words[0].word]))[0] : undefined;
    const suggestions = words.slice(1).map((w) => w.display);
    if (!first) return { query, hit: null, suggestions };
    return { query, hit: { row: first, synsets: await synsetsByIds(db, first.synsets) }, suggestions };
  }
  const found = await findEnglish(db, query);
  if (!found) {
    const suggestions = suggest
      ? (await fuzzyMatches(db, query, SUGGESTIONS, "suggest")).map((m) => m.display)
      : [];
    return { query, hit: null, suggestions };
  }
  return { query, hit: { ...found, synsets: await synsetsByIds(db, found.row.synsets) }, suggestions: [] };
}
