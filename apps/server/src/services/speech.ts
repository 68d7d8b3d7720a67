import type { FastifyInstance } from "fastify";
import { poorlyWordLists } from "../modules/poorly-words/service.ts";
import { startBackgroundRecognition, startSharedRecognition } from "../modules/recognized-text/start.ts";
import { storeEvaluationXml } from "../modules/upload/evaluation-file.ts";
import { type KeepEvaluation, SpeechPool, speechPlugin } from "../speech/index.ts";
import { lookupOpenItem, type OpenItem } from "../speech/open-answer/open-item.ts";
import { openRecogniser } from "../speech/open-answer/recognise.ts";
import { redisSocketSlots } from "../speech/socket-slots.ts";
import { speechUrlSessionActive } from "../speech/url-session.ts";

/**
 * The open-answer rubric lookup of the speech socket: the content item (or record step) named by
 * res_code and question_id, from the built content (course resources and the CEFR-J level test).
 * @param app - the app (`app.content`)
 * @returns the lookup
 */
export function openItemsFromContent(
  app: FastifyInstance,
): (item: { res_code: string; question_id: string }) => Promise<OpenItem | undefined> {
  return (item) => lookupOpenItem(app.content, item);
}

/**
 * The speech socket's keepEvaluation hook: stores each evaluation XML as `eval/<sid>.xml` in app.storage
 * with its student, and answers the signed URL the API serves it at (`GET /v3/files/eval/<sid>.xml?sig=`).
 * @param app - the app (db and storage)
 * @param secret - the signing secret, the same the API verifies file URLs with (ensureSecret)
 * @returns the hook
 */
export function keepEvaluationFiles(app: FastifyInstance, secret: string): KeepEvaluation {
  return (studentId, sid, result) =>
    storeEvaluationXml(app.db, app.storage, secret, studentId, sid, result.xml);
}

/**
 * Starts the offline speech-evaluation service inside this process: a pool of pocketsphinx workers (one
 * per core unless HIBIKI_SPEECH_WORKERS says otherwise, plus HIBIKI_LIVE_WORKERS (default one) kept for the
 * live recognition of the recognition socket, which also goes first in the queue) behind the signed websockets
 * `/v3/speech/evaluate` and `/v3/speech/recognize`. Each evaluation's XML is kept as a file whose signed URL
 * goes back in the answer (keepEvaluationFiles). Saved recordings are transcribed in the background, through
 * the shared job queue on PostgreSQL. Call before `listen()`; the pool closes with the app.
 * @param app - the built app (not yet listening)
 * @param secret - the HMAC key app/new-evaluation-service signs the socket URLs with
 */
export async function startSpeechService(app: FastifyInstance, secret: string): Promise<void> {
  const pool = await SpeechPool.start({
    size: app.env.HIBIKI_SPEECH_WORKERS,
    liveWorkers: app.env.HIBIKI_LIVE_WORKERS,
  });
  app.addHook("onClose", () => pool.close());
  await app.register(speechPlugin, {
    pool,
    secret,
    // A URL works only while the sign-in it was issued to is active: logout ends it.
    verifyTicket: (studentId, sessionId) => speechUrlSessionActive(app.db, studentId, sessionId),
    keepEvaluation: keepEvaluationFiles(app, secret),
    // The student's collected poorly-read words and the stored blacklist, with the config lists.
    loadConfig: (studentId) => poorlyWordLists(app.db, studentId),
    // Open answers are scored against the content item's rubric, recognised with the item's language model.
    loadOpenItem: openItemsFromContent(app),
    recogniseOpen: openRecogniser(pool),
    // With Redis, a student's open speech sockets are counted across every process (socket-slots.ts).
    socketSlots: app.redis
      ? redisSocketSlots(app.redis, { onError: (err) => app.log.warn({ err }, "speech socket count: Redis") })
      : undefined,
  });
  // On PostgreSQL the recordings to transcribe go through the queue every process shares.
  const recognizer = app.env.DATABASE_URL
    ? await startSharedRecognition(app, pool)
    : await startBackgroundRecognition(app, pool);
  app.addHook("onClose", async () => recognizer?.close());
  app.log.info("speech evaluation service started");
}

/**
 * What an API-only process (HIBIKI_ROLE=api) runs instead of the speech service: on PostgreSQL, saved
 * recordings are sent to the shared job queue for the speech processes to transcribe; on the embedded
 * database (one process, nothing to share with) they are not transcribed.
 * @param app - the built app (not yet listening)
 */
export async function startApiOnlyJobs(app: FastifyInstance): Promise<void> {
  if (!app.env.DATABASE_URL) {
    app.log.warn("HIBIKI_ROLE=api on the embedded database: recordings are not transcribed");
    return;
  }
  const jobs = await startSharedRecognition(app, null);
  app.addHook("onClose", () => jobs.close());
}
