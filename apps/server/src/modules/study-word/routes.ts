import {
  studyWordAddPlan,
  studyWordBooks,
  studyWordChallengePaper2,
  studyWordDeletePlan,
  studyWordEditPlan,
  studyWordList,
  studyWordPlanInfo,
  studyWordPlans,
  studyWordResult,
  studyWordTodayTask,
  studyWordUnfinishedCount,
  studyWordUploadChallengeLog,
  studyWordUploadWrongLog,
  studyWordWord,
  studyWordWrongTopicList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";
import { studyWordClock } from "./study-word-clock.ts";
import { teacherStudyWordRoutes } from "./teacher-routes.ts";

/**
 * Study-word plans (spec "Study word"): word books, plans with a daily amount, today's task of new words and
 * FSRS-scheduled reviews, answers, the wrong-topic list and results; and the teacher calls
 * (teacher-routes.ts). Days are Japan days (Asia/Tokyo).
 * @param app - the Fastify instance
 */
export async function studyWordRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content, now: () => studyWordClock.now() };
  registerCall(app, studyWordBooks, () => service.books(deps));
  registerCall(app, studyWordPlans, ({ caller }) => service.plans(deps, caller));
  registerCall(app, studyWordAddPlan, ({ caller, body }) => service.addPlan(deps, caller, body));
  registerCall(app, studyWordEditPlan, ({ caller, body }) => service.editPlan(deps, caller, body));
  registerCall(app, studyWordDeletePlan, ({ caller, body }) =>
    service.deletePlan(deps, caller, body.plan_id),
  );
  registerCall(app, studyWordPlanInfo, ({ caller, query }) => service.planInfo(deps, caller, query.plan_id));
  registerCall(app, studyWordTodayTask, ({ caller, query }) =>
    service.todayTask(deps, caller, query.plan_id),
  );
  registerCall(app, studyWordList, ({ caller, query }) => service.list(deps, caller, query));
  registerCall(app, studyWordWord, ({ caller, query }) => service.word(deps, caller, query.word_id));
  registerCall(app, studyWordChallengePaper2, ({ caller, query }) =>
    service.challengePaper(deps, caller, query),
  );
  registerCall(app, studyWordUploadChallengeLog, ({ caller, body }) =>
    service.uploadChallengeLog(deps, caller, body),
  );
  registerCall(app, studyWordUnfinishedCount, ({ caller }) => service.unfinishedCountOf(deps, caller));
  registerCall(app, studyWordWrongTopicList, ({ caller, query }) =>
    service.wrongTopicList(deps, caller, query.plan_id),
  );
  registerCall(app, studyWordUploadWrongLog, ({ caller, body }) =>
    service.uploadWrongLog(deps, caller, body),
  );
  registerCall(app, studyWordResult, ({ caller, query }) => service.result(deps, caller, query));
  await teacherStudyWordRoutes(app, deps);
}
