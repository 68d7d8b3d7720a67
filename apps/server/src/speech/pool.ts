import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, setPriority } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { watchRequestTime } from "./cpu-time.ts";
import { type Job, PoolLanes, PRIORITIES, type Queued, type SpeechPriority } from "./pool-lanes.ts";
import { PoolStream } from "./pool-stream.ts";
import { pronounce } from "./pronunciation.ts";
import { type ItemLm, recognizeOn } from "./worker-lm.ts";
import { type EngineReply, sweepStaleWorkerDirs, WorkerCrashError, WorkerProcess } from "./worker-process.ts";

export type { SpeechPriority } from "./pool-lanes.ts";
export type { ItemLm } from "./worker-lm.ts";

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

/**
 * Smallest default evaluation queue: a class of 40 students who stop recording together all wait for a
 * worker instead of 32 of them being refused with thread_not_enough and retrying (the browser waits up to
 * 60 s for a result; bench/speech.mjs --class measures how long a class waits on given cores).
 */
export const CLASS_QUEUE = 40;

/** The pool's queue is full: answer thread_not_enough (10002) at once. */
export class PoolBusyError extends Error {
  override name = "PoolBusyError";
}
/** The engine failed (crash, timeout, bad reply): answer serve_error (32101). */
export class EngineError extends Error {
  override name = "EngineError";
}
/** The caller aborted a request: it left the queue, or its worker was stopped and replaced. */
export class RequestCancelledError extends Error {
  override name = "RequestCancelledError";
}

/** Options of {@link SpeechPool.start}. */
export interface SpeechPoolOptions {
  /** Worker processes for every kind of request; default one per core. */
  size?: number;
  /**
   * Extra worker processes that only run live recognition, so it starts at once even when every other
   * worker is busy with evaluations; default 1 (0: live recognition only jumps the queue).
   */
  liveWorkers?: number;
  /**
   * Evaluations allowed to wait when every worker is busy; default 4 per worker, and at least
   * {@link CLASS_QUEUE}: a class that stops recording at once waits its turn instead of being refused.
   */
  maxQueue?: number;
  /** Live recognitions allowed to wait (own bound, never filled by evaluations); default 4 per worker. */
  maxLiveQueue?: number;
  /** Background recognitions allowed to wait; default one per worker. */
  maxBackgroundQueue?: number;
  /**
   * Per-request limit in ms of the worker's CPU time (queue wait excluded), and four times that in wall
   * time (see watchRequestTime); default 30 000.
   */
  timeoutMs?: number;
  binary?: string;
  modelDir?: string;
  /** Extra pocketsphinx options for the workers, e.g. ["-topn", "2"]. */
  engineArgs?: string[];
  /** Compile the worker first if needed (runs scripts/build-native.mjs); default true. */
  build?: boolean;
}

/** Options of {@link SpeechPool.recognize}. */
export interface RecognizeOptions {
  /**
   * `live` for a student watching (recognition socket), `evaluation` for an open answer being scored
   * (a student waits for the result), `background` (default) for stored recordings
   */
  priority?: SpeechPriority;
  /**
   * aborting it drops the request (RequestCancelledError): a waiting one leaves the queue, a running one
   * stops its worker, which is replaced (a restart costs less than the rest of a long decoding)
   */
  signal?: AbortSignal;
  /**
   * an item language model (task-lm.ts buildTaskLm) to interpolate with the generic one; each worker
   * loads it on first use and keeps the most recently used ones
   */
  lm?: ItemLm;
}

interface Slot {
  proc: WorkerProcess;
  busy: boolean;
  crashes: number;
  /** reserved for live recognition */
  liveOnly: boolean;
  /** takes streamed to this worker (live-only workers) */
  streams: Set<PoolStream>;
}

/**
 * Compiles the native worker when its sources changed (fast no-op otherwise).
 * @throws Error when gcc or the pocketsphinx libraries are missing
 */
export function buildSpeechWorker(): void {
  execFileSync(process.execPath, [resolve(root, "scripts/build-native.mjs")], { stdio: "inherit" });
}

/**
 * Long-lived pocketsphinx workers with one bounded queue per priority (see {@link SpeechPriority}): a free
 * worker takes live recognition first, then evaluations, then background work, and the dedicated live
 * workers take live recognition only. A dead worker is replaced; its in-flight request fails with
 * EngineError and later requests go to the new process.
 */
export class SpeechPool {
  /** shared workers first, then the live ones (tests address workers by index) */
  private readonly slots: Slot[] = [];
  private readonly lanes: PoolLanes;
  private closed = false;

  private constructor(
    private readonly binary: string,
    private readonly modelDir: string,
    bounds: Record<SpeechPriority, number>,
    private readonly timeoutMs: number,
    private readonly engineArgs: string[],
    /** workers 0 .. evaluationWorkers-1 are shared (evaluations first); the rest run live recognition only */
    private readonly evaluationWorkers: number,
  ) {
    this.lanes = new PoolLanes(bounds);
  }

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
    const live = Math.max(0, opts.liveWorkers ?? 1);
    const pool = new SpeechPool(
      opts.binary ?? DEFAULT_WORKER_BINARY,
      opts.modelDir ?? DEFAULT_MODEL_DIR,
      {
        live: opts.maxLiveQueue ?? (size + live) * 4,
        evaluation: opts.maxQueue ?? Math.max(CLASS_QUEUE, size * 4),
        background: opts.maxBackgroundQueue ?? size,
      },
      opts.timeoutMs ?? 30_000,
      opts.engineArgs ?? [],
      size,
    );
    for (let i = 0; i < size + live; i++)
      pool.slots.push({
        proc: pool.spawn(i),
        busy: false,
        crashes: 0,
        liveOnly: i >= size,
        streams: new Set(),
      });
    try {
      await Promise.all(pool.slots.map((s) => s.proc.ready));
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  /** Number of worker processes that run evaluations (the live-only workers are not counted). */
  get size(): number {
    return this.slots.filter((s) => !s.liveOnly).length;
  }

  /** True when a worker that runs evaluations is free and nothing waits: spare capacity for speculation. */
  get hasIdleWorker(): boolean {
    return !this.closed && !this.lanes.length && this.slots.some((s) => this.isFree(s) && !s.liveOnly);
  }

  /** Requests waiting in each lane and workers busy now (the speech bench samples it as the queue depth). */
  get load(): { waiting: Record<SpeechPriority, number>; busy: number } {
    const waiting = { live: 0, evaluation: 0, background: 0 };
    for (const p of PRIORITIES) waiting[p] = this.lanes.waiting(p);
    return { waiting, busy: this.slots.filter((s) => s.busy).length };
  }

  /** Process ids of the current workers, shared ones first (tests kill or pause one). */
  get pids(): (number | undefined)[] {
    return this.slots.map((s) => s.proc.pid);
  }

  private spawn(index: number): WorkerProcess {
    const proc = new WorkerProcess(this.binary, this.modelDir, this.engineArgs);
    // Evaluations and background work run at a lower CPU priority than the live-recognition workers and
    // the server itself: on a busy machine the words a student is watching come first.
    if (index < this.evaluationWorkers && proc.pid !== undefined) lowerPriority(proc.pid);
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

  /**
   * Free and ready: a restarted worker still loading its model takes nothing yet, so a request's timeout
   * never counts another worker's model loading (spawn's ready handler pumps the queue once it is loaded).
   */
  private isFree(slot: Slot): boolean {
    return !slot.busy && slot.proc.isReady;
  }

  /**
   * Queues a job (or gives it to a free worker).
   * @param slot only this worker may run it; an abort then lets a running job finish
   */
  private run(job: Job, priority: SpeechPriority, signal?: AbortSignal, slot?: number): Promise<EngineReply> {
    if (this.closed) return Promise.reject(new EngineError("speech pool is closed"));
    if (signal?.aborted) return Promise.reject(new RequestCancelledError("request cancelled before it ran"));
    return new Promise((resolve, reject) => {
      const pinned = slot === undefined ? undefined : this.slots[slot];
      const free = pinned
        ? this.isFree(pinned)
        : this.slots.some((s) => this.isFree(s) && (priority === "live" || !s.liveOnly));
      if (!free && !this.lanes.hasRoom(priority)) {
        const waiting = this.lanes.waiting(priority);
        reject(new PoolBusyError(`speech pool saturated (${waiting} ${priority} requests waiting)`));
        return;
      }
      const item: Queued = {
        job,
        priority,
        resolve,
        reject,
        signal,
        slot,
      };
      if (signal) {
        const onAbort = () => {
          if (this.lanes.remove(item)) reject(new RequestCancelledError("request cancelled before it ran"));
        };
        signal.addEventListener("abort", onAbort, { once: true });
        item.onTake = () => signal.removeEventListener("abort", onAbort);
      }
      this.lanes.push(item);
      this.pump();
    });
  }

  /** Gives waiting requests to free workers, live-only ones first so shared ones stay for evaluations. */
  private pump(): void {
    const order = [...this.slots.filter((s) => s.liveOnly), ...this.slots.filter((s) => !s.liveOnly)];
    for (const slot of order) {
      if (!this.lanes.length) return;
      if (!this.isFree(slot)) continue;
      const item = this.lanes.next(slot.liveOnly, this.slots.indexOf(slot));
      if (item) this.dispatch(slot, item);
    }
  }

  private dispatch(slot: Slot, item: Queued): void {
    item.onTake?.();
    slot.busy = true;
    const proc = slot.proc;
    let stopped: "timeout" | "abort" | undefined;
    // A stuck or abandoned worker is killed; its exit handler starts a replacement.
    const stop = (why: "timeout" | "abort") => () => {
      stopped ??= why;
      proc.kill();
    };
    const unwatch = watchRequestTime(proc.pid, this.timeoutMs, stop("timeout"));
    const onAbort = stop("abort");
    if (item.slot === undefined) item.signal?.addEventListener("abort", onAbort, { once: true });
    // Settled before the caller hears of it, so an abort from the caller's handler kills nothing.
    const settled = () => {
      unwatch();
      item.signal?.removeEventListener("abort", onAbort);
    };
    item
      .job(proc)
      .then(
        (reply) => {
          settled();
          item.resolve(reply);
        },
        (err: Error) => {
          settled();
          if (stopped === "abort") item.reject(new RequestCancelledError("request cancelled while it ran"));
          else if (stopped === "timeout")
            item.reject(new EngineError(`speech engine timed out after ${this.timeoutMs} ms`));
          else item.reject(err instanceof WorkerCrashError ? new EngineError(err.message) : err);
        },
      )
      .finally(() => {
        slot.busy = false;
        this.pump();
      });
  }

  /**
   * Aligns audio with reference words and runs the phone loop (see native/speech-worker.c).
   * Missing words get pronunciations added to that worker first.
   * @param words normalised reference words ([a-z0-9'-]+)
   * @param pcm 16 kHz 16-bit mono little-endian audio
   * @returns the worker reply with word and phone segments
   * @throws PoolBusyError when the evaluation queue is full; EngineError when the engine fails
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
    }, "evaluation");
  }

  /**
   * Free speech recognition with the en-us language model, or with an item model interpolated with it
   * (both loaded on first use in each worker).
   * @param pcm 16 kHz 16-bit mono little-endian audio, or a function giving it when a worker takes the
   *   request (a live caller can swap in newer audio while the request waits)
   * @param opts priority (default background), an abort signal and an item language model
   * @returns the worker reply with `hyp` and word segments (`lm` names the item model it used)
   * @throws PoolBusyError when this priority's queue is full; EngineError when the engine fails or refuses
   *   the item model; RequestCancelledError when aborted while waiting
   */
  recognize(pcm: Buffer | (() => Buffer), opts: RecognizeOptions = {}): Promise<EngineReply> {
    const lm = opts.lm;
    if (lm && (!/^[A-Za-z0-9_-]{1,64}$/.test(lm.key) || !(lm.weight > 0 && lm.weight < 1)))
      return Promise.reject(new EngineError("an item LM needs a [A-Za-z0-9_-] key and a weight in (0, 1)"));
    const job: Job = async (proc) => {
      const reply = await recognizeOn(proc, typeof pcm === "function" ? pcm() : pcm, lm);
      if (!reply.ok) throw new EngineError(`recognition failed: ${reply.error}`);
      return reply;
    };
    return this.run(job, opts.priority ?? "background", opts.signal);
  }

  /**
   * A take to recognise as its audio arrives (native/stream.c), held by the live-only worker with the
   * fewest takes open.
   * @returns the stream, or undefined when the pool has no live-only worker ready
   */
  openStream(): PoolStream | undefined {
    let best = -1;
    this.slots.forEach((s, i) => {
      if (!s.liveOnly || !s.proc.isReady || this.closed) return;
      if (best < 0 || s.streams.size < (this.slots[best]?.streams.size ?? 0)) best = i;
    });
    const slot = this.slots[best];
    if (!slot) return undefined;
    const stream: PoolStream = new PoolStream(
      (job, signal) => this.run(job, "live", signal, best),
      () => slot.streams.delete(stream),
    );
    slot.streams.add(stream);
    return stream;
  }

  /** Rejects waiting requests and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const item of this.lanes.drain()) item.reject(new EngineError("speech pool is closed"));
    await Promise.all(this.slots.map((s) => s.proc.close()));
  }
}

/** Niceness of the evaluation workers (0 is normal, 19 the lowest). */
const EVALUATION_NICENESS = 10;

/**
 * Lowers a worker process's CPU priority; a platform that refuses (no permission) leaves it as it is.
 * @param pid - the worker's process id
 */
function lowerPriority(pid: number): void {
  try {
    setPriority(pid, EVALUATION_NICENESS);
  } catch {
    // not allowed here: the worker keeps the normal priority
  }
}
