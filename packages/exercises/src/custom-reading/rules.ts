// The rules of a custom reading text (spec §5 "Custom reading text": not empty, at most 50 characters, no
// special symbols, no full-width characters, no long runs of digits or symbols, no infringing content).
// The same code runs in the browser (the message under the field as the student types) and on the server
// (which decides, and adds the sensitive-words check, the duplicate check and the per-student limit).
//
// What the spec leaves open is decided here:
// - Normalisation first: the config's special_string_to_semiangle replacements (curly apostrophes and
//   double quotes, full-width ? and !) become ASCII, runs of spaces, tabs and line breaks become one space,
//   and the ends are trimmed. The stored text is this normalised form; the length is counted on it.
// - "Special symbols": a text may hold letters, digits, spaces and ordinary sentence punctuation
//   . , ! ? ' " - : ; ( ). Every other ASCII symbol (@ # $ % ^ & * _ = + < > / \ | ~ ` [ ] { }), ASCII
//   control characters and emoji (pictographs, flags, keycaps, skin tones, joiners) are special symbols.
// - "Full-width": any other character outside ASCII that is still there after the normalisation
//   (Japanese, full-width letters and digits, the ideographic space, accented letters).
// - "Long runs": 5 or more digits in a row (a year such as 2026 is fine), or 3 or more punctuation marks in
//   a row ("Wow!!!"). In a run, spaces, quotes and parentheses neither count nor break it, and an
//   ellipsis "..." counts as one mark, so `"Why?!"` and `Wait...` are fine.
// - The text must hold at least one English word (a letter a-z), so "123 !" is refused.
// Rules are checked in CUSTOM_READING_RULES order and the first broken one is reported.

/** Spec §9: a custom reading text holds at most 50 characters. */
export const CUSTOM_READING_MAX_CHARS = 50;
/** This many digits in a row are a long run (4 are fine: years). */
export const CUSTOM_READING_DIGIT_RUN = 5;
/** This many punctuation marks in a row are a long run ("..." counts as one). */
export const CUSTOM_READING_SYMBOL_RUN = 3;

/**
 * The spec's special_string_to_semiangle replacements (config): curly apostrophes and double quotes,
 * full-width question and exclamation marks to plain ASCII, applied before any rule.
 */
export const CUSTOM_READING_SEMIANGLE: Readonly<Record<string, string>> = {
  "\u2019": "'",
  "\u2018": "'",
  "\uFF1F": "?",
  "\uFF01": "!",
  "\u201C": '"',
  "\u201D": '"',
};

/** The rules in the order they are checked; each has its own error key `custom_reading_<rule>`. */
export const CUSTOM_READING_RULES = [
  "empty",
  "too_long",
  "special_symbol",
  "full_width",
  "digit_run",
  "symbol_run",
  "no_word",
] as const;
export type CustomReadingRule = (typeof CUSTOM_READING_RULES)[number];

/** The outcome of {@link checkCustomText}: the normalised text, and the first rule it breaks (if any). */
export type CustomTextCheck = { text: string; length: number } & (
  | { ok: true }
  | { ok: false; rule: CustomReadingRule }
);

/** Letters, digits, space and the sentence punctuation a text may hold. */
const ALLOWED_ASCII = /^[A-Za-z0-9 .,!?'"\-:;()]$/;
/** Emoji and their parts: pictographs, regional-indicator flags, skin tones, keycap, joiner, selectors. */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200D|\uFE0E|\uFE0F|\u20E3/u;
/** Marks that count in a run. */
const RUN_MARKS = new Set([".", ",", "!", "?", ":", ";", "-"]);
/** Characters that neither count in a run nor break it. */
const RUN_TRANSPARENT = new Set([" ", "'", '"', "(", ")"]);

/**
 * The form a custom reading text is checked and stored in: the semiangle replacements applied, runs of
 * ASCII spaces, tabs and line breaks made one space, the ends trimmed.
 * @param raw - what the student typed
 * @returns the normalised text
 */
export function normalizeCustomText(raw: string): string {
  let out = raw;
  for (const [from, to] of Object.entries(CUSTOM_READING_SEMIANGLE)) out = out.split(from).join(to);
  return out.replace(/[ \t\r\n]+/g, " ").trim();
}

/**
 * Characters of a text as the limit counts them (code points of the normalised text).
 * @param raw - what the student typed
 * @returns the count the 0/50 counter shows
 */
export function customTextLength(raw: string): number {
  return Array.from(normalizeCustomText(raw)).length;
}

/** Whether a character is a special symbol: an ASCII symbol or control character not allowed, or emoji. */
function isSpecial(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x80) return !ALLOWED_ASCII.test(ch);
  return EMOJI.test(ch);
}

/** The longest run of punctuation marks, "..." counted as one, spaces, quotes and parentheses skipped. */
function longestMarkRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (RUN_TRANSPARENT.has(ch)) continue;
    if (!RUN_MARKS.has(ch)) {
      run = 0;
      continue;
    }
    if (text.startsWith("...", i)) i += 2;
    run += 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * The first rule a normalised text breaks.
 * @param text - a normalised text
 * @returns the rule, or null when the text is fine
 */
function brokenRule(text: string): CustomReadingRule | null {
  const chars = Array.from(text);
  if (chars.length === 0) return "empty";
  if (chars.length > CUSTOM_READING_MAX_CHARS) return "too_long";
  if (chars.some(isSpecial)) return "special_symbol";
  if (chars.some((ch) => (ch.codePointAt(0) ?? 0) >= 0x80)) return "full_width";
  if (new RegExp(`[0-9]{${CUSTOM_READING_DIGIT_RUN},}`).test(text)) return "digit_run";
  if (longestMarkRun(text) >= CUSTOM_READING_SYMBOL_RUN) return "symbol_run";
  if (!/[A-Za-z]/.test(text)) return "no_word";
  return null;
}

/**
 * Checks a custom reading text against the rules (not the sensitive words, the duplicates or the limit:
 * the server checks those).
 * @param raw - what the student typed
 * @returns the normalised text, its length and ok, or the first rule broken
 */
export function checkCustomText(raw: string): CustomTextCheck {
  const text = normalizeCustomText(raw);
  const length = Array.from(text).length;
  const rule = brokenRule(text);
  return rule === null ? { text, length, ok: true } : { text, length, ok: false, rule };
}

/**
 * The words of a text (letters, digits and apostrophes), for its word count.
 * @param text - a normalised text
 * @returns how many words it has
 */
export function customTextWordCount(text: string): number {
  return text.match(/[A-Za-z0-9]+(?:'[A-Za-z]+)*/g)?.length ?? 0;
}

/**
 * How the speech engine reads a text: one word as a word, several sentences as a passage, else a sentence.
 * @param text - a normalised text
 * @returns read_word, read_chapter or read_sentence
 */
export function customTextCategory(text: string): "read_word" | "read_sentence" | "read_chapter" {
  if (customTextWordCount(text) <= 1) return "read_word";
  // A sentence end followed by more words: several sentences.
  return /[.!?]["')]*\s+["'(]*[A-Za-z0-9]/.test(text) ? "read_chapter" : "read_sentence";
}

/**
 * The key two texts are the same by (duplicates are refused): the normalised text in lower case.
 * @param text - a normalised text
 * @returns the key
 */
export function customTextKey(text: string): string {
  return text.toLowerCase();
}
