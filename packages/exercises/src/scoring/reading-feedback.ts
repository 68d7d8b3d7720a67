import { READING_FAST_WPM, READING_SLOW_WPM } from "../constants.ts";

/** Reading-speed feedback categories (spec §5). */
export type ReadingFeedback = "faster" | "average" | "slower" | "read_more";

/**
 * Words per minute.
 * @param wordsRead - words read
 * @param seconds - reading time
 * @returns wpm (0 when the time is not positive)
 */
export function wordsPerMinute(wordsRead: number, seconds: number): number {
  return seconds > 0 ? (wordsRead * 60) / seconds : 0;
}

/**
 * Reading-speed feedback: above 120 wpm faster than average, 80-120 average, below 80 slower;
 * under half of the text read asks the student to read at least half.
 * @param input - words read, words in the text, seconds
 * @returns the category and the wpm
 */
export function readingSpeedFeedback(input: { wordsRead: number; totalWords: number; seconds: number }): {
  feedback: ReadingFeedback;
  wpm: number;
} {
  const wpm = Math.round(wordsPerMinute(input.wordsRead, input.seconds));
  if (input.totalWords > 0 && input.wordsRead < input.totalWords / 2) return { feedback: "read_more", wpm };
  if (wpm > READING_FAST_WPM) return { feedback: "faster", wpm };
  if (wpm >= READING_SLOW_WPM) return { feedback: "average", wpm };
  return { feedback: "slower", wpm };
}
