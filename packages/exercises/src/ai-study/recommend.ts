import { type BktState, initialState, label, type MasteryLabel } from "./bkt.ts";
import {
  type AiCourseId,
  type GrammarPointId,
  grammarPoint,
  lessonIdOf,
  pointsOfCourse,
} from "./grammar-points.ts";

/**
 * Recommendations of an AI course (issue 24): its lessons ranked by the expected gain of studying them,
 * and a weakness paper: questions on the weakest points that the student has not just answered right.
 */

/** Weight of a lesson whose prerequisites are not yet learned or mastered. */
export const UNREADY_FACTOR = 0.3;
/** Weight of a lesson whose point needs review. */
export const REVIEW_FACTOR = 1.5;
/** Points below this p are weak. */
export const WEAK_BELOW = 0.8;
/** Questions of a weakness paper. */
export const WEAKNESS_QUESTIONS = 10;
/** A question answered right this recently is not asked again. */
export const RECENT_RIGHT_MS = 24 * 60 * 60 * 1000;

/** The states by point; a point missing here has no evidence. */
export type PointStates = Partial<Record<GrammarPointId, BktState>>;

function stateOf(states: PointStates, point: GrammarPointId): BktState {
  return states[point] ?? initialState(point);
}

/** A lesson with its expected gain. */
export interface LessonRecommendation {
  point: GrammarPointId;
  lesson_id: string;
  p: number;
  label: MasteryLabel;
  /** every prerequisite is learned or mastered */
  prerequisites_ready: boolean;
  /** (1 - p) x (prerequisites ready ? 1 : 0.3) x (needs review ? 1.5 : 1) */
  gain: number;
}

/** The lessons of a course by expected gain, highest first (ties: lesson order). */
export function rankLessons(course: AiCourseId, states: PointStates): LessonRecommendation[] {
  return pointsOfCourse(course)
    .map((gp) => {
      const state = stateOf(states, gp.id);
      const pointLabel = label(state);
      const ready = gp.prerequisites.every((pre) => {
        const l = label(stateOf(states, pre));
        return l === "learned" || l === "mastered";
      });
      const gain =
        (1 - state.p) * (ready ? 1 : UNREADY_FACTOR) * (pointLabel === "needs_review" ? REVIEW_FACTOR : 1);
      return {
        point: gp.id,
        lesson_id: lessonIdOf(gp),
        p: state.p,
        label: pointLabel,
        prerequisites_ready: ready,
        gain,
      };
    })
    .sort((a, b) => b.gain - a.gain || grammarPoint(a.point).order - grammarPoint(b.point).order);
}

/** A question that may go on a weakness paper. */
export interface CandidateQuestion {
  /** unique key of the question, e.g. "<res_code>:<question_id>" */
  key: string;
  point: GrammarPointId;
}

/** A past answer to a question. */
export interface AnswerRecord {
  key: string;
  correct: boolean;
  /** ISO 8601 */
  at: string;
}

/** What pickWeaknessQuestions needs. */
export interface WeaknessInput<Q extends CandidateQuestion> {
  /** restrict to the points of this course */
  course?: AiCourseId;
  states: PointStates;
  /** the questions to choose from, in their preferred order */
  questions: readonly Q[];
  answers: readonly AnswerRecord[];
  /** ISO 8601 */
  now: string;
  limit?: number;
}

/**
 * A weakness paper: questions of the weak points (with evidence and p < 0.8), weakest first, leaving out
 * questions answered right in the last 24 h, up to 10, spread over the points (one question of each weak
 * point in turn, weakest first, then a second of each...).
 */
export function pickWeaknessQuestions<Q extends CandidateQuestion>(input: WeaknessInput<Q>): Q[] {
  const limit = input.limit ?? WEAKNESS_QUESTIONS;
  const now = Date.parse(input.now);
  const recentRight = new Set(
    input.answers
      .filter((a) => {
        const at = Date.parse(a.at);
        return a.correct && at <= now && now - at < RECENT_RIGHT_MS;
      })
      .map((a) => a.key),
  );
  const inCourse = (point: GrammarPointId) =>
    input.course === undefined || grammarPoint(point).course === input.course;
  const weak = Object.values(input.states)
    .filter((s): s is BktState => s !== undefined && s.answers > 0 && s.p < WEAK_BELOW && inCourse(s.point))
    .sort((a, b) => a.p - b.p || grammarPoint(a.point).order - grammarPoint(b.point).order)
    .map((s) => s.point);
  const queues = weak.map((point) => {
    const seen = new Set<string>();
    return input.questions.filter((q) => {
      if (q.point !== point || recentRight.has(q.key) || seen.has(q.key)) return false;
      seen.add(q.key);
      return true;
    });
  });
  const picked: Q[] = [];
  for (let round = 0; picked.length < limit; round++) {
    let any = false;
    for (const queue of queues) {
      const q = queue[round];
      if (q === undefined) continue;
      any = true;
      picked.push(q);
      if (picked.length >= limit) break;
    }
    if (!any) break;
  }
  return picked;
}
