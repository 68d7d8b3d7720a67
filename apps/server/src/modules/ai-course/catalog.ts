import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type AiStudyCourse,
  type AiStudyGrammarIndex,
  AiStudyGrammarIndexSchema,
  AiStudyIndexSchema,
  type AiStudyLessonJson,
  AiStudyLessonJsonSchema,
  type AiStudyLessonSummary,
} from "@hibiki/content";
import { AI_COURSE_MESSAGES, type AiItemType } from "@hibiki/contracts";
import type { z } from "zod";
import { NotFound } from "../../errors.ts";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";

/**
 * The AI study content of the build: the catalogue's `ai_study` entry names ai-study/index.json (the
 * courses with their lessons, test and bank), every lesson's ai-study/<lesson_id>/lesson.json and
 * ai-study/grammar-index.json (the grammar points of the other resources' questions). All of it is read
 * once per catalogue version; a build without AI study has no courses and an empty grammar index.
 */

/** What a question of an AI resource is: its type and grammar point. */
export type AiItemRef = { type: AiItemType; point: string };

/** A lesson with its course and place in it. */
export type LessonEntry = {
  course: AiStudyCourse;
  lesson: AiStudyLessonSummary;
  /** 0-based position in the course */
  index: number;
};

/** An AI resource: what it is for and the point of each question. */
export type AiResourceEntry = {
  res_code: string;
  course: string;
  stage: "review" | "consolidation" | "test" | "bank";
  lesson_id: string | null;
  items: Map<string, AiItemRef>;
};

/** The loaded AI study content. */
export type AiStudy = {
  /** the index's version (a digest) */
  version: string;
  courses: AiStudyCourse[];
  courseById: Map<string, AiStudyCourse>;
  lessonById: Map<string, LessonEntry>;
  /** the lesson teaching each point */
  lessonByPoint: Map<string, LessonEntry>;
  lessonJson: Map<string, AiStudyLessonJson>;
  /** every AI resource by res_code */
  resources: Map<string, AiResourceEntry>;
  /** the other resources' tagged questions: res_code → question_id → points */
  grammar: AiStudyGrammarIndex["questions"];
  /** the grammar index's version ("" without one) */
  grammarVersion: string;
};

const EMPTY: AiStudy = {
  version: "",
  courses: [],
  courseById: new Map(),
  lessonById: new Map(),
  lessonByPoint: new Map(),
  lessonJson: new Map(),
  resources: new Map(),
  grammar: {},
  grammarVersion: "",
};

const caches = new WeakMap<object, Promise<AiStudy>>();

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch (err) {
    throw new ContentUnavailableError(`${file} is invalid: ${(err as Error).message.slice(0, 300)}`);
  }
}

const refs = (items: Array<{ question_id: string; type: AiItemType; point: string }>) =>
  new Map(items.map((i) => [i.question_id, { type: i.type, point: i.point }]));

async function loadAiStudy(dir: string, entry: { index: string; grammar_index: string }): Promise<AiStudy> {
  const index = await readJson(join(dir, entry.index), AiStudyIndexSchema);
  const grammar = await readJson(join(dir, entry.grammar_index), AiStudyGrammarIndexSchema);
  const study: AiStudy = {
    ...EMPTY,
    version: index.version,
    courses: index.courses,
    courseById: new Map(index.courses.map((c) => [c.course, c])),
    lessonById: new Map(),
    lessonByPoint: new Map(),
    lessonJson: new Map(),
    resources: new Map(),
    grammar: grammar.questions,
    grammarVersion: grammar.version,
  };
  const lessons = index.courses.flatMap((course) =>
    course.lessons.map((lesson, i) => ({ course, lesson, index: i })),
  );
  const jsons = await Promise.all(
    lessons.map((l) => readJson(join(dir, l.lesson.path), AiStudyLessonJsonSchema)),
  );
  lessons.forEach((l, i) => {
    const json = jsons[i] as AiStudyLessonJson;
    study.lessonById.set(l.lesson.lesson_id, l);
    if (!study.lessonByPoint.has(l.lesson.point)) study.lessonByPoint.set(l.lesson.point, l);
    study.lessonJson.set(l.lesson.lesson_id, json);
    for (const stage of ["review", "consolidation"] as const)
      study.resources.set(json[stage].res_code, {
        res_code: json[stage].res_code,
        course: l.course.course,
        stage,
        lesson_id: l.lesson.lesson_id,
        items: refs(json[stage].items),
      });
  });
  for (const course of index.courses) {
    study.resources.set(course.test.res_code, {
      res_code: course.test.res_code,
      course: course.course,
      stage: "test",
      lesson_id: null,
      items: refs(course.test.items),
    });
    study.resources.set(course.bank.res_code, {
      res_code: course.bank.res_code,
      course: course.course,
      stage: "bank",
      lesson_id: null,
      items: refs(course.bank.items),
    });
  }
  return study;
}

/**
 * The AI study content of the current build.
 * @param content - the content store
 * @returns the courses, lessons, AI resources and grammar index (empty without AI study)
 * @throws ContentUnavailableError when a file is unreadable or invalid
 */
export async function aiStudy(content: ContentCatalog): Promise<AiStudy> {
  const { catalog } = await content.load();
  let cached = caches.get(catalog);
  if (!cached) {
    const entry = catalog.ai_study;
    cached = entry ? loadAiStudy(content.dir, entry) : Promise.resolve(EMPTY);
    cached.catch(() => caches.delete(catalog));
    caches.set(catalog, cached);
  }
  return cached;
}

/**
 * A course of the build.
 * @throws AppError 404 ai_course_not_found for an id the build does not have
 */
export function courseOrThrow(study: AiStudy, courseId: string): AiStudyCourse {
  const course = study.courseById.get(courseId);
  if (!course) throw NotFound(AI_COURSE_MESSAGES.ai_course_not_found, "ai_course_not_found");
  return course;
}

/**
 * A lesson of the build.
 * @throws AppError 404 ai_lesson_not_found for an id the build does not have
 */
export function lessonOrThrow(study: AiStudy, lessonId: string): LessonEntry & { json: AiStudyLessonJson } {
  const entry = study.lessonById.get(lessonId);
  const json = study.lessonJson.get(lessonId);
  if (!entry || !json) throw NotFound(AI_COURSE_MESSAGES.ai_lesson_not_found, "ai_lesson_not_found");
  return { ...entry, json };
}
