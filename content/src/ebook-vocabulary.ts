import { expandContraction, lemmaCandidates } from "@hibiki/exercises";
import { EBOOK_CEFR, type EbookCefr } from "./ebook-schema.ts";

/**
 * The vocabulary rule of the e-books: words above a book's CEFR-J band (or not in the CEFR-J Wordlist at
 * all) stay under 5% of its running words. Exempt: names (capitalised words seen away from a sentence
 * start anywhere in the book, and the speakers' names), numbers, the book's glossary words and a few
 * interjections (oh, wow, hmm: the Wordlist leaves them out). A contraction is checked by its parts
 * (don't → do + not, Ken's → Ken); a hyphenated word whole when the Wordlist has it (T-shirt), else by
 * its parts (well-known → well + known). Inflections are undone with the exercises package's
 * lemmaCandidates (went → go, stories → story), plus -ly adverbs and -er/-est of listed words.
 */

/** Share of running words above the band that a book must stay under. */
export const OFF_LEVEL_LIMIT = 0.05;

/** Interjections the Wordlist does not list; they carry no vocabulary load. */
const INTERJECTIONS = new Set(
  "oh ah aha ahh wow hmm hm um umm uh oops ouch yay ha haha hee shh psst ugh hooray phew whoa eh mm ooh er yum".split(
    " ",
  ),
);
const CARDINALS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion".split(
    " ",
  );
const ORDINALS: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};
/** Number words (cardinal and ordinal, singular and plural): numbers are exempt however they are written. */
const NUMBER_WORDS = new Set(
  CARDINALS.flatMap((c) => {
    const ordinal = ORDINALS[c] ?? (c.endsWith("y") ? `${c.slice(0, -1)}ieth` : `${c}th`);
    return [c, `${c}s`, ordinal, `${ordinal}s`];
  }),
);

/** Abbreviations whose period does not end a sentence ("Mr. Tanaka" is a name, not a sentence start). */
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "prof", "mt"]);

/** A word of the text: a number, or letters with inner apostrophes and hyphens (don't, T-shirt). */
const WORD =
  /\d[\d,.:]*\d(?:st|nd|rd|th|s)?|\d(?:st|nd|rd|th|s)?|\p{L}[\p{L}\p{M}]*(?:['-]\p{L}[\p{L}\p{M}]*)*'?/gu;

/** One running word of a line. */
export interface TextWord {
  /** as written (straight apostrophes) */
  surface: string;
  /** first word of a sentence (line start, after . ! ? : or an opening quote) */
  sentenceStart: boolean;
}

/**
 * Splits a line into its running words, marking the ones that start a sentence.
 * @param text - one line of a book
 * @returns the words in order
 */
export function textWords(text: string): TextWord[] {
  const plain = text.replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"');
  const out: TextWord[] = [];
  let last = 0;
  let previous = "";
  for (const m of plain.matchAll(WORD)) {
    const gap = plain.slice(last, m.index);
    const afterAbbreviation = ABBREVIATIONS.has(previous.toLowerCase()) && /^\.\s*$/.test(gap);
    const sentenceStart = out.length === 0 || (/[.!?:"]/.test(gap) && !afterAbbreviation);
    out.push({ surface: m[0], sentenceStart });
    last = m.index + m[0].length;
    previous = m[0];
  }
  return out;
}

const rank = (level: string | undefined): number =>
  level === undefined ? Number.POSITIVE_INFINITY : EBOOK_CEFR.indexOf(level as EbookCefr);

/**
 * Derived forms the Wordlist may leave out: -ly adverbs (happily → happy) and -er/-est of listed words
 * (colder → cold, nicest → nice, bigger → big).
 * @param w - a lower-case word
 * @returns candidate bases
 */
function derivedBases(w: string): string[] {
  const out: string[] = [];
  if (w.endsWith("ly") && w.length > 4) {
    const stem = w.slice(0, -2);
    out.push(stem, `${stem}e`);
    if (stem.endsWith("i")) out.push(`${stem.slice(0, -1)}y`);
    if (stem.endsWith("al")) out.push(stem.slice(0, -2));
  }
  const suffix = w.endsWith("est") ? 3 : w.endsWith("er") ? 2 : 0;
  if (suffix > 0 && w.length > suffix + 2) {
    const stem = w.slice(0, -suffix);
    out.push(stem, `${stem}e`);
    if (stem.endsWith("i")) out.push(`${stem.slice(0, -1)}y`);
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) out.push(stem.slice(0, -1));
  }
  return out;
}

/**
 * The lowest CEFR-J level of a word's readings (the word itself, its lemmas, then derived bases).
 * @param word - a lower-case word without contraction
 * @param levels - CEFR-J level by lower-cased headword (parseCefrLevels)
 * @returns the level, or undefined when the Wordlist has none of them
 */
export function wordLevel(word: string, levels: ReadonlyMap<string, string>): string | undefined {
  let best: string | undefined;
  const consider = (c: string) => {
    const l = levels.get(c);
    if (l !== undefined && rank(l) < rank(best)) best = l;
  };
  consider(word);
  for (const c of lemmaCandidates(word)) consider(c);
  if (best === undefined) for (const c of derivedBases(word)) consider(c);
  return best;
}

const phraseCache = new WeakMap<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();

/**
 * The Wordlist with the words of its phrases ("according to" B1 → according B1) added where the word has
 * no entry of its own: a book's text is checked word by word.
 * @param levels - level by headword
 * @returns the extended map (cached per map)
 */
export function withPhraseWords(levels: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const hit = phraseCache.get(levels);
  if (hit) return hit;
  const out = new Map(levels);
  for (const [head, level] of levels)
    if (head.includes(" "))
      for (const part of head.split(" "))
        if (!levels.has(part) && rank(level) < rank(out.get(part))) out.set(part, level);
  phraseCache.set(levels, out);
  return out;
}

/** A word above the band, with how often it occurs. */
export interface OffLevelWord {
  /** its lemma (lower case) */
  word: string;
  /** its CEFR-J level, or null when the Wordlist does not list it */
  level: string | null;
  count: number;
  /** where it first occurs */
  page: number;
  line: number;
}

/** The vocabulary check of one book. */
export interface VocabularyReport {
  running_words: number;
  off_level_count: number;
  /** off_level_count / running_words */
  share: number;
  passes: boolean;
  /** most frequent first */
  words: OffLevelWord[];
}

/** What the check needs of a book. */
export interface VocabularyInput {
  cefr: EbookCefr;
  speakers: readonly string[];
  glossary: readonly string[];
  /** pages of lines (text only) */
  pages: readonly (readonly string[])[];
}

/**
 * Checks a book's words against its band.
 * @param book - the band, names, glossary and text
 * @param wordlist - CEFR-J level by lower-cased headword (parseCefrLevels)
 * @returns the running-word count and the words above the band
 */
export function checkVocabulary(
  book: VocabularyInput,
  wordlist: ReadonlyMap<string, string>,
): VocabularyReport {
  const band = rank(book.cefr);
  const levels = withPhraseWords(wordlist);
  const lines = book.pages.map((page) => page.map(textWords));
  const names = new Set<string>();
  for (const s of book.speakers)
    for (const part of s.split(/[\s.]+/)) if (part) names.add(part.toLowerCase());
  for (const page of lines)
    for (const line of page)
      for (const w of line)
        if (!w.sentenceStart && /^\p{Lu}/u.test(w.surface))
          names.add(expandContraction(w.surface.toLowerCase())[0] ?? "");
  const glossary = new Set<string>();
  for (const g of book.glossary)
    for (const part of g.toLowerCase().split(/[\s-]+/))
      for (const c of [part, ...lemmaCandidates(part)]) glossary.add(c);

  const found = new Map<string, OffLevelWord>();
  let running = 0;
  let off = 0;
  const isOff = (part: string, capitalised: boolean): { key: string; hit: OffLevelWord } | null => {
    // numbers, single letters (plan B, the letter x) and interjections carry no vocabulary load
    if (/^\d/.test(part) || part.length < 2 || INTERJECTIONS.has(part) || NUMBER_WORDS.has(part)) return null;
    const level = wordLevel(part, levels);
    if (rank(level) <= band) return null;
    if (capitalised && names.has(part)) return null;
    if (glossary.has(part) || lemmaCandidates(part).some((c) => glossary.has(c))) return null;
    // Forms of one lemma count together; an unlisted word is shown as first written (rehearsed, not the
    // guessed lemma "rehears").
    const key = lemmaCandidates(part)[0] ?? part;
    const word =
      level === undefined ? part : (lemmaCandidates(part).find((c) => levels.get(c) === level) ?? part);
    return { key, hit: { word, level: level ?? null, count: 0, page: 0, line: 0 } };
  };
  lines.forEach((page, p) => {
    page.forEach((line, l) => {
      for (const w of line) {
        running++;
        const lower = w.surface.toLowerCase();
        const capitalised = /^\p{Lu}/u.test(w.surface);
        // A hyphenated word the Wordlist lists (T-shirt) is one word; otherwise each part is checked.
        const parts = expandContraction(lower).flatMap((part) =>
          part.includes("-") && rank(wordLevel(part, levels)) > band ? part.split("-") : [part],
        );
        const hits = parts.map((part, i) => isOff(part, capitalised && i === 0)).filter((h) => h !== null);
        if (hits.length === 0) continue;
        off++;
        for (const { key, hit } of hits) {
          const seen = found.get(key) ?? { ...hit, page: p + 1, line: l + 1 };
          seen.count++;
          found.set(key, seen);
        }
      }
    });
  });
  const share = running === 0 ? 0 : off / running;
  return {
    running_words: running,
    off_level_count: off,
    share,
    passes: share < OFF_LEVEL_LIMIT,
    words: [...found.values()].sort((a, b) => b.count - a.count || a.word.localeCompare(b.word)),
  };
}

/**
 * Advice on a book's glossary (not an error): entries the text never uses.
 * @param book - the glossary and text
 * @returns one sentence per entry worth a look
 */
export function glossaryNotes(book: VocabularyInput): string[] {
  const used = new Set<string>();
  for (const page of book.pages)
    for (const line of page)
      for (const w of textWords(line))
        for (const part of expandContraction(w.surface.toLowerCase()).flatMap((p) => p.split("-")))
          for (const c of [part, ...lemmaCandidates(part)]) used.add(c);
  const notes: string[] = [];
  for (const entry of book.glossary) {
    const parts = entry.toLowerCase().split(/[\s-]+/);
    if (!parts.every((p) => used.has(p) || lemmaCandidates(p).some((c) => used.has(c))))
      notes.push(`glossary "${entry}" does not occur in the text`);
  }
  return notes;
}
