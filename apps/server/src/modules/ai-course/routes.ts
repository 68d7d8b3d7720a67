import {
  aiCourseConsolidationLogs,
  aiCourseConsolidationSubmit,
  aiCourseDocument,
  aiCourseExerciseIndex,
  aiCourseExercisePart,
  aiCourseExplanationSubmit,
  aiCourseIndex,
  aiCourseRecommendIndex,
  aiCourseRecommendLogs,
  aiCourseRecommendSubmit,
  aiCourseReport,
  aiCourseReviewLogs,
  aiCourseReviewSubmit,
  aiCourseTestingIndex,
  aiCourseTestingPaper,
  aiCourseTestingSubmit,
  aiCourseVideoSubmit,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { submitRecommend, submitTest } from "./commands/submit-paper.ts";
import { submitExplanation, submitLessonAttempt, submitVideo } from "./commands/submit-stage.ts";
import type { Deps } from "./deps.ts";
import * as service from "./service.ts";

/**
 * The AI course calls (issue 24 part 1, `/v3/ai/course/*`): the grammar courses with progress, a course's
 * lessons, a lesson's content, the four stage submits, the logs of review and consolidation, the course
 * confirmation test, the recommendations with the weakness paper, the grammar reference and the mastery
 * report. Students only, not college students; attempts are the caller's own (another student's guid is
 * 404 ai_course_paper_not_found).
 * @param app - the Fastify instance (db, content)
 */
export async function aiCourseRoutes(app: FastifyInstance): Promise<void> {
  const deps: Deps = { db: app.db, content: app.content };
  const opts = { denyCollege: true };

  registerCall(app, aiCourseIndex, ({ caller }) => service.courseIndex(deps, caller), opts);
  registerCall(
    app,
    aiCourseExerciseIndex,
    ({ caller, query }) => service.exerciseIndex(deps, caller, query.course_id),
    opts,
  );
  registerCall(
    app,
    aiCourseExercisePart,
    ({ caller, query }) => service.exercisePart(deps, caller, query.lesson_id),
    opts,
  );
  registerCall(
    app,
    aiCourseVideoSubmit,
    ({ caller, body }) => submitVideo(deps, caller, body.resource_id),
    opts,
  );
  registerCall(
    app,
    aiCourseExplanationSubmit,
    ({ caller, body }) => submitExplanation(deps, caller, body.resource_id, body.answers),
    opts,
  );
  registerCall(
    app,
    aiCourseReviewSubmit,
    ({ caller, body }) => submitLessonAttempt(deps, caller, body.lesson_id, body.guid, "review"),
    opts,
  );
  registerCall(
    app,
    aiCourseReviewLogs,
    ({ caller, query }) => service.lessonLogs(deps, caller, query.lesson_id, query.guid, "review"),
    opts,
  );
  registerCall(
    app,
    aiCourseConsolidationSubmit,
    ({ caller, body }) => submitLessonAttempt(deps, caller, body.lesson_id, body.guid, "consolidation"),
    opts,
  );
  registerCall(
    app,
    aiCourseConsolidationLogs,
    ({ caller, query }) => service.lessonLogs(deps, caller, query.lesson_id, query.guid, "consolidation"),
    opts,
  );
  registerCall(
    app,
    aiCourseTestingIndex,
    ({ caller, query }) => service.testingIndex(deps, caller, query.course_id),
    opts,
  );
  registerCall(
    app,
    aiCourseTestingSubmit,
    ({ caller, body }) => submitTest(deps, caller, body.course_id, body.guid),
    opts,
  );
  registerCall(
    app,
    aiCourseTestingPaper,
    ({ caller, query }) => service.testingPaper(deps, caller, query.course_id, query.guid),
    opts,
  );
  registerCall(
    app,
    aiCourseRecommendIndex,
    ({ caller, query }) => service.recommendIndex(deps, caller, query.course_id),
    opts,
  );
  registerCall(
    app,
    aiCourseRecommendSubmit,
    ({ caller, body }) => submitRecommend(deps, caller, body.course_id, body.guid),
    opts,
  );
  registerCall(
    app,
    aiCourseRecommendLogs,
    ({ caller, query }) => service.recommendLogs(deps, caller, query.course_id, query.guid),
    opts,
  );
  registerCall(app, aiCourseDocument, () => service.document(deps), opts);
  registerCall(
    app,
    aiCourseReport,
    ({ caller, query }) => service.report(deps, caller, query.course_id),
    opts,
  );
}
