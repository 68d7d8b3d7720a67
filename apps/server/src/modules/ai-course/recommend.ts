import { randomUUID } from "node:crypto";
import type { AiStudyCourse } from "@hibiki/content";
import type { AiRecommendLesson, AiRecommendReason, AiWeaknessPaper } from "@hibiki/contracts";
import type { AnswerRecord, GrammarPointId } from "@hibiki/exercises/ai-study";
import type { Queryable } from "../../db/client.ts";
import { stateOf } from "./mastery.ts";
import { type PointState, rankCourse, weaknessQuestions } from "./model.ts";
import { presentMastery } from "./presenter.ts";
import * as repo from "./repository.ts";

/**
 * recommend/index: the course's lessons by expected gain (knowledge tracing's ranking), with the reasons
 * the web words, and the weakness paper: the course bank filtered to the weakest points' questions not
 * answered right in the last 24 hours. The paper is stored under a fresh guid (the same unsubmitted paper
 * is given again while its questions stay the same, so a student can resume it).
 */

/**
 * The student's answers to the course bank's questions, keyed by the bank's question id: answered in a
 * weakness paper (the bank itself) or in the lesson's review / consolidation they come from.
 */
function bankAnswers(course: AiStudyCourse, rows: readonly repo.ObservationRow[]): AnswerRecord[] {
  const bankId = new Map<string, string>();
  for (const item of course.bank.items) {
    const stage = item.item_id.startsWith("c") ? "consolidation" : "review";
    bankId.set(`${course.bank.res_code}|${item.question_id}`, item.question_id);
    bankId.set(`ai-${item.lesson_id}-${stage}|${item.item_id}`, item.question_id);
  }
  return rows.flatMap((r) => {
    const key = bankId.get(`${r.res_code}|${r.question_id}`);
    return key ? [{ key, correct: r.correct === 1, at: new Date(r.answered_at).toISOString() }] : [];
  });
}

/**
 * The course's lessons ranked by expected gain.
 * @param course - the course
 * @param states - the student's point states
 * @param doneLessons - the lessons whose four stages are all done
 */
export function recommendLessons(
  course: AiStudyCourse,
  states: Map<string, PointState>,
  doneLessons: ReadonlySet<string>,
): AiRecommendLesson[] {
  const ranked = rankCourse(course.course, states);
  const byPoint = new Map(course.lessons.map((l) => [l.point, l]));
  return ranked.flatMap((r) => {
    const lesson = byPoint.get(r.point);
    if (!lesson) return [];
    const state = stateOf(states, r.point);
    const reasons: AiRecommendReason[] = [];
    if (state.label === "needs_review") reasons.push("needs_review");
    if (state.label === "unlearned") reasons.push("unlearned");
    if (state.answers > 0 && state.p < 0.6 && state.label !== "needs_review") reasons.push("low_mastery");
    if (state.label === "learned" && state.p >= 0.6) reasons.push("not_mastered");
    if (!doneLessons.has(lesson.lesson_id)) reasons.push("stages_left");
    if (!r.prerequisites_ready) reasons.push("prerequisites_weak");
    return [
      {
        lesson_id: lesson.lesson_id,
        nn: String(lesson.lesson_no).padStart(2, "0"),
        point: lesson.point,
        title_ja: lesson.title.ja,
        title_en: lesson.title.en,
        gain: Math.round(r.gain * 10_000) / 10_000,
        reasons,
        mastery: presentMastery(state),
      },
    ];
  });
}

/**
 * The weakness paper of a course, or null when no point is weak.
 * @returns the bank, its chosen questions and the paper's guid (stored)
 */
export async function weaknessPaper(
  db: Queryable,
  caller: { id: number; schoolId: number },
  course: AiStudyCourse,
  rows: readonly repo.ObservationRow[],
  states: Map<string, PointState>,
): Promise<AiWeaknessPaper | null> {
  const picked = weaknessQuestions(
    course.course,
    course.bank.items.map((i) => ({ ...i, key: i.question_id, point: i.point as GrammarPointId })),
    bankAnswers(course, rows),
    states,
    new Date(),
  );
  if (picked.length === 0) return null;
  const order = new Map(course.bank.items.map((i, n) => [i.question_id, n]));
  const ids = picked.map((p) => p.question_id).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const points = [...new Set(picked.map((p) => p.point))];
  const joined = ids.join(",");
  let guid = (await repo.openPaper(db, caller.id, course.course, joined))?.guid;
  if (!guid) {
    guid = randomUUID();
    await repo.insertPaper(db, {
      guid,
      studentId: caller.id,
      schoolId: caller.schoolId,
      courseId: course.course,
      resCode: course.bank.res_code,
      questionIds: joined,
      points: points.join(","),
    });
  }
  return { res_code: course.bank.res_code, question_ids: ids, guid, points };
}
