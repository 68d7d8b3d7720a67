import {
  sensitiveWordsFilter,
  submitItrTopicWriting,
  writingDetail,
  writingHistory,
  writingSubmit,
  writingTopicDetail,
  writingTopicList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { NotFound } from "../../errors.ts";
import { serveSignedFiles } from "../../lib/signed-file-route.ts";
import { assertNotCollege } from "../../plugins/auth-college.ts";
import { registerCall } from "../../plugins/calls.ts";
import { filterSensitiveWords } from "../../writing/index.ts";
import { sharedCheckerRunner } from "./checker-runner.ts";
import { submitWriting } from "./commands/submit-writing.ts";
import { ENGINE_RESULT_FILE } from "./engine-file.ts";
import { findByEngineFile } from "./repository.ts";
import { findWritingDetail, writingHistoryPage } from "./service.ts";
import { loadTopicCatalog } from "./topics.ts";

/** Writing submissions are CPU work: a student may send a few a minute, not hundreds. */
const SUBMIT_RATE = { max: 20, timeWindow: 60_000 };

/**
 * Writing calls: sensitive_words_filter, topic list/detail, submit (AI writing, skill-up, free writing,
 * textbook topic writing), history, detail, and the signed engine_result file link.
 * @param app - the Fastify instance (db, storage, secret)
 */
export async function writingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const topics = loadTopicCatalog();
  const checker = sharedCheckerRunner(app);
  const deps = async () => ({
    db,
    storage: app.storage,
    secret: await app.secret(),
    topics,
    checker,
    content: app.content,
  });

  registerCall(app, sensitiveWordsFilter, async ({ body }) => ({
    words: filterSensitiveWords(body.words).words,
  }));

  // AI writing and skill-up writing are not part of a college student's product (spec §2/§6); textbook
  // and homework writing items (submit-itr-topic-writing) are.
  const college = { denyCollege: true };

  registerCall(app, writingTopicList, async ({ query }) => ({ list: topics.ofLevel(query.level) }), college);

  registerCall(
    app,
    writingTopicDetail,
    async ({ query }) => {
      const topic = topics.byId.get(query.topic_id);
      if (!topic) throw NotFound(`作文のテーマが見つかりません: ${query.topic_id}`);
      return topic;
    },
    college,
  );

  registerCall(
    app,
    writingSubmit,
    async ({ body, caller }) => {
      if (body.source !== "textbook") await assertNotCollege(db, caller);
      return submitWriting(await deps(), caller, {
        source: body.source,
        content: body.content,
        topicId: body.topic_id,
        level: body.level,
      });
    },
    { rateLimit: SUBMIT_RATE },
  );

  registerCall(
    app,
    submitItrTopicWriting,
    async ({ body, caller }) =>
      submitWriting(await deps(), caller, {
        source: "textbook",
        content: body.content,
        level: body.level,
        resCode: body.res_code,
        questionId: body.question_id,
      }),
    { rateLimit: SUBMIT_RATE },
  );

  registerCall(
    app,
    writingHistory,
    async ({ query, caller }) => writingHistoryPage(db, await app.secret(), caller.id, query),
    college,
  );

  registerCall(
    app,
    writingDetail,
    async ({ query, caller }) => findWritingDetail(db, await app.secret(), caller.id, query.writing_id),
    college,
  );

  serveSignedFiles(app, ENGINE_RESULT_FILE, {
    find: async (id) => (await findByEngineFile(db, id))?.engine_path,
    contentType: "application/json; charset=utf-8",
    cacheControl: "private, max-age=31536000, immutable",
  });
}
