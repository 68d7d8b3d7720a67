import type { AiAttemptScore, AiMasteryChange, AiPaperPoint } from "@hibiki/contracts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import { attemptScore, logItems, paperNotFound, readAttempt } from "../attempts.ts";
import { aiStudy, courseOrThrow } from "../catalog.ts";
import type { Deps } from "../deps.ts";
import { presentChanges } from "../presenter.ts";
import * as repo from "../repository.ts";
import { paperPoints } from "../service.ts";
import { masteryAround } from "./submit-stage.ts";

/**
 * The course-level submits: the confirmation test (`ai-<course>-test`) and the weakness paper (the course
 * bank under the guid recommend/index gave), each recorded with the textbook answer calls first.
 */

/**
 * A confirmation-test attempt handed in: stored as the course's test paper (again: its score updated).
 * @throws AppError 404 ai_course_not_found / ai_course_paper_not_found; 400 ai_course_resource_mismatch
 */
export async function submitTest(
  deps: Deps,
  caller: StudentCaller,
  courseId: string,
  guid: string,
): Promise<{
  course_id: string;
  attempt: AiAttemptScore;
  points: AiPaperPoint[];
  mastery: AiMasteryChange[];
}> {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, course.test.res_code);
  const ai = study.resources.get(course.test.res_code);
  if (!ai) throw paperNotFound();
  const { before, after, points } = await masteryAround(deps, caller, read.attempt.id);
  await repo.upsertStage(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    lessonId: course.course,
    stage: "test",
    guid,
    score: read.score,
    correct: read.correct,
    total: read.total,
  });
  const order = course.lessons.map((l) => l.point);
  return {
    course_id: course.course,
    attempt: attemptScore(read, new Date()),
    points: paperPoints(study, course.lessons, logItems(read, ai), after),
    mastery: presentChanges(
      study,
      order.filter((p) => points.includes(p)),
      before,
      after,
    ),
  };
}

/**
 * A weakness paper handed in.
 * @throws AppError 404 ai_course_not_found / ai_course_paper_not_found (a guid recommend/index did not give
 *   this student for this course); 400 ai_course_resource_mismatch
 */
export async function submitRecommend(
  deps: Deps,
  caller: StudentCaller,
  courseId: string,
  guid: string,
): Promise<{ course_id: string; attempt: AiAttemptScore; mastery: AiMasteryChange[] }> {
  const study = await aiStudy(deps.content);
  const course = courseOrThrow(study, courseId);
  const paper = await repo.findPaper(deps.db, caller.id, guid);
  if (!paper || paper.course_id !== course.course) throw paperNotFound();
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, course.bank.res_code);
  const { before, after, points } = await masteryAround(deps, caller, read.attempt.id);
  await repo.submitPaper(deps.db, caller.id, guid, read.score);
  const order = course.lessons.map((l) => l.point);
  return {
    course_id: course.course,
    attempt: attemptScore(read, new Date()),
    mastery: presentChanges(
      study,
      order.filter((p) => points.includes(p) || paper.points.split(",").includes(p)),
      before,
      after,
    ),
  };
}
