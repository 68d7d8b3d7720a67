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
import type { StudentCaller } from "../../plugins/auth.ts";
import { assertNotCollege } from "../../plugins/auth-college.ts";
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
  // Skill-up, Eiken and e-book exercises are played through these calls too; a college student has none of
  // them (spec §2/§6), so opening, answering or reading the result of one is refused for them (homework has its own
  // calls).
  const gateSkillup = async (caller: StudentCaller, resCode: string) => {
    const { index } = await content.load();
    const module = index.byCode.get(resCode)?.module;
    if (module && ["skillup", "eiken", "tokyo", "listening", "ebook", "ai-study"].includes(module))
      await assertNotCollege(db, caller);
  };
  registerCall(app, textbookBookList, async ({ caller }) => ({
    items: await bookList(db, content, caller.id),
  }));
  registerCall(app, textbookUnitDirectory, ({ caller, query }) =>
    unitDirectory(db, content, caller.id, query.book_id),
  );
  registerCall(app, textbookUnitList, ({ caller, query }) => unitList(db, content, caller.id, query.unit_id));
  registerCall(app, textbookResourceInfo, async ({ caller, query }) => {
    await gateSkillup(caller, query.res_code);
    return resourceInfo(db, content, caller.id, query);
  });
  registerCall(app, textbookNextResourceInfo, async ({ query }) => ({
    next: await nextResource(content, query.resource_id),
  }));
  registerCall(app, textbookTopicAnswerRecord, async ({ caller, body }) => {
    await gateSkillup(caller, body.res_code);
    return recordPracticeAnswer(db, content, caller, body);
  });
  registerCall(app, textbookTopicAnswerResult, async ({ caller, query }) => {
    await gateSkillup(caller, query.res_code);
    return attemptResult(db, content, caller.id, query.guid, query.res_code);
  });
}
