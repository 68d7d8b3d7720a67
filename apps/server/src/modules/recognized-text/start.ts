import type { FastifyInstance } from "fastify";
import type { SpeechPool } from "../../speech/index.ts";
import { BackgroundRecognizer, setBackgroundRecognizer } from "./background.ts";
import { decodeStoredMp3, lameAvailable } from "./decode-mp3.ts";
import { recognizePcm } from "./recognize-pcm.ts";
import { SharedRecognitionQueue } from "./shared-queue.ts";

/**
 * Starts transcribing saved recordings with the speech service's worker pool (called by
 * services/speech.ts once the pool runs). Without `lame` to decode the mp3 files it stays off (logged).
 * @param app - the app (db, storage, log)
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
  const recognizer = localRecognizer(app, pool);
  setBackgroundRecognizer(app.db, recognizer);
  return recognizer;
}

function localRecognizer(app: FastifyInstance, pool: SpeechPool): BackgroundRecognizer {
  return new BackgroundRecognizer(app.db, {
    recognize: (pcm) => recognizePcm(pool, pcm),
    idle: () => pool.hasIdleWorker,
    decode: (key) => decodeStoredMp3(app.storage, key),
    log: app.log,
  });
}

/**
 * On PostgreSQL (DATABASE_URL): saved recordings go to the job queue every process shares
 * (shared-queue.ts), so a recording saved through any API process is transcribed once, by any process
 * with the speech role. With a pool (and `lame`) this process also takes jobs; without one (HIBIKI_ROLE=api)
 * it only sends them.
 * @param app - the app (db, env.DATABASE_URL, env.HIBIKI_DATA_DIR, log)
 * @param pool - the started speech worker pool, or null in an API-only process
 * @returns what to close when the app closes
 */
export async function startSharedRecognition(
  app: FastifyInstance,
  pool: SpeechPool | null,
): Promise<{ close(): Promise<void> }> {
  const databaseUrl = app.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("the shared recognition queue needs DATABASE_URL");
  let local: BackgroundRecognizer | null = null;
  if (pool && (await lameAvailable())) local = localRecognizer(app, pool);
  else if (pool)
    app.log.warn("lame not found: this process sends recordings to be transcribed, never takes one");
  const queue = await SharedRecognitionQueue.start({
    databaseUrl,
    log: app.log,
    ...(local ? { run: (job) => (local as BackgroundRecognizer).runWhenIdle(job) } : {}),
  });
  setBackgroundRecognizer(app.db, queue);
  return {
    close: async () => {
      setBackgroundRecognizer(app.db, null);
      await queue.close();
      local?.close();
    },
  };
}
