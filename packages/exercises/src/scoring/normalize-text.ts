/**
 * Text normalisation before comparing answers (spec §5): config replacements, full-width to
 * half-width, unified punctuation and quotes, collapsed spaces, trimmed, then case rules.
 */

/** Options of `normalizeText`. */
export interface NormalizeOptions {
  /** Compare case-sensitively (letters picked from tiles); default false. */
  caseSensitive?: boolean;
  /** Drop trailing . ! ? (students often omit the final period); default false. */
  ignoreTerminalPunctuation?: boolean;
  /** Config special_string_to_semiangle: one-to-one replacements applied first. */
  specialStringToSemiangle?: Readonly<Record<string, string>>;
}

/** Punctuation that is not in the full-width block but has an ASCII twin. */
const PUNCTUATION_MAP: Readonly<Record<string, string>> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u00B4": "'",
  "\u0060": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u3002": ".",
  "\uFF61": ".",
  "\u3001": ",",
  "\uFF64": ",",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u30FC": "-",
  "\u2026": "...",
  "\u300C": '"',
  "\u300D": '"',
};

/**
 * Converts full-width ASCII (U+FF01-U+FF5E) and the ideographic space to half-width.
 * @param text - any text
 * @returns the half-width text
 */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (ch) =>
    ch === "\u3000" ? " " : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}

/**
 * Replaces curly quotes, Japanese punctuation, dashes and ellipses with ASCII.
 * @param text - any text
 * @returns text with unified punctuation
 */
export function unifyPunctuation(text: string): string {
  let out = "";
  for (const ch of text) out += PUNCTUATION_MAP[ch] ?? ch;
  return out;
}

/**
 * Applies config special_string_to_semiangle replacements (every occurrence).
 * @param text - any text
 * @param map - replacements; invalid entries (empty keys, non-strings) are ignored
 * @returns the replaced text
 */
export function applySpecialStrings(text: string, map: Readonly<Record<string, string>> | undefined): string {
  if (!map) return text;
  let out = text;
  for (const [from, to] of Object.entries(map)) {
    if (from === "" || typeof to !== "string") continue;
    out = out.split(from).join(to);
  }
  return out;
}

/**
 * Collapses runs of whitespace (incl. tabs, newlines, NBSP) to one space and trims.
 * @param text - any text
 * @returns collapsed text
 */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/**
 * Normalises text for comparison. Steps: config map, half-width, punctuation, spaces around
 * punctuation (" ," → ","), collapse, trim, optional terminal punctuation, case.
 * @param text - the raw text
 * @param options - case and punctuation rules
 * @returns the comparable text
 */
export function normalizeText(text: string, options: NormalizeOptions = {}): string {
  let t = applySpecialStrings(text, options.specialStringToSemiangle);
  t = unifyPunctuation(toHalfWidth(t));
  t = collapseSpaces(t).replace(/ +([,.!?;:])/g, "$1");
  if (options.ignoreTerminalPunctuation) t = t.replace(/[.!?]+$/, "").trimEnd();
  return options.caseSensitive ? t : t.toLowerCase();
}

/**
 * Normalises typed letters (letter filling): curly quotes become straight, full-width becomes
 * half-width, spaces are trimmed; case is kept.
 * @param letter - a typed or picked letter
 * @returns the normalised letter
 */
export function normalizeLetter(letter: string): string {
  return unifyPunctuation(toHalfWidth(letter)).trim();
}
