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
