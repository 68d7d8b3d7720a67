import {
  textbookBookList,
  textbookNextResourceInfo,
  textbookResourceInfo,
  textbookTopicAnswerRecord,
  textbookTopicAnswerResult,
  textbookUnitDirectory,
  textbookUnitList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { recordPracticeAnswer } from "./commands/record-answer.ts";
import { attemptResult, bookList, nextResource, resourceInfo, unitDirectory, unitList } from "./service.ts";

/**
 * Textbook calls: book / unit / section listing, resource info with resume data, saving answers and
 * the result. Needs `app.content` (modules/content/plugin.ts registered before it).
 * @param app - the Fastify instance
 */
export async function textbookRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, textbookBookList, async ({ caller }) => ({
    items: await bookList(db, content, caller.id),
  }));
  registerCall(app, textbookUnitDirectory, ({ caller, query }) =>
    unitDirectory(db, content, caller.id, query.book_id),
  );
  registerCall(app, textbookUnitList, ({ caller, query }) => unitList(db, content, caller.id, query.unit_id));
  registerCall(app, textbookResourceInfo, ({ caller, query }) => resourceInfo(db, content, caller.id, query));
  registerCall(app, textbookNextResourceInfo, async ({ query }) => ({
    next: await nextResource(content, query.resource_id),
  }));
  registerCall(app, textbookTopicAnswerRecord, ({ caller, body }) =>
    recordPracticeAnswer(db, content, caller, body),
  );
  registerCall(app, textbookTopicAnswerResult, ({ caller, query }) =>
    attemptResult(db, content, caller.id, query.guid, query.res_code),
  );
}
