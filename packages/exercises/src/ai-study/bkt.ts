import { GRAMMAR_POINTS, type GrammarPointId } from "./grammar-points.ts";

/**
 * Bayesian knowledge tracing per grammar point (issue 24): the probability p that the student knows a
 * point, updated by each answered question that shows it. Classic BKT with prior 0.2, learn 0.15,
 * slip 0.1 and a guess chance per item (1 / options for a choice, 0.05 for typed, ordered or spoken
 * answers). Answers from outside AI study (textbook, homework, CEFR, Eiken, tagged by the detector) count
 * half: the update is interpolated with the source's weight.
 */

/** P(known) before any evidence. */
export const BKT_PRIOR = 0.2;
/** P(learning the point) at each answer. */
export const BKT_LEARN = 0.15;
/** P(a wrong answer although the point is known). */
export const BKT_SLIP = 0.1;
/** P(a right answer by chance) of items that are not a choice among options. */
export const BKT_OPEN_GUESS = 0.05;
/** p at or above which a point is mastered. */
export const BKT_MASTERED = 0.95;
/** p below which a point with enough answers needs review. */
export const BKT_REVIEW_BELOW = 0.6;
/** Answers after which a low p means "needs review". */
export const BKT_REVIEW_MIN_ANSWERS = 3;

/** Where an answer comes from: AI lessons and the course test count fully, other modules half. */
export type ObservationSource = "ai_lesson" | "ai_test" | "other";
/** The weight of each source. */
export const SOURCE_WEIGHTS: Readonly<Record<ObservationSource, number>> = {
  ai_lesson: 1,
  ai_test: 1,
  other: 0.5,
};

/** Mastery labels (the spec's unlearned / learned / mastered / needs review). */
export type MasteryLabel = "unlearned" | "learned" | "mastered" | "needs_review";

/** The item types of AI study and the typed kinds of other modules. */
export type BktItemType = "choice" | "order" | "fix" | "speak" | "typed";

/** The guess chance of an item: 1 / options for a choice, BKT_OPEN_GUESS otherwise. */
export function guessFor(type: BktItemType, options?: number): number {
  if (type === "choice" && options !== undefined && options >= 2) return 1 / options;
  return BKT_OPEN_GUESS;
}

/**
 * One BKT step: the posterior of p given the answer, then the chance of learning. `guess` is the item's
 * guess chance (guessFor).
 */
export function update(p: number, correct: boolean, guess: number): number {
  const posterior = correct
    ? (p * (1 - BKT_SLIP)) / (p * (1 - BKT_SLIP) + (1 - p) * guess)
    : (p * BKT_SLIP) / (p * BKT_SLIP + (1 - p) * (1 - guess));
  return posterior + (1 - posterior) * BKT_LEARN;
}

/** A BKT step weighted by the answer's source: p moves `weight` of the way to the full update. */
export function weightedUpdate(p: number, correct: boolean, guess: number, weight: number): number {
  return p + weight * (update(p, correct, guess) - p);
}

/** One answered question as evidence about a point. */
export interface Observation {
  point: GrammarPointId;
  correct: boolean;
  /** the item's guess chance (guessFor) */
  guess: number;
  source: ObservationSource;
  /** overrides the source's weight (0-1), e.g. a weight stored with the observation */
  weight?: number;
  /** when it was answered (ISO 8601) */
  at: string;
}

/** What is known about a point. */
export interface BktState {
  point: GrammarPointId;
  p: number;
  /** answers counted */
  answers: number;
  /** the results of the last two answers, oldest first */
  recent: boolean[];
  /** whether p ever reached BKT_MASTERED */
  ever_mastered: boolean;
  /** when the last answer was given (ISO 8601), null without evidence */
  last_at: string | null;
}

/** A point's state before any evidence. */
export function initialState(point: GrammarPointId): BktState {
  return { point, p: BKT_PRIOR, answers: 0, recent: [], ever_mastered: false, last_at: null };
}

/** The state after one more observation of the same point. */
export function observe(state: BktState, obs: Observation): BktState {
  const p = weightedUpdate(state.p, obs.correct, obs.guess, obs.weight ?? SOURCE_WEIGHTS[obs.source]);
  return {
    point: state.point,
    p,
    answers: state.answers + 1,
    recent: [...state.recent, obs.correct].slice(-2),
    ever_mastered: state.ever_mastered || p >= BKT_MASTERED,
    last_at: obs.at,
  };
}

/**
 * The label of a state: unlearned without evidence; needs_review when p < 0.6 after 3+ answers, or when a
 * point once mastered was missed in one of its last 2 answers; mastered when p >= 0.95; learned otherwise.
 */
export function label(state: BktState): MasteryLabel {
  if (state.answers === 0) return "unlearned";
  if (state.answers >= BKT_REVIEW_MIN_ANSWERS && state.p < BKT_REVIEW_BELOW) return "needs_review";
  if (state.ever_mastered && state.recent.includes(false)) return "needs_review";
  if (state.p >= BKT_MASTERED) return "mastered";
  return "learned";
}

/** p after one answer, for the report plot. */
export interface BktHistoryPoint {
  at: string;
  p: number;
  correct: boolean;
}

/** Every point's state and its history. */
export interface MasteryReplay {
  states: Record<GrammarPointId, BktState>;
  history: Record<GrammarPointId, BktHistoryPoint[]>;
}

/**
 * Replays observations in time order (equal times keep their input order; unreadable times go last):
 * each point's final state and
 * p after each of its answers. Points without evidence keep the initial state and an empty history.
 */
export function replay(observations: readonly Observation[]): MasteryReplay {
  const states = {} as Record<GrammarPointId, BktState>;
  const history = {} as Record<GrammarPointId, BktHistoryPoint[]>;
  for (const gp of GRAMMAR_POINTS) {
    states[gp.id] = initialState(gp.id);
    history[gp.id] = [];
  }
  const ordered = observations
    .map((obs, index) => {
      const time = Date.parse(obs.at);
      return { obs, index, time: Number.isFinite(time) ? time : Number.MAX_SAFE_INTEGER };
    })
    .sort((a, b) => a.time - b.time || a.index - b.index);
  for (const { obs } of ordered) {
    const next = observe(states[obs.point], obs);
    states[obs.point] = next;
    history[obs.point].push({ at: obs.at, p: next.p, correct: obs.correct });
  }
  return { states, history };
}
