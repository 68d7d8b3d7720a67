import {
  AI_COURSE_HISTORY_MAX,
  AI_COURSE_TEST_PAPERS,
  type AiAttemptScore,
  type AiCourseSummary,
  type AiDocPoint,
  type AiExplanationPoint,
  type AiLessonItem,
  type AiLessonLogs,
  type AiLogItem,
  type AiMasterySummary,
  type AiPaperPoint,
  type AiRecommendLesson,
  type AiReportPoint,
  type AiStageResource,
  type AiVideoSlide,
  type AiWeaknessPaper,
} from "@hibiki/contracts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { attemptScore, logItems, paperNotFound, readAttempt } from "./attempts.ts";
import { type AiStudy, aiStudy, courseOrThrow, lessonOrThrow } from "./catalog.ts";
import type { Deps } from "./deps.ts";
import { ingest } from "./ingest.ts";
import { stateOf, studentStates } from "./mastery.ts";
import type { PointState } from "./model.ts";
import {
  masterySummary,
  pointNames,
  presentCourse,
  presentLesson,
  presentMastery,
  presentPointMastery,
  roundP,
  stagesByLesson,
} from "./presenter.ts";
import { recommendLessons, weaknessPaper } from "./recommend.ts";
import * as repo from "./repository.ts";

/**
 * The AI course reads: the courses with progress, a course's lessons, a lesson's content, the grammar
 * reference, the report, the confirmation test's page and papers, the recommendations and the logs of a
 * submitted attempt. Calls that show mastery across the course read the student's new answers first.
 */

const exampleOf = (e: { en: string; ja: string; highlight?: string | undefined }) => ({
  en: e.en,
  ja: e.ja,
  highlight: e.highlight ?? "",
});

/** Ingests and replays one student's evidence. */
async function freshStates(deps: Deps, studentId: number) {
  await ingest(deps.db, deps.content, [studentId]);
  return studentStates(deps.db, studentId);
}

/**
 * Every course with the student's progress.
 * @returns the courses in order
 */
export async function courseIndex(
  deps: Deps,
  caller: StudentCaller,
): Promise<{ courses: AiCourseSummary[] }> {
  const study = await aiStudy(deps.content);
  if (study.courses.length === 0) return { courses: [] };
  const { states } = await freshStates(deps, caller.id);
  const byLesson = stagesByLesson(await repo.latestStages(deps.db, [caller.id]));
  return { courses: study.courses.map((c) => presentCourse(c, byLesson, states)) };
}

async function courseStages(deps: Deps, studentId: number, study: AiStudy, courseId: string) {
  const course = courseOrThrow(study, courseId);
  const ids = [course.course, ...course.lessons.map((l) => l.lesson_id)];
  return { course, byLesson: stagesByLesson(await repo.latestStages(deps.db, [studentId], ids)) };
}

/**
 * A course's lessons with their stages and the mastery of their points.
 * @throws AppError 404 ai_course_not_found
 */
export async function exerciseIndex(
  deps: Deps,
  caller: StudentCaller,
  courseId: string,
): Promise<{ course: AiCourseSummary; lessons: AiLessonItem[] }> {
  const study = await aiStudy(deps.content);
  const { course, byLesson } = await courseStages(deps, caller.id, study, courseId);
  const { states } = await freshStates(deps, caller.id);
  return {
    course: presentCourse(course, byLesson, states),
    lessons: course.lessons.map((l) =>
      presentLesson(study, study.lessonById.get(l.lesson_id)!, byLesson.get(l.lesson_id) ?? [], states),
    ),
  };
}

/**
 * A lesson's content (slides, explanation points with checks, the review and consolidation resources).
 * @throws AppError 404 ai_lesson_not_found
 */
export async function exercisePart(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
): Promise<{
  lesson: AiLessonItem;
  course_title_ja: string;
  course_title_en: string;
  video: AiVideoSlide[];
  explanation: AiExplanationPoint[];
  review: AiStageResource;
  consolidation: AiStageResource;
  prev_lesson_id: string | null;
  next_lesson_id: string | null;
  version: string;
}> {
  const study = await aiStudy(deps.content);
  const entry = lessonOrThrow(study, lessonId);
  const { json, course, index } = entry;
  const rows = await repo.latestStages(deps.db, [caller.id], [lessonId]);
  const { states } = await studentStates(deps.db, caller.id);
  return {
    lesson: presentLesson(study, entry, rows, states),
    course_title_ja: course.title.ja,
    course_title_en: course.title.en,
    video: json.video.map((s) => ({
      heading_ja: s.heading_ja,
      body_ja: s.body_ja,
      examples: s.examples.map(exampleOf),
      narration: s.narration,
    })),
    explanation: json.explanation.map((e) => ({
      heading_ja: e.heading_ja,
      body_ja: e.body_ja,
      examples: e.examples.map(exampleOf),
      check: {
        sentence: e.check.sentence,
        options: e.check.options,
        answer: e.check.answer,
        explain_ja: e.check.explain_ja,
      },
    })),
    review: { res_code: json.review.res_code, item_count: json.review.items.length },
    consolidation: { res_code: json.consolidation.res_code, item_count: json.consolidation.items.length },
    prev_lesson_id: course.lessons[index - 1]?.lesson_id ?? null,
    next_lesson_id: course.lessons[index + 1]?.lesson_id ?? null,
    version: json.version,
  };
}

/**
 * The grammar reference: every course's points with their explanation (without the checks).
 */
export async function document(deps: Deps): Promise<{
  exam_doc: Array<{ course_id: string; title_ja: string; title_en: string; points: AiDocPoint[] }>;
}> {
  const study = await aiStudy(deps.content);
  return {
    exam_doc: study.courses.map((c) => ({
      course_id: c.course,
      title_ja: c.title.ja,
      title_en: c.title.en,
      points: c.lessons.map((l) => ({
        point: l.point,
        lesson_id: l.lesson_id,
        title_ja: l.title.ja,
        title_en: l.title.en,
        goal_ja: l.goal_ja,
        sections: (study.lessonJson.get(l.lesson_id)?.explanation ?? []).map((e) => ({
          heading_ja: e.heading_ja,
          body_ja: e.body_ja,
          examples: e.examples.map(exampleOf),
        })),
      })),
    })),
  };
}

/**
 * The report: every point of the course with its mastery now and its p after each answer.
 * @throws AppError 404 ai_course_not_found
 */
export async function report(
  deps: Deps,
  caller: StudentCaller,
  courseId: string,
): Promise<{ course_id: string; mastery: AiMasterySummary; points: AiReportPoint[] }> {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const { states } = await freshStates(deps, caller.id);
  const points = course.lessons.map((l) => l.point);
  return {
    course_id: course.course,
    mastery: masterySummary(points, states),
    points: points.map((point) => ({
      ...presentPointMastery(study, point, states),
      history: stateOf(states, point)
        .history.slice(-AI_COURSE_HISTORY_MAX)
        .map((h) => ({ at: new Date(h.at).toISOString(), p: roundP(h.p) })),
    })),
  };
}

/**
 * The confirmation test's page: its introduction, resource and the student's papers.
 * @throws AppError 404 ai_course_not_found
 */
export async function testingIndex(deps: Deps, caller: StudentCaller, courseId: string) {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const papers = await repo.stagePapers(deps.db, caller.id, course.course, "test", AI_COURSE_TEST_PAPERS);
  return {
    course_id: course.course,
    testing_introduction: {
      title_ja: course.test.title.ja,
      title_en: course.test.title.en,
      introduction_ja: course.test.introduction_ja,
      point_count: new Set(course.test.items.map((i) => i.point)).size,
    },
    testing_resource: {
      res_code: course.test.res_code,
      item_count: course.test.items.length,
      time_limit_minutes: course.test.time_limit_minutes,
    },
    paper_doc: papers.map(
      (p): AiAttemptScore => ({
        guid: p.guid,
        score: p.score ?? 0,
        correct: p.correct,
        total: p.total,
        submitted_at: new Date(p.done_at).toISOString(),
      }),
    ),
  };
}

/** Per point of the course: the attempt's right answers and questions, and the mastery now. */
export function paperPoints(
  study: AiStudy,
  lessons: ReadonlyArray<{ point: string; lesson_id: string }>,
  items: readonly AiLogItem[],
  states: Map<string, PointState>,
): AiPaperPoint[] {
  return lessons.map((l) => {
    const mine = items.filter((i) => i.point === l.point);
    return {
      point: l.point,
      ...pointNames(study, l.point),
      lesson_id: l.lesson_id,
      correct: mine.filter((i) => i.correct === true).length,
      total: mine.length,
      mastery: presentMastery(stateOf(states, l.point)),
    };
  });
}

/**
 * A confirmation-test attempt: the result per point and every question.
 * @throws AppError 404 ai_course_not_found / ai_course_paper_not_found; 400 ai_course_resource_mismatch
 */
export async function testingPaper(deps: Deps, caller: StudentCaller, courseId: string, guid: string) {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, course.test.res_code);
  const ai = study.resources.get(course.test.res_code);
  if (!ai) throw paperNotFound();
  const items = logItems(read, ai);
  const row = await repo.stagePaper(deps.db, caller.id, course.course, "test", guid);
  const { states } = await freshStates(deps, caller.id);
  return {
    course_id: course.course,
    res_code: course.test.res_code,
    attempt: attemptScore(read, row?.done_at ?? null),
    points: paperPoints(study, course.lessons, items, states),
    items,
  };
}

/**
 * The lessons by expected gain and the weakness paper.
 * @throws AppError 404 ai_course_not_found
 */
export async function recommendIndex(
  deps: Deps,
  caller: StudentCaller,
  courseId: string,
): Promise<{
  course_id: string;
  recommend_resource: { lessons: AiRecommendLesson[]; paper: AiWeaknessPaper | null };
}> {
  const study = await aiStudy(deps.content);
  const { course, byLesson } = await courseStages(deps, caller.id, study, courseId);
  const { rows, states } = await freshStates(deps, caller.id);
  const done = new Set(
    course.lessons
      .filter((l) => (byLesson.get(l.lesson_id) ?? []).filter((r) => r.stage !== "test").length >= 4)
      .map((l) => l.lesson_id),
  );
  return {
    course_id: course.course,
    recommend_resource: {
      lessons: recommendLessons(course, states, done),
      paper: await weaknessPaper(deps.db, caller, course, rows, states),
    },
  };
}

/**
 * A weakness paper's questions with the student's answers.
 * @throws AppError 404 ai_course_not_found / ai_course_paper_not_found; 400 ai_course_resource_mismatch
 */
export async function recommendLogs(deps: Deps, caller: StudentCaller, courseId: string, guid: string) {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const paper = await repo.findPaper(deps.db, caller.id, guid);
  if (!paper || paper.course_id !== course.course) throw paperNotFound();
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, course.bank.res_code);
  const ai = study.resources.get(course.bank.res_code);
  if (!ai) throw paperNotFound();
  return {
    course_id: course.course,
    res_code: course.bank.res_code,
    attempt: attemptScore(read, paper.submitted_at),
    items: logItems(read, ai),
  };
}

/**
 * A review or consolidation attempt's questions with the student's answers.
 * @throws AppError 404 ai_lesson_not_found / ai_course_paper_not_found; 400 ai_course_resource_mismatch
 */
export async function lessonLogs(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
  guid: string,
  stage: "review" | "consolidation",
): Promise<AiLessonLogs> {
  const study = await aiStudy(deps.content);
  const { json } = lessonOrThrow(study, lessonId);
  const resCode = json[stage].res_code;
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, resCode);
  const ai = study.resources.get(resCode);
  if (!ai) throw paperNotFound();
  const row = await repo.stagePaper(deps.db, caller.id, lessonId, stage, guid);
  return {
    lesson_id: lessonId,
    stage,
    res_code: resCode,
    attempt: attemptScore(read, row?.done_at ?? null),
    items: logItems(read, ai),
  };
}
