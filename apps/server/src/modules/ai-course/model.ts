import type { AiMasteryLabel } from "@hibiki/contracts";
import {
  type AnswerRecord,
  BKT_PRIOR,
  type BktState,
  type CandidateQuestion,
  type GrammarPointId,
  isAiCourseId,
  isGrammarPointId,
  type LessonRecommendation,
  label,
  type Observation,
  type PointStates,
  pickWeaknessQuestions,
  rankLessons,
  replay,
} from "@hibiki/exercises/ai-study";

/**
 * The server's view of knowledge tracing (`@hibiki/exercises/ai-study` bkt.ts and recommend.ts): stored
 * observations in, per-point states with their history out, and the course's recommendations from them.
 * Observations of ids that are not grammar points are ignored.
 */

/** One stored answer as evidence (weight 1: AI study; less: another module). */
export type Evidence = { point: string; correct: boolean; guess: number; weight: number; at: Date };

/** A point with evidence: p, label, answers counted and p after each answer. */
export type PointState = {
  p: number;
  label: AiMasteryLabel;
  answers: number;
  history: Array<{ at: Date; p: number }>;
  /** the tracing state (for the recommendations) */
  state?: BktState;
};

/** A point without evidence. */
export const emptyState = (): PointState => ({ p: BKT_PRIOR, label: "unlearned", answers: 0, history: [] });

/**
 * Replays evidence (oldest first) per point.
 * @returns the state of every point with evidence
 */
export function replayPoints(evidence: readonly Evidence[]): Map<string, PointState> {
  const observations: Observation[] = evidence.flatMap((e) =>
    isGrammarPointId(e.point)
      ? [
          {
            point: e.point,
            correct: e.correct,
            guess: e.guess,
            source: e.weight >= 1 ? ("ai_lesson" as const) : ("other" as const),
            at: e.at.toISOString(),
          },
        ]
      : [],
  );
  const { states, history } = replay(observations);
  const out = new Map<string, PointState>();
  for (const [point, s] of Object.entries(states) as Array<[GrammarPointId, BktState]>)
    if (s.answers > 0)
      out.set(point, {
        p: s.p,
        label: label(s),
        answers: s.answers,
        history: history[point].map((h) => ({ at: new Date(h.at), p: h.p })),
        state: s,
      });
  return out;
}

function pointStates(states: Map<string, PointState>): PointStates {
  const out: PointStates = {};
  for (const [point, s] of states) if (isGrammarPointId(point) && s.state) out[point] = s.state;
  return out;
}

/**
 * The lessons of a course by expected gain, highest first.
 * @returns none for a course id that is not one of the AI courses
 */
export function rankCourse(courseId: string, states: Map<string, PointState>): LessonRecommendation[] {
  return isAiCourseId(courseId) ? rankLessons(courseId, pointStates(states)) : [];
}

/**
 * The questions of a weakness paper: the weak points' questions not answered right in the last 24 h, up to
 * 10, spread over the points.
 */
export function weaknessQuestions<Q extends CandidateQuestion>(
  courseId: string,
  questions: readonly Q[],
  answers: readonly AnswerRecord[],
  states: Map<string, PointState>,
  now: Date,
): Q[] {
  return pickWeaknessQuestions({
    ...(isAiCourseId(courseId) ? { course: courseId } : {}),
    states: pointStates(states),
    questions,
    answers,
    now: now.toISOString(),
  });
}
