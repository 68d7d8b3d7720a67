import type { Db } from "../../db/client.ts";
import { type DictionarySources, importDictionary, readSources } from "../../dictionary-import/index.ts";

/** Words of the small dictionary most API tests import (a whole import is one test of its own). */
export const FIXTURE_WORDS = [
  "go",
  "study",
  "student",
  "night",
  "knight",
  "nine",
  "not",
  "net",
  "note",
  "nut",
  "cat",
  "cut",
  "receive",
  "recipe",
  "apple",
  "run",
  "big",
  "happy",
  "child",
  "leaf",
  "book",
  "dog",
  "see",
  "saw",
  "make",
  "take",
  "monday",
  "give up",
  "play",
  "box",
  "stop",
];

let parsed: Promise<DictionarySources> | undefined;

/**
 * Imports the fixture words with their real data (the sources are parsed once per test worker).
 * @param db - a migrated test database
 * @param words - the words (default FIXTURE_WORDS)
 */
export async function importDictionaryFixture(
  db: Db,
  words: readonly string[] = FIXTURE_WORDS,
): Promise<void> {
  parsed ??= readSources();
  await importDictionary(db, { only: new Set(words), sources: await parsed });
}
