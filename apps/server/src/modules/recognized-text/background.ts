import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { parseRecordingUrl } from "./recording-file.ts";
import { recordingPath, storeRecognizedText } from "./repository.ts";

/** What the background recogniser needs: the engine and the reader of stored recordings. */
export type RecognizerDeps = {
  /** 16 kHz mono PCM → the recognised text */
  recognize: (pcm: Buffer) => Promise<string>;
  /** true when the engine has a free worker (live evaluations go first) */
  idle: () => boolean;
  /** a stored mp3's storage key (`rec/<yyyy-mm>/<id>.mp3`) → 16 kHz mono PCM (decodeStoredMp3) */
  decode: (key: string) => Promise<Buffer>;
  log: FastifyBaseLogger;
  /** most recordings waiting; more are dropped (logged); default 200 */
  maxQueue?: number;
  /** how long to wait for a free worker before trying anyway; default 30 s in steps of 500 ms */
  idleWaitMs?: number;
  idleStepMs?: number;
};

/** One recording to transcribe. */
export type RecognitionJob = { studentId: number; soundFile: string };

/**
 * Where saved recordings go to be transcribed: this process's BackgroundRecognizer (one process), or the
 * queue in PostgreSQL that every speech process takes jobs from (shared-queue.ts).
 */
export type RecognitionQueue = {
  /** @returns false when the job was dropped (queue full or closed) */
  enqueue(job: RecognitionJob): boolean;
};

/**
 * Transcribes saved recordings one at a time, after the answer was stored, without delaying live
 * evaluations: it waits (up to idleWaitMs) for a free speech worker before each job. The text goes into
 * the answers with that sound_file (repository.storeRecognizedText). Failures are logged, never thrown.
 */
export class BackgroundRecognizer implements RecognitionQueue {
  private readonly queue: RecognitionJob[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly deps: RecognizerDeps,
  ) {}

  /**
   * Queues a recording.
   * @param job - the student and the answer's sound_file
   * @returns false when the queue is full or closed (the job is dropped)
   */
  enqueue(job: RecognitionJob): boolean {
    if (this.closed) return false;
    if (this.queue.length >= (this.deps.maxQueue ?? 200)) {
      this.deps.log.warn({ soundFile: job.soundFile }, "recognised text: queue full, recording skipped");
      return false;
    }
    this.queue.push(job);
    this.kick();
    return true;
  }

  /** Starts draining unless it already runs; a job queued while a drain was ending starts a new one. */
  private kick(): void {
    if (this.running || this.closed) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  /** @returns a promise settled once the queue is empty (tests) */
  async drained(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops taking jobs (and stops being the database's recogniser); the job in progress finishes. */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
    if (recognizers.get(this.db) === this) recognizers.delete(this.db);
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      await this.waitForIdleWorker();
      if (this.closed) return;
      try {
        await this.run(job);
      } catch (err) {
        this.deps.log.warn({ err, soundFile: job.soundFile }, "recognised text: transcription failed");
      }
    }
  }

  /**
   * Transcribes one job now, outside the in-process queue (a job taken from the shared queue): waits for
   * a free speech worker as queued jobs do.
   * @param job - the recording
   * @throws when closed meanwhile, or when decoding, recognition or storing fails (the queue retries)
   */
  async runWhenIdle(job: RecognitionJob): Promise<void> {
    await this.waitForIdleWorker();
    if (this.closed) throw new Error("background recognition closed");
    await this.run(job);
  }

  private async waitForIdleWorker(): Promise<void> {
    const step = this.deps.idleStepMs ?? 500;
    for (let waited = 0; waited < (this.deps.idleWaitMs ?? 30_000) && !this.closed; waited += step) {
      if (this.deps.idle()) return;
      await new Promise((r) => setTimeout(r, step).unref());
    }
  }

  private async run(job: RecognitionJob): Promise<void> {
    const file = parseRecordingUrl(job.soundFile);
    if (!file) return;
    const path = await recordingPath(this.db, job.studentId, file.id);
    if (!path) return;
    const pcm = await this.deps.decode(path);
    const text = await this.deps.recognize(pcm);
    await storeRecognizedText(this.db, job.studentId, job.soundFile, text);
  }
}

/** The recognition queue of each app's database; absent when nothing transcribes (tests, no engine). */
const recognizers = new WeakMap<Db, RecognitionQueue>();

/**
 * Makes saved recordings of this database be transcribed by the recogniser or the shared queue (or
 * stops it with null).
 * @param db - the app's database
 * @param recognizer - the recogniser or shared queue, or null to remove it
 */
export function setBackgroundRecognizer(db: Db, recognizer: RecognitionQueue | null): void {
  if (recognizer) recognizers.set(db, recognizer);
  else recognizers.delete(db);
}

/**
 * The hook after an answer was saved: queues the transcription of its recording. Does nothing when the
 * speech service is not running, the answer has no recording or was skipped, or it already carries a
 * recognize_text (the chat-bot posts its own).
 * @param db - the app's database (the one the answer was saved in)
 * @param studentId - the student who saved it
 * @param item - the stored answer item
 */
export function recognizeInBackground(
  db: Db,
  studentId: number,
  item: {
    sound_file?: string | undefined;
    recognize_text?: string | undefined;
    is_skipped?: number | undefined;
  },
): void {
  const recognizer = recognizers.get(db);
  if (!recognizer || item.is_skipped === 1 || !item.sound_file || item.recognize_text) return;
  recognizer.enqueue({ studentId, soundFile: item.sound_file });
}
