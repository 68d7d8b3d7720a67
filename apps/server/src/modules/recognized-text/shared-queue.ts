import type { FastifyBaseLogger } from "fastify";
import { SharedJobQueue } from "../../services/shared-jobs.ts";
import type { RecognitionJob } from "./background.ts";

/** The pg-boss queue of recordings to transcribe. */
export const RECOGNITION_QUEUE = "recognized-text";

/** What the shared queue needs. */
export type SharedQueueOptions = {
  /** DATABASE_URL */
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** transcribes one job (a speech process); absent in API-only processes, which only send */
  run?: (job: RecognitionJob) => Promise<void>;
  /** seconds between polls for new jobs when idle; default 2 */
  pollingIntervalSeconds?: number;
};

/** @returns the job when the stored data is one (the table is ours, but a job row outlives versions) */
function asJob(data: unknown): RecognitionJob | null {
  const d = data as Partial<RecognitionJob> | null;
  return d && Number.isInteger(d.studentId) && typeof d.soundFile === "string"
    ? { studentId: d.studentId as number, soundFile: d.soundFile }
    : null;
}

/**
 * Recognition jobs shared by every server process on one PostgreSQL database (services/shared-jobs.ts):
 * any process with the API sends the recordings it stored, processes with the speech role transcribe
 * them, each by one process; a job whose process died is retried after it expires (15 minutes), a failed
 * one twice more. Transcribing again writes the same text, so a repeat does no harm.
 */
export const SharedRecognitionQueue = {
  /**
   * @param opts - database, logger, the job runner and polling interval
   * @returns the started queue (close it when the app closes)
   */
  start: (opts: SharedQueueOptions): Promise<SharedJobQueue<RecognitionJob>> =>
    SharedJobQueue.start<RecognitionJob>({
      ...opts,
      name: RECOGNITION_QUEUE,
      parse: asJob,
      expireInSeconds: 15 * 60,
    }),
};
