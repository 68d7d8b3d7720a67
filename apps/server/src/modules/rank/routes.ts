import { rankList, rankPrivacy } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";

/**
 * The rankings calls (issue 25 part 2, `/v3/rank/*`): a board of the latest daily snapshot (tab, scope
 * class | school | all, page) with the caller's own row and why they are not ranked, and the choice to
 * hide beyond the class. Students only, not college students (their reduced product has no rankings).
 * The daily job is started by main.ts (job.ts).
 * @param app - the Fastify instance
 */
export async function rankRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, now: () => new Date() };
  const opts = { denyCollege: true };
  registerCall(app, rankList, ({ caller, query }) => service.list(deps, caller, query), opts);
  registerCall(
    app,
    rankPrivacy,
    ({ caller, body }) => service.setPrivacy(deps, caller, body.hide_beyond_class),
    opts,
  );
}
