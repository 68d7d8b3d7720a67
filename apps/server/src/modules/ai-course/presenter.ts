import type { AiStudyCourse } from "@hibiki/content";
import {
  AI_STAGE_KINDS,
  type AiCourseSummary,
  type AiLessonItem,
  type AiMastery,
  type AiMasteryChange,
  type AiMasterySummary,
  type AiPointMastery,
  type AiStageKind,
  type AiStageStatus,
} from "@hibiki/contracts";
import { grammarPoint, isGrammarPointId } from "@hibiki/exercises/ai-study";
import type { AiStudy, LessonEntry } from "./catalog.ts";
import { stateOf } from "./mastery.ts";
import type { PointState } from "./model.ts";
import type { StageRow } from "./repository.ts";

/** p with 4 decimals (enough for the plot, stable in JSON). */
export const roundP = (p: number) => Math.round(p * 10_000) / 10_000;

/** A point's state as the calls show it. */
export function presentMastery(state: PointState): AiMastery {
  return { p: roundP(state.p), label: state.label, answers: state.answers };
}

/** A point's names: the grammar table's, else the teaching lesson's titles. */
export function pointNames(study: AiStudy, point: string): { name_ja: string; name_en: string } {
  if (isGrammarPointId(point)) {
    const g = grammarPoint(point);
    return { name_ja: g.name_ja, name_en: g.name_en };
  }
  const lesson = study.lessonByPoint.get(point)?.lesson;
  return { name_ja: lesson?.title.ja ?? point, name_en: lesson?.title.en ?? point };
}

/** A point with its names, teaching lesson and the student's mastery. */
export function presentPointMastery(
  study: AiStudy,
  point: string,
  states: Map<string, PointState>,
): AiPointMastery {
  return {
    point,
    ...pointNames(study, point),
    lesson_id: study.lessonByPoint.get(point)?.lesson.lesson_id ?? "",
    ...presentMastery(stateOf(states, point)),
  };
}

/** How the points moved: before and after, the given points in order. */
export function presentChanges(
  study: AiStudy,
  points: readonly string[],
  before: Map<string, PointState>,
  after: Map<string, PointState>,
): AiMasteryChange[] {
  return [...new Set(points)].map((point) => ({
    point,
    ...pointNames(study, point),
    before: presentMastery(stateOf(before, point)),
    after: presentMastery(stateOf(after, point)),
  }));
}

/** The four stages of a lesson from the student's stage rows of it. */
export function presentStages(rows: readonly StageRow[]): AiStageStatus[] {
  return AI_STAGE_KINDS.map((stage) => {
    const row = rows.find((r) => r.stage === stage);
    return {
      stage,
      done: !!row,
      done_at: row ? new Date(row.done_at).toISOString() : null,
      score: row?.score ?? null,
      best_score: row?.best_score ?? null,
    };
  });
}

/** The first stage not done, or null. */
export const nextStage = (stages: readonly AiStageStatus[]): AiStageKind | null =>
  stages.find((s) => !s.done)?.stage ?? null;

/** Stage rows grouped by lesson id. */
export function stagesByLesson(rows: readonly StageRow[]): Map<string, StageRow[]> {
  const out = new Map<string, StageRow[]>();
  for (const r of rows) out.set(r.lesson_id, [...(out.get(r.lesson_id) ?? []), r]);
  return out;
}

/** A lesson in a course's list. */
export function presentLesson(
  study: AiStudy,
  entry: LessonEntry,
  rows: readonly StageRow[],
  states: Map<string, PointState>,
): AiLessonItem {
  const { lesson } = entry;
  const stages = presentStages(rows);
  return {
    lesson_id: lesson.lesson_id,
    course_id: entry.course.course,
    nn: String(lesson.lesson_no).padStart(2, "0"),
    point: lesson.point,
    title_ja: lesson.title.ja,
    title_en: lesson.title.en,
    goal_ja: lesson.goal_ja,
    stages,
    done: stages.every((s) => s.done),
    mastery: presentPointMastery(study, lesson.point, states),
    review_res_code: lesson.review,
    consolidation_res_code: lesson.consolidation,
  };
}

/** Count of the points per label. */
export function masterySummary(points: readonly string[], states: Map<string, PointState>): AiMasterySummary {
  const out: AiMasterySummary = { unlearned: 0, learned: 0, mastered: 0, needs_review: 0 };
  for (const p of points) out[stateOf(states, p).label]++;
  return out;
}

/** A course with the student's progress. */
export function presentCourse(
  course: AiStudyCourse,
  byLesson: Map<string, StageRow[]>,
  states: Map<string, PointState>,
): AiCourseSummary {
  const lessons = course.lessons.map((l) => ({ l, stages: presentStages(byLesson.get(l.lesson_id) ?? []) }));
  const test = byLesson.get(course.course)?.find((r) => r.stage === "test");
  return {
    course_id: course.course,
    title_ja: course.title.ja,
    title_en: course.title.en,
    level: course.level,
    color: course.color,
    lesson_count: course.lessons.length,
    lessons_done: lessons.filter((x) => x.stages.every((s) => s.done)).length,
    stages_done: lessons.reduce((n, x) => n + x.stages.filter((s) => s.done).length, 0),
    mastery: masterySummary(
      course.lessons.map((l) => l.point),
      states,
    ),
    last_test_score: test?.score ?? null,
    next_lesson_id: lessons.find((x) => x.stages.some((s) => !s.done))?.l.lesson_id ?? null,
  };
}
