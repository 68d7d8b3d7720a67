// Spaced repetition for word study (Eiken word training and learning, the vocabulary area): an SM-2
// family scheduler with short learning steps. Pure: the caller passes the clock.

/** How an answer went: 0 again (wrong), 1 hard (right but slow), 2 good, 3 easy (right and quick). */
export type ReviewGrade = 0 | 1 | 2 | 3;

/** A word's review state, as stored per student and word. */
export interface ReviewState {
  /** answers in a row graded hard or better (0 after a wrong answer) */
  streak: number;
  /** how many times a learned word was answered wrongly */
  lapses: number;
  /** how much the interval grows on a good answer (1.3-3.0) */
  ease: number;
  /** minutes until the next review */
  interval_min: number;
  /** when it is next due (ms since the epoch) */
  due_at: number;
  /** when it was last answered (ms since the epoch) */
  last_at: number;
  /** answers so far */
  reviews: number;
}

const MIN = 1;
const DAY = 24 * 60 * MIN;
/** Before a word is learned: again in 1 min, then 10 min, then a day. */
export const LEARNING_STEPS_MIN: readonly number[] = [1, 10];
export const START_EASE = 2.5;
export const MIN_EASE = 1.3;
export const MAX_EASE = 3.0;
/** no interval grows past this (words come back at least twice a year) */
export const MAX_INTERVAL_MIN = 180 * DAY;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * The grade of an answer from whether it was right and how long it took.
 * @param correct - whether the answer was right
 * @param ms - the time taken to answer
 * @param quickMs - at or under this a right answer is easy (default 4 s)
 * @param slowMs - over this a right answer is hard (default 12 s)
 * @returns the review grade
 */
export function gradeAnswer(correct: boolean, ms: number, quickMs = 4_000, slowMs = 12_000): ReviewGrade {
  if (!correct) return 0;
  if (ms <= quickMs) return 3;
  if (ms > slowMs) return 1;
  return 2;
}

/**
 * The state after one answer. A wrong answer puts the word back to the first learning step (and lowers
 * its ease once it was learned); right answers walk the learning steps, then multiply the interval by
 * the ease (hard: × 1.2, easy: × ease × 1.3).
 * @param prev - the word's state, or null for a new word
 * @param grade - how the answer went
 * @param now - the answer's time (ms since the epoch)
 * @returns the new state
 */
export function review(prev: ReviewState | null, grade: ReviewGrade, now: number): ReviewState {
  const s: ReviewState = prev ?? {
    streak: 0,
    lapses: 0,
    ease: START_EASE,
    interval_min: 0,
    due_at: now,
    last_at: now,
    reviews: 0,
  };
  const learned = s.streak > LEARNING_STEPS_MIN.length;
  let { streak, lapses, ease } = s;
  let interval: number;
  if (grade === 0) {
    if (learned) {
      lapses += 1;
      ease = clamp(ease - 0.2, MIN_EASE, MAX_EASE);
    }
    streak = 0;
    interval = LEARNING_STEPS_MIN[0] as number;
  } else {
    streak += 1;
    ease = clamp(ease + (grade === 3 ? 0.15 : grade === 1 ? -0.15 : 0), MIN_EASE, MAX_EASE);
    const step = LEARNING_STEPS_MIN[streak - 1];
    if (step !== undefined && grade !== 3) interval = step;
    else if (s.interval_min < DAY) interval = grade === 3 ? 4 * DAY : DAY;
    else {
      const factor = grade === 1 ? 1.2 : grade === 3 ? ease * 1.3 : ease;
      interval = Math.max(s.interval_min + DAY, Math.round(s.interval_min * factor));
    }
  }
  interval = Math.min(interval, MAX_INTERVAL_MIN);
  return {
    streak,
    lapses,
    ease: Math.round(ease * 100) / 100,
    interval_min: interval,
    due_at: now + interval * 60_000,
    last_at: now,
    reviews: s.reviews + 1,
  };
}

/** The spec's mastery labels. */
export type Mastery = "unlearned" | "learned" | "mastered" | "needs review";

/**
 * A word's mastery: unlearned until it is answered right (a word missed on its first answers stays
 * unlearned), learned once it is (through the learning steps and beyond), needs review when a word that
 * reached day intervals is due again or was answered wrongly after that, mastered once its interval is 3
 * weeks or more.
 * @param s - the word's state, or null when never studied
 * @param now - the time to judge at (ms since the epoch)
 * @returns the label
 */
export function mastery(s: ReviewState | null, now: number): Mastery {
  if (!s) return "unlearned";
  if (s.streak === 0) return s.lapses > 0 ? "needs review" : "unlearned";
  if (s.interval_min < DAY) return "learned";
  if (s.due_at <= now) return "needs review";
  return s.interval_min >= 21 * DAY ? "mastered" : "learned";
}

/**
 * The order to study in: due words first (most overdue first), then new words, up to `limit`.
 * @param words - each word's id and state (null: never studied)
 * @param now - the time (ms since the epoch)
 * @param limit - how many to return
 * @param newLimit - at most this many new words among them
 * @returns the ids to study now
 */
export function studyQueue(
  words: readonly { id: string; state: ReviewState | null }[],
  now: number,
  limit: number,
  newLimit = limit,
): string[] {
  const due = words
    .filter((w): w is { id: string; state: ReviewState } => w.state !== null && w.state.due_at <= now)
    .sort((a, b) => a.state.due_at - b.state.due_at)
    .map((w) => w.id);
  const fresh = words.filter((w) => w.state === null).map((w) => w.id);
  return [...due.slice(0, limit), ...fresh.slice(0, Math.max(0, Math.min(newLimit, limit - due.length)))];
}
