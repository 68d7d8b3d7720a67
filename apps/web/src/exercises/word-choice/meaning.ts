/**
 * The meaning to show under a word-choice prompt, or undefined when it only repeats the prompt (content often
 * sets `mean` to the same Japanese word the question shows: 「黒板」 / 「黒板」).
 * @param item - the prompt (screen_text) and its meaning
 * @returns the meaning worth a line of its own
 */
export function extraMeaning(item: { screen_text: string; mean?: string | undefined }): string | undefined {
  const mean = item.mean?.trim();
  if (!mean) return undefined;
  return norm(mean) === norm(item.screen_text) ? undefined : mean;
}

/**
 * Whether a text is Japanese (kana or kanji), for its `lang` attribute: a word-choice prompt is the English
 * word or its Japanese meaning.
 * @param text - the prompt
 * @returns "ja" or "en"
 */
export function promptLang(text: string): "ja" | "en" {
  return /[\u3040-\u30ff\u3400-\u9fff]/.test(text) ? "ja" : "en";
}

/** Compared without spaces and case (full-width and half-width alike). */
function norm(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
}
