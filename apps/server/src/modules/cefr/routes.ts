import {
  cefrStartTest,
  cefrSubmitAnswer,
  cefrSubmitWeakLog,
  cefrTestLevels,
  cefrTestLogs,
  cefrTestResources,
  cefrTestResult,
  cefrTestState,
  cefrTestTraces,
  cefrWeakInfo,
  cefrWeakLogs,
  cefrWeakResult,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";
import { startTest, submitAnswer, testResult, testState } from "./tests.ts";

/**
 * The CEFR-J level test calls (spec "CEFR test"): the map, the adaptive placement and step tests, the
 * level's traces and logs, and the weak questions. Students only, not college students (spec §2).
 * Every query is scoped to the caller. Needs `app.content` (the item bank is content/cefr).
 * @param app - the Fastify instance
 */
export async function cefrRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content };
  const opts = { denyCollege: true };
  registerCall(app, cefrTestLevels, ({ caller }) => service.testLevels(deps, caller), opts);
  registerCall(app, cefrTestResources, ({ query }) => service.testResources(deps, query.level), opts);
  registerCall(app, cefrStartTest, ({ caller, body }) => startTest(deps, caller, body), opts);
  registerCall(app, cefrTestState, ({ caller, query }) => testState(deps, caller, query.test_id), opts);
  registerCall(app, cefrSubmitAnswer, ({ caller, body }) => submitAnswer(deps, caller, body), opts);
  registerCall(app, cefrTestResult, ({ caller, query }) => testResult(deps, caller, query.test_id), opts);
  registerCall(app, cefrTestTraces, ({ caller }) => service.testTraces(deps, caller), opts);
  registerCall(
    app,
    cefrTestLogs,
    ({ caller, query }) => service.testLogs(deps, caller, query.page, query.limit),
    opts,
  );
  registerCall(app, cefrWeakInfo, ({ caller }) => service.weakInfo(deps, caller), opts);
  registerCall(app, cefrWeakResult, ({ caller, query }) => service.weakResult(deps, caller, query), opts);
  registerCall(app, cefrSubmitWeakLog, ({ caller, body }) => service.submitWeak(deps, caller, body), opts);
  registerCall(app, cefrWeakLogs, ({ caller, query }) => service.weakLogs(deps, caller, query.limit), opts);
}
