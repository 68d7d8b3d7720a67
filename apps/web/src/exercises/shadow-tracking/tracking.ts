import { chatBotWords } from "@hibiki/exercises";
import type { ColouredWord, PhoneNote, WordMark } from "../speaking/evaluate-html.ts";

/** How far ahead in the text a heard word may match (the student skipped a few words). */
export const TRACKING_LOOKAHEAD = 4;

/** A word of the shown text with its comparison form ("" for a token without letters or digits). */
export type TextWord = { text: string; norm: string };

/**
 * Splits a shown text into words, keeping their punctuation for display.
 * @param text - the sentence as shown
 * @returns the words with their comparison form (lower case, no punctuation)
 */
export function textWords(text: string): TextWord[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => ({ text: t, norm: chatBotWords(t).join(" ") }));
}

/** Where the live text has got to: which words were heard, and the first word not reached yet. */
export type TrackingProgress = { heard: boolean[]; reached: number };

/**
 * Follows the student through the text with the words recognised so far: each heard word matches the
 * next equal text word at most TRACKING_LOOKAHEAD words ahead (so a skipped word does not stop the
 * tracking, and a misheard word does not jump to the end).
 * @param words - the text's words
 * @param recognized - the text recognised so far
 * @returns the heard flags and the reached position
 */
export function trackProgress(words: readonly TextWord[], recognized: string): TrackingProgress {
  const heard = words.map(() => false);
  let reached = 0;
  for (const h of chatBotWords(recognized)) {
    for (let j = reached; j < Math.min(words.length, reached + TRACKING_LOOKAHEAD); j++) {
      if (words[j]?.norm === h) {
        heard[j] = true;
        reached = j + 1;
        break;
      }
    }
  }
  return { heard, reached };
}

/**
 * A word of the word-list result: its evaluation mark, or null when the evaluation does not name it, and
 * the evaluated word's phone notes.
 */
export type ListedWord = { text: string; mark: WordMark | null; notes?: PhoneNote[] };

/**
 * The word list of the result: every word of the shown text with the mark and phone notes the evaluation
 * gave it (matched in order, a few words of slack), so punctuation and capitals of the text are kept.
 * @param text - the sentence as shown
 * @param evaluated - the evaluated words (parsed from evaluate_html)
 * @returns one entry per shown word
 */
export function wordListOf(text: string, evaluated: readonly ColouredWord[]): ListedWord[] {
  const marks = evaluated.map((w) => ({ norm: chatBotWords(w.text).join(" "), word: w }));
  let at = 0;
  return textWords(text).map((w) => {
    for (let k = at; k < Math.min(marks.length, at + TRACKING_LOOKAHEAD); k++) {
      if (w.norm !== "" && marks[k]?.norm === w.norm) {
        at = k + 1;
        const found = marks[k]?.word;
        return found?.notes
          ? { text: w.text, mark: found.mark, notes: found.notes }
          : { text: w.text, mark: found?.mark ?? null };
      }
    }
    return { text: w.text, mark: null };
  });
}
