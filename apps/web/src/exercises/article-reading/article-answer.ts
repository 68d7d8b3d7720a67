import {
  type BaseAnswer,
  chapterReadingTotal,
  percentOfTotal,
  type ReadingFeedback,
  readingSpeedFeedback,
} from "@hibiki/exercises";
import { parseEvaluateHtml } from "../speaking/evaluate-html.ts";

/** Article-reading practice types of the spec: sentence by sentence (1) and the whole text (2). */
export const PRACTICE_SENTENCE = 1;
export const PRACTICE_FULL = 2;

/** How the student reads the article. */
export type ArticleMode = "sentence" | "full";

/**
 * The whole article as one text: the items' sentences in order, joined by spaces.
 * @param items - the article's items
 * @returns the text the engine scores in whole-text mode
 */
export function wholeTextOf(
  items: readonly { screen_en_text: string; evaluate_text?: string | undefined }[],
) {
  return items
    .map((it) => (it.evaluate_text ?? it.screen_en_text).trim())
    .filter((s) => s !== "")
    .join(" ");
}

/**
 * Number of words in a text (whitespace-separated tokens).
 * @param text - any text
 * @returns the word count
 */
export function wordCount(text: string): number {
  const t = text.trim();
  return t === "" ? 0 : t.split(/\s+/).length;
}

/**
 * The mode an answer was recorded in (practice_type 2 is the whole text), or null when it has none.
 * @param answer - a stored answer, if any
 * @returns the mode
 */
export function modeOfAnswer(answer: BaseAnswer | undefined): ArticleMode | null {
  if (!answer || answer.practice_type === undefined) return null;
  return Number(answer.practice_type) === PRACTICE_FULL ? "full" : "sentence";
}

/**
 * The whole-text answer: practice_type 2, the full text, and the chapter total (spec §9: the mean of
 * accuracy, fluency, integrity and total) as total_score / score / percent_score.
 * @param answer - the recording payload the cycle built (read_chapter)
 * @param fullText - the article text
 * @returns the answer to post
 */
export function toChapterAnswer(answer: BaseAnswer, fullText: string): BaseAnswer {
  if (answer.is_skipped === 1) return { ...answer, practice_type: PRACTICE_FULL };
  const total = chapterReadingTotal({
    accuracy_score: answer.accuracy_score ?? 0,
    fluency_score: answer.fluency_score ?? 0,
    integrity_score: answer.integrity_score ?? 0,
    total_score: answer.total_score ?? 0,
  });
  return {
    ...answer,
    practice_type: PRACTICE_FULL,
    full_text: fullText,
    total_score: total,
    score: total,
    percent_score: percentOfTotal(total),
  };
}

/**
 * Reading-speed feedback of a whole-text answer (spec §5): words read are the coloured words that were not
 * omitted; under half of the text asks for at least half, else >120 / 80-120 / <80 words per minute.
 * @param answer - the stored whole-text answer
 * @param totalWords - words in the article
 * @returns the category and wpm, or null without a duration or coloured words
 */
export function articleFeedback(
  answer: BaseAnswer,
  totalWords: number,
): { feedback: ReadingFeedback; wpm: number } | null {
  const words = parseEvaluateHtml(answer.evaluate_html);
  const seconds = answer.record_duration ?? 0;
  if (words.length === 0 || seconds <= 0) return null;
  const wordsRead = words.filter((w) => w.mark !== "omitted").length;
  return readingSpeedFeedback({ wordsRead, totalWords, seconds });
}
