import type { FastifyInstance } from "fastify";
import type { SpeechPool } from "../../speech/index.ts";
import { BackgroundRecognizer, setBackgroundRecognizer } from "./background.ts";
import { decodeMp3, lameAvailable } from "./decode-mp3.ts";
import { recognizePcm } from "./recognize-pcm.ts";

/**
 * Starts transcribing saved recordings with the speech service's worker pool (called by
 * services/speech.ts once the pool runs). Without `lame` to decode the mp3 files it stays off (logged).
 * @param app - the app (db, env.HIBIKI_DATA_DIR, log)
 * @param pool - the started speech worker pool
 * @returns the running recogniser (close it when the app closes), or null when it cannot run
 */
export async function startBackgroundRecognition(
  app: FastifyInstance,
  pool: SpeechPool,
): Promise<BackgroundRecognizer | null> {
  if (!(await lameAvailable())) {
    app.log.warn("lame not found: recognised text of saved recordings is not available");
    return null;
  }
  const recognizer = new BackgroundRecognizer(app.db, {
    recognize: (pcm) => recognizePcm(pool, pcm),
    idle: () => pool.hasIdleWorker,
    decode: decodeMp3,
    dataDir: app.env.HIBIKI_DATA_DIR,
    log: app.log,
  });
  setBackgroundRecognizer(app.db, recognizer);
  return recognizer;
}
