import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pronounce } from "./pronunciation.ts";
import { type EngineReply, sweepStaleWorkerDirs, WorkerCrashError, WorkerProcess } from "./worker-process.ts";

/**
 * apps/server, found by walking up from this module, so the paths also hold when the server is
 * bundled into dist/ (one level up) instead of running from src/speech/ (two levels up).
 */
function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(resolve(dir, "native/speech-worker.c"))) return dir;
    dir = dirname(dir);
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), "../..");
}
const root = serverRoot();
/** Where scripts/build-native.mjs puts the worker binary. */
export const DEFAULT_WORKER_BINARY = resolve(root, "native/build/hibiki-speech-worker");
/** Debian's pocketsphinx-en-us model directory. */
export const DEFAULT_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

/** The pool's queue is full: answer thread_not_enough (10002) at once. */
export class PoolBusyError extends Error {
  override name = "PoolBusyError";
}
/** The engine failed (crash, timeout, bad reply): answer serve_error (32101). */
export class EngineError extends Error {
  override name = "EngineError";
}

/** Options of {@link SpeechPool.start}. */
export interface SpeechPoolOptions {
  /** Worker processes; default one per core. */
  size?: number;
  /** Requests allowed to wait when every worker is busy; default 4 per worker. */
  maxQueue?: number;
  /** Per-request limit in ms (queue wait excluded); default 30 000. */
  timeoutMs?: number;
  binary?: string;
  modelDir?: string;
  /** Extra pocketsphinx options for the workers, e.g. ["-topn", "2"]. */
  engineArgs?: string[];
  /** Compile the worker first if needed (runs scripts/build-native.mjs); default true. */
  build?: boolean;
}

type Job = (proc: WorkerProcess) => Promise<EngineReply>;
interface Queued {
  job: Job;
  resolve: (r: EngineReply) => void;
  reject: (e: Error) => void;
}
interface Slot {
  proc: WorkerProcess;
  busy: boolean;
  crashes: number;
}

/**
 * Compiles the native worker when its sources changed (fast no-op otherwise).
 * @throws Error when gcc or the pocketsphinx libraries are missing
 */
export function buildSpeechWorker(): void {
  execFileSync(process.execPath, [resolve(root, "scripts/build-native.mjs")], { stdio: "inherit" });
}

/**
 * Long-lived pocketsphinx workers with a bounded queue. A dead worker is replaced; its in-flight
 * request fails with EngineError and later requests go to the new process.
 */
export class SpeechPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Queued[] = [];
  private closed = false;

  private constructor(
    private readonly binary: string,
    private readonly modelDir: string,
    private readonly maxQueue: number,
    private readonly timeoutMs: number,
    private readonly engineArgs: string[],
  ) {}

  /**
   * Starts the workers and waits until every model is loaded.
   * @param opts see {@link SpeechPoolOptions}
   * @returns a ready pool
   * @throws Error when the worker cannot be built or started
   */
  static async start(opts: SpeechPoolOptions = {}): Promise<SpeechPool> {
    if (opts.build !== false) buildSpeechWorker();
    sweepStaleWorkerDirs();
    const size = Math.max(1, opts.size ?? cpus().length);
    const pool = new SpeechPool(
      opts.binary ?? DEFAULT_WORKER_BINARY,
      opts.modelDir ?? DEFAULT_MODEL_DIR,
      opts.maxQueue ?? size * 4,
      opts.timeoutMs ?? 30_000,
      opts.engineArgs ?? [],
    );
    for (let i = 0; i < size; i++) pool.slots.push({ proc: pool.spawn(i), busy: false, crashes: 0 });
    try {
      await Promise.all(pool.slots.map((s) => s.proc.ready));
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  /** Number of worker processes. */
  get size(): number {
    return this.slots.length;
  }

  /** True when a worker is free and nothing waits: spare capacity for speculative work. */
  get hasIdleWorker(): boolean {
    return !this.closed && !this.queue.length && this.slots.some((s) => !s.busy && !s.proc.isDead);
  }

  /** Process ids of the current workers (tests kill one to check the restart). */
  get pids(): (number | undefined)[] {
    return this.slots.map((s) => s.proc.pid);
  }

  private spawn(index: number): WorkerProcess {
    const proc = new WorkerProcess(this.binary, this.modelDir, this.engineArgs);
    proc.onExit = () => this.replace(index, proc);
    proc.ready.then(
      () => this.pump(),
      () => {},
    );
    return proc;
  }

  private replace(index: number, dead: WorkerProcess): void {
    const slot = this.slots[index];
    if (this.closed || !slot || slot.proc !== dead) return;
    slot.crashes++;
    // Back off when a worker keeps dying at start (e.g. a missing model) instead of spinning.
    const delay = Math.min(2000, 50 * 2 ** Math.min(slot.crashes - 1, 6));
    setTimeout(() => {
      if (this.closed) return;
      slot.proc = this.spawn(index);
      slot.proc.ready.then(
        () => {
          slot.crashes = 0;
        },
        () => {},
      );
    }, delay).unref();
  }

  private run(job: Job): Promise<EngineReply> {
    if (this.closed) return Promise.reject(new EngineError("speech pool is closed"));
    return new Promise((resolve, reject) => {
      const free = this.slots.some((s) => !s.busy && !s.proc.isDead);
      if (!free && this.queue.length >= this.maxQueue) {
        reject(new PoolBusyError(`speech pool saturated (${this.queue.length} requests waiting)`));
        return;
      }
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (slot.busy || slot.proc.isDead) continue;
      const item = this.queue.shift() as Queued;
      slot.busy = true;
      const proc = slot.proc;
      let timedOut = false;
      // A stuck worker is killed; its exit handler starts a replacement.
      const timer = setTimeout(() => {
        timedOut = true;
        proc.kill();
      }, this.timeoutMs);
      timer.unref();
      item
        .job(proc)
        .then(item.resolve, (err: Error) => {
          const msg = timedOut ? `speech engine timed out after ${this.timeoutMs} ms` : err.message;
          item.reject(err instanceof WorkerCrashError || timedOut ? new EngineError(msg) : err);
        })
        .finally(() => {
          clearTimeout(timer);
          slot.busy = false;
          this.pump();
        });
    }
  }

  /**
   * Aligns audio with reference words and runs the phone loop (see native/speech-worker.c).
   * Missing words get pronunciations added to that worker first.
   * @param words normalised reference words ([a-z0-9'-]+)
   * @param pcm 16 kHz 16-bit mono little-endian audio
   * @returns the worker reply with word and phone segments
   * @throws PoolBusyError when saturated; EngineError when the engine fails
   */
  align(words: string[], pcm: Buffer): Promise<EngineReply> {
    if (!words.length || words.some((w) => !/^[a-z0-9'-]+$/.test(w)))
      return Promise.reject(new EngineError("reference words must be non-empty [a-z0-9'-] tokens"));
    return this.run(async (proc) => {
      let reply = await proc.request("A", words, pcm);
      if (!reply.ok && reply.oov) {
        for (const w of reply.oov) await proc.request("W", [w, ...(await pronounce(w)).split(" ")]);
        reply = await proc.request("A", words, pcm);
      }
      if (!reply.ok) throw new EngineError(`alignment failed: ${reply.error ?? "unknown words"}`);
      return reply;
    });
  }

  /**
   * Free speech recognition with the en-us language model (loaded on first use in each worker).
   * @param pcm 16 kHz 16-bit mono little-endian audio
   * @returns the worker reply with `hyp` and word segments
   * @throws PoolBusyError when saturated; EngineError when the engine fails
   */
  recognize(pcm: Buffer): Promise<EngineReply> {
    return this.run(async (proc) => {
      const reply = await proc.request("R", [], pcm);
      if (!reply.ok) throw new EngineError(`recognition failed: ${reply.error}`);
      return reply;
    });
  }

  /** Rejects waiting requests and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const item of this.queue.splice(0)) item.reject(new EngineError("speech pool is closed"));
    await Promise.all(this.slots.map((s) => s.proc.close()));
  }
}
