import {
  dictionaryDelSearchLog,
  dictionaryFuzzySearchWord,
  dictionaryIntroduce,
  dictionaryNewSearchWord,
  dictionaryPenSwitch,
  dictionaryScreenSearchWord,
  dictionarySetPenSwitch,
  dictionarySubmitWordLog,
  dictionaryWordSearchLogs,
} from "@hibiki/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StudentCaller } from "../../plugins/auth.ts";
import { registerCall } from "../../plugins/calls.ts";
import { wordAudio } from "./audio.ts";
import {
  deleteSearchLogs,
  fuzzySearchWord,
  getPenSwitch,
  introduce,
  screenSearchWord,
  searchLogs,
  searchWord,
  setPenSwitch,
  submitWordLog,
} from "./service.ts";

/**
 * Dictionary calls (spec "Dictionary"): lookups with inflections and fuzzy suggestions, the search
 * history, the sources page, word actions (add to the word book) and the stored pen switch. The data is
 * imported at first start (src/dictionary-import). Needs `app.content` (the word book is favourites).
 * @param app - the Fastify instance
 */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The dictionary is not part of a college student's product (spec §1: textbook and homework only).
  const opts = { denyCollege: true };
  const audio = async (req: FastifyRequest, caller: StudentCaller) =>
    wordAudio(req, caller, await app.secret());
  registerCall(
    app,
    dictionaryNewSearchWord,
    async ({ req, caller, query }) =>
      searchWord(db, caller, query.word, query.type, await audio(req, caller)),
    opts,
  );
  registerCall(
    app,
    dictionaryScreenSearchWord,
    async ({ req, caller, query }) => screenSearchWord(db, caller, query.word, await audio(req, caller)),
    opts,
  );
  registerCall(
    app,
    dictionaryFuzzySearchWord,
    ({ query }) => fuzzySearchWord(db, query.word, query.type),
    opts,
  );
  registerCall(
    app,
    dictionaryWordSearchLogs,
    ({ caller, query }) => searchLogs(db, caller, query.page, query.limit),
    opts,
  );
  registerCall(
    app,
    dictionaryDelSearchLog,
    ({ caller, body }) => deleteSearchLogs(db, caller, body.word_ids),
    opts,
  );
  registerCall(app, dictionaryIntroduce, () => introduce(db), opts);
  registerCall(
    app,
    dictionarySubmitWordLog,
    ({ caller, body }) => submitWordLog(db, app.content, caller, body.word_id, body.action),
    opts,
  );
  registerCall(app, dictionaryPenSwitch, ({ caller }) => getPenSwitch(db, caller), opts);
  registerCall(
    app,
    dictionarySetPenSwitch,
    ({ caller, body }) => setPenSwitch(db, caller, body.enabled),
    opts,
  );
}
