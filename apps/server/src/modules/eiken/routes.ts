import {
  eikenChallengeLogs,
  eikenChallengePartDone,
  eikenChallengeResult,
  eikenChallengeStart,
  eikenChallengeState,
  eikenGuidLogs,
  eikenGuidResource,
  eikenGuidSubmit,
  eikenInterviewList,
  eikenLevels,
  eikenNextResources,
  eikenPracticeList,
  eikenTrainingResourceList,
  eikenWordList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as challenge from "./challenge.ts";
import { interviewList, practiceList } from "./practice.ts";
import * as service from "./service.ts";
import { trainingResourceList } from "./training.ts";

/**
 * The Eiken calls (spec "Exam"): the grades with the student's word progress, a grade's word list, and the
 * guided word sessions (start, answer an item, the session's log, what to study next), the first-stage
 * practice sets and the full mock test (start, its parts, the result, past sittings). Students only, not
 * college students (spec §2). Every query is scoped to the caller. Needs `app.content` (content/eiken).
 * @param app - the Fastify instance
 */
export async function eikenRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content };
  const opts = { denyCollege: true };
  registerCall(app, eikenLevels, ({ caller }) => service.levels(deps, caller), opts);
  registerCall(app, eikenWordList, ({ caller, query }) => service.wordList(deps, caller, query), opts);
  registerCall(
    app,
    eikenGuidResource,
    ({ caller, query }) => service.startSession(deps, caller, query),
    opts,
  );
  registerCall(app, eikenGuidSubmit, ({ caller, body }) => service.submit(deps, caller, body), opts);
  registerCall(app, eikenGuidLogs, ({ caller, query }) => service.logs(deps, caller, query), opts);
  registerCall(
    app,
    eikenNextResources,
    ({ caller, query }) => service.nextResources(deps, caller, query.resource_id, query.resource_tag),
    opts,
  );
  registerCall(
    app,
    eikenInterviewList,
    ({ caller, query }) => interviewList(deps, caller.id, query.level_id),
    opts,
  );
  registerCall(
    app,
    eikenTrainingResourceList,
    ({ caller, query }) => trainingResourceList(deps, caller, query.class_id),
    opts,
  );
  registerCall(app, eikenPracticeList, ({ caller, query }) => practiceList(deps, caller.id, query), opts);
  registerCall(
    app,
    eikenChallengeStart,
    ({ caller, body }) => challenge.startChallenge(deps, caller, body.level_id),
    opts,
  );
  registerCall(
    app,
    eikenChallengeState,
    ({ caller, query }) => challenge.challengeState(deps, caller, query.challenge_id),
    opts,
  );
  registerCall(
    app,
    eikenChallengePartDone,
    ({ caller, body }) => challenge.partDone(deps, caller, body),
    opts,
  );
  registerCall(
    app,
    eikenChallengeResult,
    ({ caller, query }) => challenge.challengeResult(deps, caller, query.challenge_id),
    opts,
  );
  registerCall(
    app,
    eikenChallengeLogs,
    ({ caller, query }) => challenge.challengeLogs(deps, caller, query.level_id),
    opts,
  );
}
