import {
  deviceFavoritesDiscard,
  deviceFavoritesEnPageList,
  deviceFavoritesNotEnPageList,
  deviceFavoritesSubmit,
  favouriteSentenceCollect,
  favouriteSentenceCollected,
  favouriteSentenceDiscard,
  favouriteWordCollect,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import {
  collectedOf,
  collectSentence,
  collectWord,
  discardById,
  discardSentence,
  sentencePage,
  submitPractice,
  wordPage,
} from "./service.ts";

/**
 * Favourites: collecting and discarding sentences and words in the players, the collected state of a
 * resource, and the /my_collection lists with practice and discard (device favourites). Needs
 * `app.content` (modules/content/plugin.ts registered before it).
 * @param app - the Fastify instance
 */
export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  // /my_collection and the ☆ buttons are not part of a college student's product (spec §2/§6).
  const opts = { denyCollege: true };
  registerCall(
    app,
    favouriteSentenceCollect,
    ({ caller, body }) => collectSentence(db, content, caller, body),
    opts,
  );
  registerCall(app, favouriteSentenceDiscard, ({ caller, body }) => discardSentence(db, caller, body), opts);
  registerCall(app, favouriteWordCollect, ({ caller, body }) => collectWord(db, content, caller, body), opts);
  registerCall(
    app,
    favouriteSentenceCollected,
    ({ caller, query }) => collectedOf(db, content, caller, query.resource_code, query.sentence_source),
    opts,
  );
  registerCall(
    app,
    deviceFavoritesEnPageList,
    ({ caller, query }) => sentencePage(db, content, caller, query),
    opts,
  );
  registerCall(
    app,
    deviceFavoritesNotEnPageList,
    ({ caller, query }) => wordPage(db, content, caller, query),
    opts,
  );
  registerCall(
    app,
    deviceFavoritesSubmit,
    ({ caller, body }) => submitPractice(db, content, caller, body),
    opts,
  );
  registerCall(
    app,
    deviceFavoritesDiscard,
    ({ caller, body }) => discardById(db, caller, body.resource_id),
    opts,
  );
}
