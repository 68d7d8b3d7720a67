import { historyDetails as historyDetailsCall, historyDetailsDeep, historyList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { attemptResult } from "../textbook/service.ts";
import { historyDetails, historyPage } from "./service.ts";

/**
 * Study history calls: practised resources, the attempts of one, and one attempt's result.
 * Needs `app.content` (modules/content/plugin.ts registered before it).
 * @param app - the Fastify instance
 */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, historyList, ({ caller, query }) => historyPage(db, content, caller.id, query));
  registerCall(app, historyDetailsCall, ({ caller, query }) =>
    historyDetails(db, content, caller.id, query.res_code),
  );
  registerCall(app, historyDetailsDeep, ({ caller, query }) =>
    attemptResult(db, content, caller.id, query.guid),
  );
}
