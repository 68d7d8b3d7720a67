import type { Queryable } from "../../db/client.ts";
import { metaphone, spellingDistance, vowelGuesses } from "./phonetic.ts";
import type { WordBrief } from "./repository.ts";
import { wordIndex } from "./word-index.ts";

/** Sound-alike candidates read per lookup (common words first). */
const SOUND_CANDIDATES = 300;

/** A fuzzy match with how far its spelling is from what was typed (lower score = better). */
export type FuzzyMatch = WordBrief & { score: number; prefix: boolean };

/**
 * How good a suggestion is: spelling distance, minus a bonus when it sounds alike (same Metaphone key,
 * more when the stressed vowel is one the typed vowel can stand for: "nait" → night), plus a little for
 * rare words and for words without a Japanese meaning.
 */
function score(typed: string, vowels: Set<string>, key: string, w: WordBrief): number {
  const distance = spellingDistance(typed, w.word, 4);
  const soundAlike = key !== "" && w.sound === key;
  const vowelAlike = soundAlike && vowels.has(w.vowel);
  const noMeaning = w.ja_short === "" ? 0.3 : 0;
  return distance - (soundAlike ? 1.2 : 0) - (vowelAlike ? 1.5 : 0) + 0.15 * w.common + noMeaning;
}

/**
 * Words spelt like what was typed: prefix matches, words within edit distance 2 (a swap of two letters
 * counts 1) and sound-alikes (same Metaphone key).
 * @param db - the database
 * @param typed - the typed word, normalised lower case
 * @param limit - how many to return
 * @param order - "autocomplete": prefix matches first, then by score; "suggest": by score only (for a
 *   word that was not found)
 * @returns the matches, best first, without the typed word itself
 */
export async function fuzzyMatches(
  db: Queryable,
  typed: string,
  limit: number,
  order: "autocomplete" | "suggest",
): Promise<FuzzyMatch[]> {
  const found = new Map<number, FuzzyMatch>();
  const vowels = vowelGuesses(typed);
  const key = /^[a-z]+$/.test(typed) ? metaphone(typed) : "";
  const add = (w: WordBrief, prefix: boolean) => {
    const s = score(typed, vowels, key, w);
    const old = found.get(w.id);
    if (!old || s < old.score) found.set(w.id, { ...w, score: s, prefix: prefix || (old?.prefix ?? false) });
  };
  const index = await wordIndex(db);
  if (order === "autocomplete") for (const w of index.prefix(typed, limit)) add(w, true);
  if (key !== "") {
    const len = typed.length;
    for (const w of index.shaped(typed[0]!, Math.max(1, len - 2), len + 2))
      if (spellingDistance(typed, w.word, 2) <= 2) add(w, false);
    for (const w of index.soundAlike(key, SOUND_CANDIDATES)) add(w, false);
  }
  const list = [...found.values()].filter((m) => order === "autocomplete" || m.word !== typed);
  list.sort((a, b) =>
    order === "autocomplete" && a.prefix !== b.prefix
      ? Number(b.prefix) - Number(a.prefix)
      : a.prefix && b.prefix
        ? Number(b.word === typed) - Number(a.word === typed) ||
          Number(a.ja_short === "") - Number(b.ja_short === "") ||
          a.common - b.common ||
          a.word.length - b.word.length
        : a.score - b.score || a.common - b.common || a.word.localeCompare(b.word),
  );
  return list.slice(0, limit);
}
