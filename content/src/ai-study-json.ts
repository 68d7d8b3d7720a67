import { createHash } from "node:crypto";
import { type AiLessonFile, grammarPoint } from "@hibiki/exercises/ai-study";
import type { AiStudyCoursePlan, LoadedLesson } from "./ai-study-load.ts";
import {
  type AiStudyBank,
  type AiStudyCourse,
  type AiStudyIndex,
  AiStudyIndexSchema,
  type AiStudyLessonJson,
  AiStudyLessonJsonSchema,
  type AiStudyResourceRef,
} from "./ai-study-schema.ts";

/**
 * The JSON the AI course reads besides the resources: ai-study/<lesson_id>/lesson.json (the lesson's
 * stages) and ai-study/index.json (the courses and their lessons), parsed with their schemas
 * (ai-study-schema.ts) before they are written.
 */

/** Where the course list is written in the build. */
export const AI_STUDY_INDEX_PATH = "ai-study/index.json";
/** Where the grammar index is written in the build. */
export const AI_STUDY_GRAMMAR_INDEX_PATH = "ai-study/grammar-index.json";

/** Where a lesson is written in the build. */
export function aiLessonPath(lessonId: string): string {
  return `ai-study/${lessonId}/lesson.json`;
}

/** res_codes of the AI resources. */
export const aiResCode = {
  review: (lessonId: string) => `ai-${lessonId}-review`,
  consolidation: (lessonId: string) => `ai-${lessonId}-consolidation`,
  test: (course: string) => `ai-${course}-test`,
  bank: (course: string) => `ai-${course}-bank`,
};

const digest = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

/** A lesson's built review and consolidation (their item lists) and resource versions. */
export interface LessonResources {
  review: AiStudyResourceRef;
  consolidation: AiStudyResourceRef;
  /** res_version of each, so the lesson's version changes with them */
  versions: number[];
}

/**
 * A lesson's lesson.json: the slides with narration cues, the explanation points with their checks,
 * the review and consolidation resources with each item's point, and a version.
 * @param lesson - the checked lesson file
 * @param resources - its built resources
 * @returns the lesson JSON (checked with AiStudyLessonJsonSchema)
 */
export function lessonJson(lesson: AiLessonFile, resources: LessonResources): AiStudyLessonJson {
  const video = lesson.video.map((slide, s) => ({
    slide_id: `s${s + 1}`,
    heading_ja: slide.heading_ja,
    body_ja: slide.body_ja,
    examples: slide.examples,
    narration: slide.narration.map((line, n) => ({
      cue_id: `s${s + 1}-n${n + 1}`,
      en: line.en,
      ja: line.ja,
    })),
  }));
  const explanation = lesson.explanation.map((p, e) => ({
    point_id: `e${e + 1}`,
    heading_ja: p.heading_ja,
    body_ja: p.body_ja,
    examples: p.examples,
    check: { check_id: `e${e + 1}`, ...p.check },
  }));
  return AiStudyLessonJsonSchema.parse({
    lesson_id: lesson.lesson_id,
    course: lesson.course,
    lesson_no: grammarPoint(lesson.point).lesson_no,
    point: lesson.point,
    title: lesson.title,
    goal_ja: lesson.goal_ja,
    slide_count: video.length,
    check_count: explanation.length,
    version: digest({ lesson, versions: resources.versions }),
    video,
    explanation,
    review: resources.review,
    consolidation: resources.consolidation,
  });
}

/**
 * ai-study/index.json: the courses in order with their lessons' summaries, test and question bank.
 * @param courses - the checked courses
 * @param lessons - each lesson's lesson.json, by lesson_id
 * @param tests - each course's test resource, by course
 * @param banks - each course's bank, by course
 * @param versions - res_version of every AI resource, so the index's version changes with them
 * @returns the index (checked with AiStudyIndexSchema)
 */
export function indexJson(
  courses: readonly AiStudyCoursePlan[],
  lessons: ReadonlyMap<string, AiStudyLessonJson>,
  tests: ReadonlyMap<string, AiStudyResourceRef>,
  banks: ReadonlyMap<string, AiStudyBank>,
  versions: readonly number[],
): AiStudyIndex {
  const list: AiStudyCourse[] = courses.map(({ entry, lessons: loaded, test }) => ({
    course: entry.course,
    title: entry.title,
    level: entry.level,
    color: entry.color,
    lessons: loaded.map((l: LoadedLesson) => {
      const json = lessons.get(l.data.lesson_id) as AiStudyLessonJson;
      const { video: _v, explanation: _e, review, consolidation, ...summary } = json;
      return {
        ...summary,
        review: review.res_code,
        consolidation: consolidation.res_code,
        path: aiLessonPath(json.lesson_id),
      };
    }),
    test: {
      ...(tests.get(entry.course) as AiStudyResourceRef),
      title: test.data.title,
      introduction_ja: test.data.introduction_ja,
      time_limit_minutes: test.data.time_limit_minutes,
    },
    bank: banks.get(entry.course) as AiStudyBank,
  }));
  return AiStudyIndexSchema.parse({ version: digest({ list, versions }), courses: list });
}
