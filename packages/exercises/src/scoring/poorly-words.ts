/**
 * Whether a poorly read word may be collected (spec §5): no apostrophe, not numeric, not
 * already collected, not in the config poorly_words blacklist. Comparison ignores case.
 * @param word - the word (surrounding punctuation is stripped)
 * @param ctx - collected words and the blacklist
 * @returns true when the word may be collected
 */
export function isPoorlyWordEligible(
  word: string,
  ctx: { collected?: Iterable<string>; blacklist?: Iterable<string> } = {},
): boolean {
  const w = cleanWord(word);
  if (w === "") return false;
  if (/['\u2019]/.test(w)) return false;
  if (/\d/.test(w)) return false;
  const key = w.toLowerCase();
  for (const c of ctx.collected ?? []) if (c.toLowerCase() === key) return false;
  for (const b of ctx.blacklist ?? []) if (b.toLowerCase() === key) return false;
  return true;
}

/**
 * Strips leading/trailing punctuation from a word.
 * @param word - a token
 * @returns the bare word
 */
export function cleanWord(word: string): string {
  return word.trim().replace(/^[^\p{L}\p{N}'\u2019]+|[^\p{L}\p{N}'\u2019]+$/gu, "");
}

/**
 * Splits poorly_words as stored (joined by "|") into distinct words.
 * @param joined - "a|b|c"
 * @returns the words, without empties or duplicates
 */
export function splitPoorlyWords(joined: string | null | undefined): string[] {
  return [
    ...new Set(
      (joined ?? "")
        .split("|")
        .map((w) => w.trim())
        .filter((w) => w !== ""),
    ),
  ];
}

/**
 * Filters poorly read words to the collectable ones and joins them with "|".
 * @param candidates - words from the evaluation
 * @param ctx - collected words and blacklist
 * @returns the poorly_words field value
 */
export function collectablePoorlyWords(
  candidates: readonly string[],
  ctx: { collected?: Iterable<string>; blacklist?: Iterable<string> } = {},
): string {
  const out: string[] = [];
  for (const c of candidates) {
    const w = cleanWord(c);
    if (isPoorlyWordEligible(w, ctx) && !out.some((o) => o.toLowerCase() === w.toLowerCase())) out.push(w);
  }
  return out.join("|");
}

/** The config lists (app/config) that decide which words are offered for practice. */
export interface PracticeWordLists {
  /** config poorly_words: numbers, articles, prepositions, pronouns, Japanese words… never offered */
  excluded?: Iterable<string>;
  /** config white_list_words: capitalised names that may be offered (first names, countries, weekdays…) */
  whiteList?: Iterable<string>;
}

/** A candidate word; `sentenceStart` when it opens a sentence (its capital letter says nothing then). */
export type PracticeCandidate = string | { text: string; sentenceStart?: boolean };

/**
 * The words to practise (練習したい語) and the poorly-read candidates, by the rules of spec §5 and the
 * config: no apostrophe, not numeric, not in config poorly_words (compared without case); a capitalised
 * word inside a sentence is taken for a name and kept only when white_list_words accepts it. Kept names
 * stay as written, other words are lower-cased; distinct, in order.
 * @param candidates - words from the evaluation (errorwords), with their sentence starts when known
 * @param lists - the config's poorly_words and white_list_words
 * @returns the words to offer
 */
export function practiceWords(
  candidates: readonly PracticeCandidate[],
  lists: PracticeWordLists = {},
): string[] {
  const lower = (xs: Iterable<string> | undefined) =>
    new Set([...(xs ?? [])].map((x) => x.trim().toLowerCase()));
  const excluded = lower(lists.excluded);
  const white = lower(lists.whiteList);
  const out: string[] = [];
  for (const c of candidates) {
    const word = cleanWord(typeof c === "string" ? c : c.text);
    const start = typeof c !== "string" && c.sentenceStart === true;
    const key = word.toLowerCase();
    if (!isPoorlyWordEligible(word, { blacklist: excluded })) continue;
    const capitalised = /^\p{Lu}/u.test(word) && word !== "I";
    if (capitalised && !start && !white.has(key)) continue;
    const kept = capitalised && white.has(key) ? word : key;
    if (!out.some((o) => o.toLowerCase() === key)) out.push(kept);
  }
  return out;
}
