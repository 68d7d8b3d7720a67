import type { StudyWord, StudyWordChallengeItem } from "@hibiki/contracts";
import { blankSentence, buildChoices, pickExercise, seedOf } from "@hibiki/exercises/study-word";
import type { Book } from "./books.ts";
import type { ProgressRow } from "./repository.ts";

/**
 * A word as a playable item: the exercise the picker gives it (@hibiki/exercises/study-word pickExercise)
 * with its choices, blanked sentence or accepted spellings. The same word gets the same item all day.
 * @param word - the word
 * @param book - the plan's book (wrong choices come from it, or from its pool: a short word list's)
 * @param row - the word's progress in the plan (undefined: new)
 * @param day - today (Japan)
 * @param opts.lastWrong - force the after-a-mistake exercise (the wrong-topic list)
 */
export function challengeItem(
  word: StudyWord,
  book: Book,
  row: ProgressRow | undefined,
  day: string,
  opts: { lastWrong?: boolean } = {},
): StudyWordChallengeItem {
  const reps = row?.reps ?? 0;
  const exercise = pickExercise({
    word,
    reps,
    lastWrong: opts.lastWrong ?? (row ? row.last_right === 0 : false),
    readAloud: true,
  });
  const base = { ...word, exercise, is_new: !row };
  const seed = seedOf(word.word_id, day);
  if (exercise === "meaning_choice" || exercise === "listening_choice")
    return { ...base, ...buildChoices(word, book.pool ?? book.words, "mean", seed) };
  if (exercise === "sentence") {
    const blank = blankSentence(word.sentence, word.word);
    if (blank)
      return { ...base, sentence_blank: blank, ...buildChoices(word, book.pool ?? book.words, "word", seed) };
    return { ...base, exercise: "spelling", accepted: [word.word] };
  }
  if (exercise === "spelling") return { ...base, accepted: [word.word] };
  return base;
}
