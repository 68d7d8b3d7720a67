import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type AiItem, type GrammarPointId, grammarPoint } from "@hibiki/exercises/ai-study";
import {
  AI_STUDY_GRAMMAR_INDEX_PATH,
  AI_STUDY_INDEX_PATH,
  aiLessonPath,
  aiResCode,
  indexJson,
  lessonJson,
} from "./ai-study-json.ts";
import {
  type AiStudyCoursePlan,
  type LoadedLesson,
  type LoadedTest,
  loadAiStudySources,
} from "./ai-study-load.ts";
import { type AiItemSpec, type AiResourceSpec, aiResource, itemRefs } from "./ai-study-resources.ts";
import type {
  AiStudyBank,
  AiStudyGrammarIndex,
  AiStudyIndex,
  AiStudyLessonJson,
  AiStudyResourceRef,
} from "./ai-study-schema.ts";
import type { CatalogAiStudy, CatalogResource } from "./catalog-schema.ts";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/**
 * AI study (issue 24): the grammar courses of content/ai-study (courses.yaml, <course>/<NN>-<point>.yaml
 * lessons, <course>/test.yaml). Built as catalogue resources of kind mixed, listed only under
 * catalog.ai_study: ai-<lesson_id>-review, ai-<lesson_id>-consolidation, ai-<course>-test and
 * ai-<course>-bank (every choice, order and fix item of the course's lessons, for weakness papers); and
 * ai-study/index.json, ai-study/<lesson_id>/lesson.json and ai-study/grammar-index.json. No audio is
 * built: the web speaks the sentences and the narration with the server's TTS.
 */

export { AI_STUDY_GRAMMAR_INDEX_PATH, AI_STUDY_INDEX_PATH } from "./ai-study-json.ts";

/** What an AI resource is for. */
export type AiStage = "review" | "consolidation" | "test" | "bank";

/** A built AI resource, versioned like every resource (no assets). */
export interface AiStudyResource {
  stage: AiStage;
  course: string;
  /** the lesson of a review or consolidation */
  lessonId: string | null;
  res: LoadedResource;
  version: number;
  assetDir: string;
  assets: string[];
}

/** The checked courses and everything the build writes for them. */
export interface AiStudyPlan {
  courses: AiStudyCoursePlan[];
  /** every AI resource: per course its lessons' review and consolidation, then its test and bank */
  resources: AiStudyResource[];
  lessons: AiStudyLessonJson[];
  index: AiStudyIndex;
}

/** The build's digest of a resource and its assets (build-content's versionOf). */
export type BaseVersion = (
  res: LoadedResource,
  assetDir: string,
  assets: readonly string[],
) => Promise<number>;

const DESCRIPTIONS = {
  review: "このレッスンの文法を、選択・並べかえ・まちがい直しの問題で確かめましょう。",
  consolidation: "前に学んだ文法もまぜて、声に出したり書いたりして定着させましょう。",
  bank: "理解が弱い文法の問題に、もう一度取り組みましょう。",
} as const;

/** The item specs of a lesson section: question_id = the item's id, point = its own or the lesson's. */
function sectionSpecs(lesson: LoadedLesson, section: "review" | "consolidation"): AiItemSpec[] {
  return (lesson.data[section] as AiItem[]).map((item, j) => ({
    item,
    questionId: item.id,
    point: (item.point ?? lesson.data.point) as GrammarPointId,
    at: [section, j],
  }));
}

/** A course bank's specs: the lessons' choice, order and fix items, question_id `<NN>-<item id>`. */
function bankSpecs(lessons: readonly LoadedLesson[]): (AiItemSpec & { lessonId: string; itemId: string })[] {
  return lessons.flatMap((lesson) => {
    const nn = String(grammarPoint(lesson.data.point).lesson_no).padStart(2, "0");
    return (["review", "consolidation"] as const).flatMap((section) =>
      sectionSpecs(lesson, section)
        .filter((s) => s.item.type !== "speak")
        .map((s) => ({
          ...s,
          questionId: `${nn}-${s.item.id}`,
          source: lesson.source,
          lessonId: lesson.data.lesson_id,
          itemId: s.item.id,
        })),
    );
  });
}

/**
 * What a lesson's review and consolidation are built from.
 * @param lesson - the checked lesson
 * @returns the two resource specs
 */
export function lessonSpecs(lesson: LoadedLesson): Record<"review" | "consolidation", AiResourceSpec> {
  const { lesson_id, title, course } = lesson.data;
  const spec = (section: "review" | "consolidation", name: { ja: string; en: string }): AiResourceSpec => ({
    resCode: aiResCode[section](lesson_id),
    title: { ja: `${title.ja}：${name.ja}`, en: `${title.en} (${name.en})` },
    level: course,
    description: DESCRIPTIONS[section],
    items: sectionSpecs(lesson, section),
    file: lesson.file,
    source: lesson.source,
  });
  return {
    review: spec("review", { ja: "復習", en: "review" }),
    consolidation: spec("consolidation", { ja: "定着練習", en: "consolidation" }),
  };
}

/**
 * What a course test is built from.
 * @param test - the checked test file
 * @returns the resource spec
 */
export function testSpec(test: LoadedTest): AiResourceSpec {
  return {
    resCode: aiResCode.test(test.data.course),
    title: test.data.title,
    level: test.data.course,
    description: test.data.introduction_ja,
    items: test.data.items.map((item, j) => ({
      item,
      questionId: item.id,
      point: item.point,
      at: ["items", j],
    })),
    file: test.file,
    source: test.source,
  };
}

/**
 * Reads, checks and builds content/ai-study (nothing without the folder).
 * @param contentDir - the content folder
 * @param repoRoot - file names in messages are relative to it
 * @param baseVersion - the build's resource digest
 * @returns the plan (only without errors; undefined without the folder) and every error found
 */
export async function loadAiStudy(
  contentDir: string,
  repoRoot: string,
  baseVersion: BaseVersion,
): Promise<{ plan?: AiStudyPlan; errors: ContentError[] }> {
  const sources = await loadAiStudySources(contentDir, repoRoot);
  if (!sources.courses) return { errors: [] };
  if (sources.errors.length > 0) return { errors: sources.errors };
  const errors: ContentError[] = [];
  const resources: AiStudyResource[] = [];
  const build = async (
    stage: AiStage,
    course: AiStudyCoursePlan,
    lessonId: string | null,
    spec: AiResourceSpec,
  ): Promise<AiStudyResourceRef | undefined> => {
    const made = aiResource(spec);
    errors.push(...made.errors);
    if (!made.loaded) return undefined;
    const version = await baseVersion(made.loaded, "", []);
    resources.push({
      stage,
      course: course.entry.course,
      lessonId,
      res: made.loaded,
      version,
      assetDir: "",
      assets: [],
    });
    return { res_code: spec.resCode, items: itemRefs(spec.items) };
  };
  const lessons = new Map<string, AiStudyLessonJson>();
  const tests = new Map<string, AiStudyResourceRef>();
  const banks = new Map<string, AiStudyBank>();
  for (const course of sources.courses) {
    const level = course.entry.course;
    const before = errors.length;
    for (const lesson of course.lessons) {
      const { lesson_id } = lesson.data;
      const specs = lessonSpecs(lesson);
      const refs: Partial<Record<"review" | "consolidation", AiStudyResourceRef>> = {};
      for (const section of ["review", "consolidation"] as const)
        refs[section] = await build(section, course, lesson_id, specs[section]);
      if (refs.review && refs.consolidation) {
        const versions = resources.slice(-2).map((r) => r.version);
        lessons.set(
          lesson_id,
          lessonJson(lesson.data, { review: refs.review, consolidation: refs.consolidation, versions }),
        );
      }
    }
    const { test } = course;
    const testRef = await build("test", course, null, testSpec(test));
    if (testRef) tests.set(level, testRef);
    // The bank repeats the lessons' items: built only when they are sound, so no problem is reported twice.
    if (errors.length > before) continue;
    const bank = bankSpecs(course.lessons);
    const bankRef = await build("bank", course, null, {
      resCode: aiResCode.bank(level),
      title: { ja: `${course.entry.title.ja} 弱点練習`, en: `${course.entry.title.en}: weak points` },
      level,
      description: DESCRIPTIONS.bank,
      items: bank,
      file: test.file,
      source: test.source,
    });
    if (bankRef)
      banks.set(level, {
        res_code: bankRef.res_code,
        items: bankRef.items.map((ref, i) => ({
          ...ref,
          lesson_id: (bank[i] as (typeof bank)[number]).lessonId,
          item_id: (bank[i] as (typeof bank)[number]).itemId,
        })),
      });
  }
  if (errors.length > 0) return { errors };
  const index = indexJson(
    sources.courses,
    lessons,
    tests,
    banks,
    resources.map((r) => r.version),
  );
  return { plan: { courses: sources.courses, resources, lessons: [...lessons.values()], index }, errors };
}

/**
 * AI res_codes that another resource already uses (the build's codes are unique across all content).
 * @param plan - the built AI study
 * @param others - the res_codes of every other resource, with the file that defines each
 * @returns one error per clash, at the AI resource's source file
 */
export function aiCodeClashes(plan: AiStudyPlan, others: ReadonlyMap<string, string>): ContentError[] {
  return plan.resources.flatMap((r) => {
    const other = others.get(r.res.res_code);
    return other
      ? [{ ...r.res.source.error([], `res_code ${r.res.res_code} is also used by ${other}`), field: "" }]
      : [];
  });
}

/**
 * The catalogue's ai_study entry.
 * @param plan - the built AI study
 * @param entry - the build's catalogue entry of a resource
 * @returns counts, paths and every AI resource with its course, lesson and stage
 */
export function catalogAiStudy(
  plan: AiStudyPlan,
  entry: (r: AiStudyResource) => CatalogResource,
): CatalogAiStudy {
  return {
    count: plan.lessons.length,
    index: AI_STUDY_INDEX_PATH,
    grammar_index: AI_STUDY_GRAMMAR_INDEX_PATH,
    resources: plan.resources.map((r) => ({
      ...entry(r),
      course: r.course,
      lesson_id: r.lessonId,
      stage: r.stage,
    })),
  };
}

/**
 * Writes ai-study/index.json, each lesson's lesson.json and grammar-index.json (the resources' folders
 * are written by the build like any resource's).
 * @param outDir - the build folder being written
 * @param plan - the built AI study
 * @param grammar - the grammar index of the other resources
 */
export async function writeAiStudy(
  outDir: string,
  plan: AiStudyPlan,
  grammar: AiStudyGrammarIndex,
): Promise<void> {
  await mkdir(join(outDir, "ai-study"), { recursive: true });
  await writeFile(join(outDir, AI_STUDY_INDEX_PATH), `${JSON.stringify(plan.index, null, 1)}\n`);
  await writeFile(join(outDir, AI_STUDY_GRAMMAR_INDEX_PATH), `${JSON.stringify(grammar)}\n`);
  for (const lesson of plan.lessons) {
    const file = join(outDir, aiLessonPath(lesson.lesson_id));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(lesson)}\n`);
  }
}
