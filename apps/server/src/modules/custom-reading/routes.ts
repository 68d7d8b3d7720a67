import {
  customReadingCreate,
  customReadingDelete,
  customReadingDetail,
  customReadingList,
  customReadingResult,
  customReadingSubmit,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";

/**
 * The custom-reading calls (issue 23, `/v3/custom-reading/*`): the student's texts, creating one (the
 * shared text rules, the sensitive-words list, duplicates, the per-student limit), one text with its
 * history, submitting a reading scored from the server's kept evaluation, an attempt's result and
 * deleting a text with its attempts. Every call reads only the caller's own texts (another student's id
 * is 404). Students only, not college students.
 * @param app - the Fastify instance
 */
export async function customReadingRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db };
  const opts = { denyCollege: true };
  registerCall(app, customReadingList, ({ caller }) => service.list(deps, caller), opts);
  registerCall(app, customReadingCreate, ({ caller, body }) => service.create(deps, caller, body.text), opts);
  registerCall(
    app,
    customReadingDetail,
    ({ caller, query }) => service.detail(deps, caller, query.text_id),
    opts,
  );
  registerCall(app, customReadingSubmit, ({ caller, body }) => service.submit(deps, caller, body), opts);
  registerCall(
    app,
    customReadingResult,
    ({ caller, query }) => service.result(deps, caller, query.attempt_id),
    opts,
  );
  registerCall(
    app,
    customReadingDelete,
    ({ caller, body }) => service.remove(deps, caller, body.text_id),
    opts,
  );
}
