import type { FastifyInstance } from "fastify";
import { appConfig } from "../modules/app/service.ts";
import { SpeechPool, speechPlugin } from "../speech/index.ts";

/**
 * Starts the offline speech-evaluation service inside this process: a pool of pocketsphinx workers (one
 * per core unless HIBIKI_SPEECH_WORKERS says otherwise) behind the signed websockets
 * `/v3/speech/evaluate` and `/v3/speech/recognize`. Call before `listen()`; the pool closes with the app.
 * @param app - the built app (not yet listening)
 * @param secret - the HMAC key app/new-evaluation-service signs the socket URLs with
 */
export async function startSpeechService(app: FastifyInstance, secret: string): Promise<void> {
  const pool = await SpeechPool.start({ size: app.env.HIBIKI_SPEECH_WORKERS });
  app.addHook("onClose", () => pool.close());
  await app.register(speechPlugin, {
    pool,
    secret,
    loadConfig: async () => {
      const config = await appConfig(app.db);
      // The student's own collected words and blacklist arrive with the poorly-words calls (issue 5).
      return {
        collected: [],
        blacklist: [],
        excluded: config.poorly_words,
        whiteList: config.white_list_words,
      };
    },
  });
  app.log.info("speech evaluation service started");
}
