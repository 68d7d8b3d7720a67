import type {
  DictEntry,
  DictionaryFuzzyItem,
  DictionarySearchLog,
  DictionarySearchType,
  DictionarySource,
  DictionaryWordAction,
} from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { collectWord } from "../favourites/service.ts";
import type { AudioUrlOf } from "./audio.ts";
import { fuzzyMatches } from "./fuzzy.ts";
import { type LookupHit, lookupWord } from "./lookup.ts";
import { isJapanese, normaliseQuery } from "./normalise.ts";
import { presentEntry } from "./presenter.ts";
import * as repo from "./repository.ts";
import { DICTIONARY_SOURCES } from "./sources.ts";

const FUZZY_ITEMS = 10;

async function entryOf(
  db: Queryable,
  caller: StudentCaller,
  hit: LookupHit,
  typed: string,
  audio: AudioUrlOf,
): Promise<DictEntry> {
  const inWordBook = await repo.inWordBook(db, caller.id, hit.row.word);
  return presentEntry(hit, typed, { inWordBook, audioUrl: audio(hit.row.display) });
}

/**
 * A full lookup (dictionary/new-search-word); a found word goes into the student's search history.
 * @returns the entry (null when nothing matched) and suggestions for a miss
 */
export async function searchWord(
  db: Queryable,
  caller: StudentCaller,
  typed: string,
  type: DictionarySearchType,
  audio: AudioUrlOf,
): Promise<{ entry: DictEntry | null; suggestions: string[] }> {
  const r = await lookupWord(db, typed, type);
  if (!r.hit) return { entry: null, suggestions: r.suggestions };
  await repo.logSearch(db, caller.id, caller.schoolId, r.hit.row.id);
  return { entry: await entryOf(db, caller, r.hit, typed, audio), suggestions: r.suggestions };
}

/**
 * The pen popup's lookup (dictionary/screen-search-word): English only, not logged, no suggestions.
 * @returns the entry or null
 */
export async function screenSearchWord(
  db: Queryable,
  caller: StudentCaller,
  typed: string,
  audio: AudioUrlOf,
): Promise<{ entry: DictEntry | null }> {
  const r = await lookupWord(db, typed, 1, { suggest: false });
  return { entry: r.hit ? await entryOf(db, caller, r.hit, typed, audio) : null };
}

/**
 * Autocomplete (dictionary/fuzzy-search-word): prefix matches, then close spellings and sound-alikes;
 * for Japanese (type 2 or a Japanese query) words whose meanings start with the query.
 * @returns at most 10 items
 */
export async function fuzzySearchWord(
  db: Queryable,
  typed: string,
  type: DictionarySearchType,
): Promise<{ items: DictionaryFuzzyItem[] }> {
  const q = normaliseQuery(typed);
  const words =
    type === 2 || isJapanese(q)
      ? await repo.wordsByJapanese(db, q, FUZZY_ITEMS, true)
      : await fuzzyMatches(db, q, FUZZY_ITEMS, "autocomplete");
  return { items: words.map((w) => ({ word_id: w.id, word: w.display, ja_short: w.ja_short })) };
}

/**
 * The student's search history (dictionary/word-search-logs), newest first.
 * @returns a page of items and the number of words in the history
 */
export async function searchLogs(
  db: Queryable,
  caller: StudentCaller,
  page: number,
  limit: number,
): Promise<{ items: DictionarySearchLog[]; total: number }> {
  const { rows, total } = await repo.searchLogPage(db, caller.id, limit, (page - 1) * limit);
  return {
    items: rows.map((r) => ({
      word_id: r.word_id,
      // a word that a later dictionary import no longer has keeps its row until deleted
      word: r.display ?? "",
      ja_short: r.ja_short ?? "",
      searched_at: r.searched_at.toISOString(),
    })),
    total,
  };
}

/**
 * Removes words from the student's history (dictionary/del-search-log); ids not in it are ignored.
 * @returns how many words were removed
 */
export async function deleteSearchLogs(
  db: Queryable,
  caller: StudentCaller,
  wordIds: number[],
): Promise<{ deleted: number }> {
  return { deleted: await repo.deleteSearchLogs(db, caller.id, [...new Set(wordIds)]) };
}

/**
 * The dictionary's sources with their licences and sizes (dictionary/introduce).
 * @returns the sources and the number of words
 */
export async function introduce(
  db: Queryable,
): Promise<{ sources: DictionarySource[]; total_entries: number }> {
  const counts = await repo.sourceCounts(db);
  return {
    sources: DICTIONARY_SOURCES.map(({ key, ...s }) => ({ ...s, entries: counts.get(key) ?? 0 })),
    total_entries: await repo.wordCount(db),
  };
}

/**
 * Records what the student did with an entry (dictionary/submit-word-log); add_word_book also puts the
 * word in the word book (the favourite words of /my_collection, favourite-word collect).
 * @returns ok and whether the word is in the word book now
 * @throws AppError 404 for an unknown word_id
 */
export async function submitWordLog(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  wordId: number,
  action: DictionaryWordAction,
): Promise<{ ok: true; in_word_book: boolean }> {
  const word = await repo.wordById(db, wordId);
  if (!word) throw NotFound(`辞書に単語が見つかりません: ${wordId}`);
  if (action === "add_word_book")
    await collectWord(db, content, caller, {
      words: word.display.slice(0, 100),
      is_collected: 1,
      mean: word.meanings_ja
        .slice(0, 2)
        .map((m) => m.text)
        .join("; ")
        .slice(0, 200),
      ipa: word.ipa.slice(0, 100),
      resource_code: "",
      audio_file_name: "",
      question_id: "",
    });
  await repo.insertWordLog(db, caller.id, caller.schoolId, wordId, action);
  return { ok: true, in_word_book: await repo.inWordBook(db, caller.id, word.word) };
}

/** The student's pen switch (off until set). */
export async function getPenSwitch(db: Queryable, caller: StudentCaller): Promise<{ enabled: boolean }> {
  return { enabled: (await repo.penSwitch(db, caller.id)) ?? false };
}

/** Stores the student's pen switch. @returns the stored state */
export async function setPenSwitch(
  db: Queryable,
  caller: StudentCaller,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  await repo.setPenSwitch(db, caller.id, caller.schoolId, enabled);
  return { enabled };
}
