// The FSRS scheduler (ts-fsrs) for study-word reviews, with states as stored per plan and word. Day-based:
// short-term learning steps are off, so every answer schedules the word for a later day; a missed word is
// repeated the same day by the wrong-topic list instead. Fuzz is off so schedules are reproducible.
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating, State } from "ts-fsrs";

/** How an answer went, as FSRS rates it. */
export type StudyWordRating = "again" | "hard" | "good" | "easy";

/** FSRS's card states: 0 new, 1 learning, 2 review, 3 relearning. */
export type FsrsState = 0 | 1 | 2 | 3;
export const FSRS_REVIEW_STATE: FsrsState = State.Review as FsrsState;

/** A word's schedule as stored. */
export interface WordSchedule {
  state: FsrsState;
  /** days until retrievability falls to 90 % */
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduled_days: number;
  learning_steps: number;
  due_at: Date;
  last_review_at: Date | null;
}

/** Retention the schedule aims for. */
export const STUDY_WORD_RETENTION = 0.9;
/** No interval grows past this many days. */
export const STUDY_WORD_MAX_INTERVAL_DAYS = 365;

function schedulerFor(retention: number) {
  return fsrs(
    generatorParameters({
      request_retention: retention,
      maximum_interval: STUDY_WORD_MAX_INTERVAL_DAYS,
      enable_fuzz: false,
      enable_short_term: false,
    }),
  );
}
const scheduler = schedulerFor(STUDY_WORD_RETENTION);

const GRADES: Record<StudyWordRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function toCard(s: WordSchedule | null, now: Date): Card {
  if (!s) return createEmptyCard(now);
  return {
    due: s.due_at,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as State,
    ...(s.last_review_at ? { last_review: s.last_review_at } : {}),
  };
}

/** Schedules a word after an answer: (current schedule or null before the first answer, rating, time). */
export type WordScheduler = (
  current: WordSchedule | null,
  rating: StudyWordRating,
  now: Date,
) => WordSchedule;

/**
 * A scheduler aiming at another retention (the simulator compares targets; the app uses scheduleAnswer).
 * @param retention - the recall chance reviews are timed for (0.7-0.97)
 */
export function createWordScheduler(retention: number): WordScheduler {
  const f = retention === STUDY_WORD_RETENTION ? scheduler : schedulerFor(retention);
  return (current, rating, now) => {
    const { card } = f.next(toCard(current, now), now, GRADES[rating]);
    return {
      state: card.state as FsrsState,
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      due_at: card.due,
      last_review_at: card.last_review ?? now,
    };
  };
}

/**
 * Schedules a word after an answer (retention 0.9).
 * @param current - the word's schedule, or null before its first answer
 * @param rating - how the answer went
 * @param now - the answer's time
 * @returns the new schedule
 */
export const scheduleAnswer: WordScheduler = createWordScheduler(STUDY_WORD_RETENTION);

/**
 * The chance the student still recalls a word (FSRS forgetting curve).
 * @returns 0-1 (1 before the first review)
 */
export function recallChance(s: WordSchedule | null, now: Date): number {
  if (!s?.last_review_at) return 1;
  return scheduler.get_retrievability(toCard(s, now), now, false);
}
