import type { WordTestType } from "@hibiki/contracts";
import { normalizeText, type Resource } from "@hibiki/exercises";

/**
 * Word-test items built from a word list (pure, deterministic): which prompt, which options, which
 * answer is right. Stored with the test so later catalogue changes do not alter a running test.
 */

/** One word of a list. */
export type Word = { question_id: string; word: string; mean: string; audio_file: string };

/** A stored item with its answer key. */
export type StoredItem = {
  question_id: string;
  index: number;
  test_type: "choose" | "typing" | "reading";
  screen_text: string;
  options: Array<{ index: number; content: string }>;
  /** choose: the right option index; else -1 */
  correct_index: number;
  word: string;
  mean: string;
  audio_url: string;
};

/** Reading items count as right from this speech percent. */
export const READING_PASS_PERCENT = 60;
const OPTION_COUNT = 4;

/**
 * The words of a word-choice resource: the English word (screen_en_text, else the right option) and
 * its meaning (mean, else screen_text).
 * @returns words in resource order (items without an English word are skipped)
 */
export function wordsOf(resource: Resource): Word[] {
  const out: Word[] = [];
  for (const raw of resource.items as Array<Record<string, unknown>>) {
    const right = Array.isArray(raw.answers)
      ? (raw.answers as Array<{ content?: string; correct?: boolean }>).find((a) => a.correct)?.content
      : undefined;
    const word = String(raw.screen_en_text ?? right ?? "").trim();
    const mean = String(raw.mean ?? raw.screen_text ?? "").trim();
    if (!word || !mean || typeof raw.question_id !== "string") continue;
    out.push({ question_id: raw.question_id, word, mean, audio_file: String(raw.audio_file ?? "") });
  }
  return out;
}

/** The item kind of position i for a word-test type (type 5 rotates through 1-3). */
function kindAt(type: WordTestType, i: number): 1 | 2 | 3 | 4 {
  return type === 5 ? (((i % 3) + 1) as 1 | 2 | 3) : type;
}

/**
 * Builds the test items. Distractors are the other words of the list (the next ones, cyclically); the
 * right option's position moves with the item index so it is not always first.
 * @param words - the chosen words (at least 2 for choice types)
 * @param type - word-test type 1-5
 * @param audioUrl - maps a word's audio_file to a URL
 * @returns the items
 */
export function buildItems(
  words: Word[],
  type: WordTestType,
  audioUrl: (file: string) => string,
): StoredItem[] {
  return words.map((w, i) => {
    const kind = kindAt(type, i);
    const base = {
      question_id: w.question_id,
      index: i,
      word: w.word,
      mean: w.mean,
      audio_url: w.audio_file ? audioUrl(w.audio_file) : "",
    };
    if (kind === 3)
      return { ...base, test_type: "typing", screen_text: w.mean, options: [], correct_index: -1 };
    if (kind === 4)
      return { ...base, test_type: "reading", screen_text: w.word, options: [], correct_index: -1 };
    const field = kind === 1 ? "mean" : "word";
    const others = words.filter((o) => o.question_id !== w.question_id && o[field] !== w[field]);
    const picked = Array.from(
      { length: Math.min(OPTION_COUNT - 1, others.length) },
      (_, k) => others[(i + k) % others.length]!,
    );
    const contents = picked.map((o) => o[field]);
    const at = i % (contents.length + 1);
    contents.splice(at, 0, w[field]);
    return {
      ...base,
      test_type: "choose",
      screen_text: kind === 1 ? w.word : w.mean,
      options: contents.map((content, index) => ({ index, content })),
      correct_index: at,
    };
  });
}

/**
 * Scores one answer against a stored item.
 * @param answer - choose: option index as text; typing: the typed word; reading: uses percent
 * @param percent - reading: the speech service's 0-100 score
 * @returns whether it is right, the answer as text, and the right answer's text
 */
export function scoreItem(
  item: StoredItem,
  answer: string | undefined,
  percent: number | undefined,
): { isRight: boolean; answerText: string; correct: string } {
  if (item.test_type === "choose") {
    const idx = Number(answer);
    const chosen = item.options.find((o) => o.index === idx);
    return {
      isRight: Number.isInteger(idx) && idx === item.correct_index,
      answerText: chosen?.content ?? "",
      correct: item.options.find((o) => o.index === item.correct_index)?.content ?? "",
    };
  }
  if (item.test_type === "typing") {
    const opts = { ignoreTerminalPunctuation: true };
    const typed = answer ?? "";
    return {
      isRight: typed.trim() !== "" && normalizeText(typed, opts) === normalizeText(item.word, opts),
      answerText: typed,
      correct: item.word,
    };
  }
  return {
    isRight: (percent ?? 0) >= READING_PASS_PERCENT,
    answerText: String(percent ?? 0),
    correct: item.word,
  };
}
