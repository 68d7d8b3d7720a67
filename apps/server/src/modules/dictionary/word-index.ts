import type { Queryable } from "../../db/client.ts";
import type { WordBrief } from "./repository.ts";
import { importStamp, indexWords } from "./repository.ts";

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A word as the in-memory index holds it. */
export type IndexedWord = WordBrief & { fuzzy: boolean };

/**
 * The headwords in memory, for the lookups that would otherwise read thousands of rows per keystroke:
 * prefix ranges (autocomplete) and the fuzzy candidates (same first letter and similar length, or the
 * same Metaphone key). Built from dict_words on first use (about 100,000 short rows) and rebuilt when
 * the import's time in dict_sources changes, so every server process follows a re-import.
 */
export class WordIndex {
  /** every word, in code-unit order (the order of COLLATE "C") */
  readonly sorted: IndexedWord[];
  private readonly byShape = new Map<string, IndexedWord[]>();
  private readonly bySound = new Map<string, IndexedWord[]>();

  constructor(words: IndexedWord[]) {
    this.sorted = [...words].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    for (const w of this.sorted) {
      if (!w.fuzzy) continue;
      push(this.byShape, `${w.word[0]}${w.word.length}`, w);
      if (w.sound) push(this.bySound, w.sound, w);
    }
    for (const list of this.bySound.values())
      list.sort((a, b) => a.common - b.common || a.word.length - b.word.length);
  }

  /**
   * Words starting with a prefix: those with a Japanese meaning first, then the most common and shortest.
   * @param prefix - lower case
   * @param limit - how many
   */
  prefix(prefix: string, limit: number): IndexedWord[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.word < prefix) lo = mid + 1;
      else hi = mid;
    }
    const range: IndexedWord[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.word.startsWith(prefix); i++)
      range.push(this.sorted[i]!);
    // words with a Japanese meaning first: they are what a student looks for
    return range
      .sort(
        (a, b) =>
          Number(a.ja_short === "") - Number(b.ja_short === "") ||
          a.common - b.common ||
          a.word.length - b.word.length ||
          (a.word < b.word ? -1 : 1),
      )
      .slice(0, limit);
  }

  /** Suggestable words with this first letter and a length in range. */
  shaped(initial: string, minLen: number, maxLen: number): IndexedWord[] {
    const out: IndexedWord[] = [];
    for (let len = minLen; len <= maxLen; len++) out.push(...(this.byShape.get(`${initial}${len}`) ?? []));
    return out;
  }

  /** Suggestable words with this Metaphone key, most common first. */
  soundAlike(sound: string, limit: number): IndexedWord[] {
    return (this.bySound.get(sound) ?? []).slice(0, limit);
  }
}

const cache = new WeakMap<Queryable, { stamp: string; index: Promise<WordIndex> }>();

/**
 * The word index of this database, built on first use and after a re-import.
 * @param db - the database
 * @returns the index (empty before the first import)
 */
export async function wordIndex(db: Queryable): Promise<WordIndex> {
  const stamp = await importStamp(db);
  const held = cache.get(db);
  if (held && held.stamp === stamp) return held.index;
  const index = indexWords(db).then((rows) => new WordIndex(rows));
  cache.set(db, { stamp, index });
  index.catch(() => cache.delete(db));
  return index;
}
