import { SENSITIVE_WORDS_MAX_CHARS } from "@hibiki/contracts/writing";
import { BadRequest } from "../../errors.ts";
import { ENGLISH_SENSITIVE, JAPANESE_SENSITIVE } from "./word-list.ts";

/** Result of {@link filterSensitiveWords}: the masked text and the list entries that matched. */
export type SensitiveWordsResult = { words: string; found: string[] };

/** Folds one character for matching: NFKC (full-width → half-width), lower case, katakana → hiragana. */
function fold(ch: string): string {
  return ch
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
}

/**
 * The folded text plus, for each of its UTF-16 units, the index of the original character it came from.
 * A half-width kana and its voicing mark (ｻﾞ) fold together into one character (ざ); both get masked.
 */
function foldWithMap(text: string): { folded: string; origin: number[]; chars: string[] } {
  const chars = Array.from(text);
  let folded = "";
  const origin: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    let unit = chars[i] ?? "";
    while (/[\uff9e\uff9f]/.test(chars[i + 1] ?? "")) unit += chars[++i];
    const f = fold(unit);
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
  }
  return { folded, origin, chars };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Matcher = { entry: string; re: RegExp };

function buildMatchers(): Matcher[] {
  const out: Matcher[] = [];
  for (const entry of Object.values(ENGLISH_SENSITIVE).flat()) {
    const body = entry.split(" ").map(escapeRegExp).join("\\s+");
    // Letters or digits on either side mean the entry is part of a longer word: "class", "assignment".
    out.push({ entry, re: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, "g") });
  }
  for (const entry of Object.values(JAPANESE_SENSITIVE).flat()) {
    out.push({ entry, re: new RegExp(escapeRegExp(Array.from(entry).map(fold).join("")), "g") });
  }
  return out;
}

let matchers: Matcher[] | undefined;

/**
 * Masks sensitive words (original English and Japanese list): English as whole words only (no hit on
 * "class" for "ass"), Japanese anywhere in the text; both case-, width- and kana-insensitive. Each masked
 * character becomes "*", so the text keeps its length in characters.
 * @param text - any user text (at most SENSITIVE_WORDS_MAX_CHARS characters)
 * @returns the masked text and the list entries found (each once, in list order)
 * @throws AppError 400 (bad_request) when text is not a string or too long
 */
export function filterSensitiveWords(text: string): SensitiveWordsResult {
  if (typeof text !== "string") throw BadRequest("bad_request", "words must be a string.");
  if (text.length > SENSITIVE_WORDS_MAX_CHARS) {
    throw BadRequest("bad_request", `words is too long (at most ${SENSITIVE_WORDS_MAX_CHARS} characters).`);
  }
  matchers ??= buildMatchers();
  const { folded, origin, chars } = foldWithMap(text);
  const masked = new Array<boolean>(chars.length).fill(false);
  const found: string[] = [];
  for (const { entry, re } of matchers) {
    re.lastIndex = 0;
    let hit = false;
    for (const m of folded.matchAll(re)) {
      hit = true;
      // The first unit may have merged a voicing mark: step back to its first character.
      let from = origin[m.index] ?? 0;
      while (from > 0 && /[\uff9e\uff9f]/.test(chars[from] ?? "")) from--;
      const to = origin[m.index + m[0].length - 1] ?? from;
      for (let i = from; i <= to; i++) if (!/\s/.test(chars[i] ?? "")) masked[i] = true;
    }
    if (hit) found.push(entry);
  }
  const words = chars.map((ch, i) => (masked[i] ? "*" : ch)).join("");
  return { words, found };
}
