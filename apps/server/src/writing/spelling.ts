import type { Token } from "./tokenize.ts";

type Speller = { correct: (w: string) => boolean; suggest: (w: string) => string[] };

let speller: Promise<Speller> | undefined;

/**
 * The shared nspell instance with the en-US Hunspell dictionary, loaded on first use (~0.25 s) and reused.
 * @returns the speller
 */
export function getSpeller(): Promise<Speller> {
  speller ??= (async () => {
    const [{ default: nspell }, { default: dictionary }] = await Promise.all([
      import("nspell"),
      import("dictionary-en"),
    ]);
    // dictionary-en gives Uint8Arrays; @types/nspell expects Buffers, which nspell only reads as text.
    return nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  })();
  return speller;
}

// Japanese words written in Latin letters (Haruto, Shibuya, Kyoto) follow the kana syllable pattern;
// a capitalised word that does, is taken as a name rather than a misspelling.
const ROMAJI = /^(?:(?:[kgsztdnhbpmr]y?|sh|ch|ts|j|f|w|y)?[aiueo]|n)+$/;
// Everyday loanwords and school words missing from the en-US dictionary.
const EXTRA_WORDS = new Set([
  "ok",
  "okay",
  "email",
  "e-mail",
  "youtube",
  "smartphone",
  "wifi",
  "bento",
  "manga",
  "anime",
  "sushi",
  "ramen",
  "onigiri",
  "karaoke",
  "judo",
  "kendo",
  "origami",
  "kimono",
  "yukata",
  "sumo",
  "mochi",
  "tempura",
  "udon",
  "soba",
  "takoyaki",
  "okonomiyaki",
  "matcha",
  "sensei",
  "kanji",
  "hiragana",
  "katakana",
  "emoji",
  "esports",
  "jpop",
  "j-pop",
  "kpop",
  "k-pop",
  ...`natto onsen senpai kotatsu taiko shogi kendama furoshiki gyoza miso tofu wasabi nori dango taiyaki yakisoba
  oden sukiyaki shabu-shabu karate kyudo aikido haiku ikebana bonsai tatami futon obento omikuji hanami matsuri obon
  juku`.split(/\s+/),
]);

/** A misspelt word with the dictionary's best correction ("" when it has none). */
export type Misspelling = { token: Token; suggestion: string; capitalisation: boolean };

/**
 * Finds misspelt words. Numbers, white-listed words (config white_list_words: names, places), capitalised
 * romaji names and all-caps abbreviations are accepted. A lower-case word that is only correct when
 * capitalised ("sunday", "english") is reported as a capitalisation problem instead.
 * @param words - word tokens of one sentence
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
  for (const token of words) {
    const w = token.text.replace(/’/g, "'");
    if (whiteList.has(token.lower) || EXTRA_WORDS.has(token.lower) || s.correct(w)) continue;
    if (/^[A-Z]{2,}s?$/.test(w)) continue;
    if (/^[A-Z]/.test(w) && (ROMAJI.test(token.lower) || s.correct(w.toLowerCase()))) continue;
    // "Ken's", "Tokyo's": check the word without the possessive.
    const stem = w.replace(/'s$/i, "");
    if (
      stem !== w &&
      (whiteList.has(stem.toLowerCase()) || s.correct(stem) || ROMAJI.test(stem.toLowerCase()))
    )
      continue;
    const capital = w.charAt(0).toUpperCase() + w.slice(1);
    if (/^[a-z]/.test(w) && s.correct(capital)) {
      out.push({ token, suggestion: capital, capitalisation: true });
      continue;
    }
    out.push({ token, suggestion: bestSuggestion(s, w, budget), capitalisation: false });
  }
  return out;
}

// nspell's suggest() costs ~10-300 ms per word and explodes in time and memory on very long "words"
// ("xxxx…"), so long words get no suggestion, each text gets a budget, and answers are cached.
const MAX_SUGGEST_LENGTH = 20;
const SUGGEST_BUDGET_PER_TEXT = 25;
const CACHE_LIMIT = 5000;
const suggestionCache = new Map<string, string>();

function bestSuggestion(s: Speller, word: string, budget: { left: number }): string {
  // Learners often drop the apostrophe: "dont", "im", "cant".
  const contraction = CONTRACTIONS[word.toLowerCase()];
  if (contraction) return contraction;
  const cached = suggestionCache.get(word);
  if (cached !== undefined) return cached;
  if (word.length > MAX_SUGGEST_LENGTH || budget.left <= 0) return "";
  budget.left--;
  const best = s.suggest(word)[0] ?? "";
  if (suggestionCache.size >= CACHE_LIMIT) suggestionCache.clear();
  suggestionCache.set(word, best);
  return best;
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
