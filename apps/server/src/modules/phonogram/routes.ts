import {
  phonogramChallenge,
  phonogramDetail,
  phonogramHistory,
  phonogramList,
  phonogramPractice,
  phonogramResult,
  phonogramSubmitLog,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";

/**
 * The phonogram calls (issue 22): the phonemes with the student's scores, one phoneme's page, a practice
 * paper of one phoneme, a challenge paper across phonemes, submitting a paper (marked on the server from
 * the choices and the kept speech evaluations), a log's result and the history. Students only, not
 * college students.
 * @param app - the Fastify instance
 */
export async function phonogramRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content, storage: app.storage };
  const opts = { denyCollege: true };
  registerCall(app, phonogramList, ({ caller }) => service.list(deps, caller), opts);
  registerCall(
    app,
    phonogramDetail,
    async ({ caller, query }) => ({ phoneme: await service.detail(deps, caller, query.phoneme_id) }),
    opts,
  );
  registerCall(
    app,
    phonogramPractice,
    ({ caller, query }) => service.practice(deps, caller, query.phoneme_id),
    opts,
  );
  registerCall(app, phonogramChallenge, ({ caller }) => service.challenge(deps, caller), opts);
  registerCall(app, phonogramSubmitLog, ({ caller, body }) => service.submitLog(deps, caller, body), opts);
  registerCall(
    app,
    phonogramResult,
    async ({ caller, query }) => ({ log: await service.result(deps, caller, query.log_id) }),
    opts,
  );
  registerCall(
    app,
    phonogramHistory,
    async ({ caller }) => ({ logs: await service.history(deps, caller) }),
    opts,
  );
}
