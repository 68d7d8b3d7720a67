import type { StudyWordChallengeItem } from "@hibiki/contracts/study-word";
import { isTypedAnswerRight } from "@hibiki/exercises/study-word";

/** A run's mode: today's task, the self-test of learned words, or the missed-word practice. */
export type RunMode = "today" | "test" | "wrong";

/** Where a run is: the items in play order, the current position and each answer so far. */
export type RunState = {
  items: readonly StudyWordChallengeItem[];
  pos: number;
  answers: ReadonlyArray<{ word_id: number; right: boolean }>;
};

/** A read-aloud answer scoring this much or more counts as right (as the app's word tests judge reading). */
export const READ_ALOUD_PASS = 60;

/**
 * The first state of a run. Read-aloud items need the speech engine: without it they are left out.
 * @param items - the run's items from the server
 * @param withReading - whether this browser can record and score speech
 * @returns the state
 */
export function startRun(items: readonly StudyWordChallengeItem[], withReading: boolean): RunState {
  return {
    items: withReading ? items : items.filter((i) => i.exercise !== "read_aloud"),
    pos: 0,
    answers: [],
  };
}

/**
 * Records the answer of the current item and moves on. In the missed-word practice a wrong answer puts the
 * word at the end again (spec: wrong-topic mode repeats over wrongly answered items until all are correct);
 * today's task and the self-test ask each item once.
 * @param s - the state
 * @param mode - the run's mode
 * @param right - whether the current item was answered right
 * @returns the next state
 */
export function answerRun(s: RunState, mode: RunMode, right: boolean): RunState {
  const current = s.items[s.pos];
  if (!current) return s;
  const items = mode === "wrong" && !right ? [...s.items, current] : s.items;
  return { items, pos: s.pos + 1, answers: [...s.answers, { word_id: current.word_id, right }] };
}

/**
 * @param s - the state
 * @returns the item to answer now, or null when the run is over
 */
export function currentItem(s: RunState): StudyWordChallengeItem | null {
  return s.items[s.pos] ?? null;
}

/**
 * @param s - the state
 * @returns words answered right and wrong so far (a word counted once, by its last answer)
 */
export function runTally(s: RunState): { right: number; wrong: number } {
  const last = new Map<number, boolean>();
  for (const a of s.answers) last.set(a.word_id, a.right);
  let right = 0;
  for (const v of last.values()) if (v) right++;
  return { right, wrong: last.size - right };
}

/**
 * Whether a typed spelling is right: compared with every accepted answer after the shared normalisation
 * (@hibiki/exercises/study-word, the same rule the server and the word tests use).
 * @param item - the spelling item
 * @param typed - what the student typed
 * @returns true when it matches
 */
export function spellingIsRight(
  item: Pick<StudyWordChallengeItem, "word" | "accepted">,
  typed: string,
): boolean {
  const accepted = item.accepted && item.accepted.length > 0 ? item.accepted : [item.word];
  return isTypedAnswerRight(typed, accepted);
}

/**
 * Whether a chosen option is right.
 * @param item - a choice item
 * @param index - the chosen option's index
 * @returns true when it is the answer
 */
export function choiceIsRight(item: Pick<StudyWordChallengeItem, "answer_index">, index: number): boolean {
  return item.answer_index !== undefined && item.answer_index === index;
}

/**
 * The right option's text of a choice item, or the word for the others.
 * @param item - the item
 * @returns what to show as the answer
 */
export function answerText(item: StudyWordChallengeItem): string {
  if (item.exercise === "meaning_choice" || item.exercise === "listening_choice") {
    return item.choices?.find((c) => c.index === item.answer_index)?.content ?? item.mean;
  }
  return item.word;
}

/** A word of a finished missed-word practice: its last outcome and how many times it was asked. */
export type PractisedWord = { word_id: number; word: string; mean: string; right: boolean; tries: number };

/**
 * The words of a run with their last outcome and number of tries (in first-asked order).
 * @param s - the state
 * @returns one entry per word answered
 */
export function practisedWords(s: RunState): PractisedWord[] {
  const out = new Map<number, PractisedWord>();
  for (const a of s.answers) {
    const item = s.items.find((i) => i.word_id === a.word_id);
    const prev = out.get(a.word_id);
    out.set(a.word_id, {
      word_id: a.word_id,
      word: item?.word ?? "",
      mean: item?.mean ?? "",
      right: a.right,
      tries: (prev?.tries ?? 0) + 1,
    });
  }
  return [...out.values()];
}
