import { toHalfWidth, unifyPunctuation } from "../normalize-text.ts";

/**
 * Splits an answer (typed, or recognised speech) into sentences of surface words: lower-case, full-width
 * and curly quotes unified, punctuation removed, sentence boundaries (. ! ? ; and line breaks) kept.
 * Contractions are NOT expanded here (answerTokens does that), so the words are the ones the student
 * said: "I'm" is one word.
 */

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /\b(mr|mrs|ms|dr|st|prof|mt|jr|sr|vs|etc)\./g;

/** A word: a clock time, a number (1000, 3.5, 2nd), or letters with inner apostrophes (o'clock, don't). */
const WORD = /\d{1,2}:\d{2}|\d+(?:\.\d+)?(?:st|nd|rd|th)?|[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*'?/gu;

/** Sentence boundaries: . ! ? ; (not a decimal point) and line breaks. */
const BOUNDARY = /[.!?;]+(?!\d)|\n+/;

/**
 * Unifies the raw text before splitting: case, full-width, quotes, a.m./p.m., abbreviations, digit
 * group commas (1,000 → 1000), hyphens (twenty-one → twenty one).
 * @param text - the raw answer
 * @returns the prepared text
 */
function prepare(text: string): string {
  return unifyPunctuation(toHalfWidth(text))
    .toLowerCase()
    .replace(/\r\n?/g, "\n")
    .replace(/\b([ap])\.\s?m\.?(?=\s|$|[,!?;])/g, "$1m")
    .replace(ABBREVIATIONS, "$1")
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ");
}

/**
 * Splits an answer into sentences of surface words.
 * @param text - the raw answer
 * @returns one array of words per non-empty sentence
 */
export function splitAnswer(text: string): string[][] {
  const out: string[][] = [];
  for (const part of prepare(text).split(BOUNDARY)) {
    const words = (part.match(WORD) ?? []).map((w) => w.replace(/'+$/, ""));
    if (words.length > 0) out.push(words);
  }
  return out;
}

/**
 * Whether the answer marks its sentences (. ! ? ; or a line break between words). Recognised speech has
 * none, so element evidence must then fit a window of words instead of a sentence.
 * @param text - the raw answer
 * @returns true when the text has sentence punctuation
 */
export function hasSentencePunctuation(text: string): boolean {
  return /[.!?;](?!\d)/.test(prepare(text)) || splitAnswer(text).length > 1;
}

/**
 * The student's words (surface forms, contractions kept whole: "I'm" is one word).
 * @param text - the raw answer
 * @returns the words in order
 */
export function answerWords(text: string): string[] {
  return splitAnswer(text).flat();
}

/**
 * Number of words of an answer (see answerWords): punctuation and symbols are not words.
 * @param text - the raw answer
 * @returns the word count
 */
export function answerWordCount(text: string): number {
  return answerWords(text).length;
}
