/** A sentence of the checked text with its offset (UTF-16 index of its first character in the text). */
export type Sentence = { text: string; start: number };

/** A word, number or punctuation mark of one sentence, with inclusive start and exclusive end offsets. */
export type Token = {
  text: string;
  lower: string;
  start: number;
  end: number;
  kind: "word" | "number" | "punct";
};

// Titles and Latin abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set(["mr", "mrs", "ms", "dr", "st", "mt", "prof", "etc", "vs", "jr", "sr", "no"]);
// Titles always stand before a name, even after "and": "Mr. and Mrs. Brown".
const TITLES = new Set(["mr", "mrs", "ms", "dr", "prof"]);

/**
 * Splits a text into sentences on . ! ? (and the Japanese 。！？) followed by space or the end, and on blank
 * lines (single line breaks are wraps); "Mr." and "a.m." style abbreviations do not end a sentence.
 * @param text - the whole essay
 * @returns the non-blank sentences, trimmed, with their offsets in `text`
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body, start: start + lead });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    // A blank line ends a paragraph (and a title); a single line break is a wrap inside a sentence.
    if (ch === "\n") {
      if (/^\s*\n/.test(text.slice(i + 1))) push(i);
      continue;
    }
    if (!/[.!?。！？]/.test(ch)) continue;
    let j = i;
    while (j + 1 < text.length && /[.!?。！？"'”’)]/.test(text[j + 1] as string)) j++;
    const next = text[j + 1];
    const japaneseStop = /[。！？]/.test(ch);
    if (next !== undefined && !/\s/.test(next) && !japaneseStop) continue;
    if (ch === "." && isAbbreviation(text, i)) continue;
    push(j + 1);
    i = j;
  }
  push(text.length);
  return out;
}

function isAbbreviation(text: string, dot: number): boolean {
  const m = /([A-Za-z]+)$/.exec(text.slice(Math.max(0, dot - 6), dot));
  if (!m?.[1]) return false;
  const word = m[1].toLowerCase();
  // "a.m." / "p.m.": a single letter after another dot.
  if (word.length === 1 && text[dot - 2] === ".") return true;
  const after = text.slice(dot + 1).trimStart();
  // "No." only abbreviates before a number ("No. 5"); otherwise "I said no." ends a sentence.
  if (word === "no") return /^\d/.test(after);
  if (TITLES.has(word) && /^(and|&)\s/.test(after)) return true;
  return ABBREVIATIONS.has(word) && /^[A-Z0-9]/.test(after);
}

// Letters include Latin-1 accented ones, so "café", "Pokémon" and "Zoë" stay whole words.
const TOKEN_RE =
  /([A-Za-zÀ-ÖØ-öø-ÿĀ-ž]+(?:['’][A-Za-zÀ-ÖØ-öø-ÿĀ-ž]+)*)|(\d+(?:[.,:]\d+)*(?:st|nd|rd|th|s)?)|([^\sA-Za-zÀ-ÖØ-öø-ÿĀ-ž\d])/g;

/**
 * Splits one sentence into words (with inner apostrophes: "don't"; accented letters: "café"), numbers and
 * punctuation marks.
 * @param sentence - one sentence
 * @returns the tokens in order with their offsets in `sentence`
 */
export function tokenize(sentence: string): Token[] {
  const out: Token[] = [];
  for (const m of sentence.matchAll(TOKEN_RE)) {
    const text = m[0];
    const kind = m[1] ? "word" : m[2] ? "number" : "punct";
    const start = m.index ?? 0;
    out.push({ text, lower: text.toLowerCase().replace(/’/g, "'"), start, end: start + text.length, kind });
  }
  return out;
}

/**
 * The words of a text (tokens that contain letters), lower-cased, for counting and vocabulary measures.
 * @param text - any text
 * @returns lower-case words in order
 */
export function wordsOf(text: string): string[] {
  return tokenize(text)
    .filter((t) => t.kind === "word")
    .map((t) => t.lower);
}
