import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { EngineResult } from "@hibiki/contracts/writing";
import { AppError, BadRequest } from "../errors.ts";
import type { CheckWritingOptions } from "./checker.ts";
import type { WorkerReply, WorkerRequest, WorkerTask } from "./worker-protocol.ts";

type Pending = {
  resolve: (r: EngineResult | null) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
};

type Entry = { file: string; workerData?: { entry: string } };

/** Where the worker's entry lives: the .ts source (through a tsx bootstrap) or dist/writing-worker.js once built. */
function workerEntry(): Entry | undefined {
  const ts = new URL("./worker-main.ts", import.meta.url);
  const bootstrap = new URL("./worker-dev-bootstrap.mjs", import.meta.url);
  if (import.meta.url.endsWith(".ts") && existsSync(ts) && existsSync(bootstrap)) {
    return { file: fileURLToPath(bootstrap), workerData: { entry: ts.href } };
  }
  const built = fileURLToPath(new URL("./writing-worker.js", import.meta.url));
  return existsSync(built) ? { file: built } : undefined;
}

/**
 * Runs the writing checker in one worker thread, so linting a 400-word essay (~0.1-0.3 s of CPU) never
 * blocks the API's event loop. Requests are answered in order; a crashed worker is restarted on the
 * next request. Use {@link WritingWorker.create}; fall back to calling checkWriting directly when it
 * returns undefined (no worker entry in this build).
 */
export class WritingWorker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private constructor(
    private readonly entry: Entry,
    private readonly timeoutMs: number,
  ) {}

  /**
   * Creates the worker (lazily started on the first request).
   * @param timeoutMs - how long one check may take before it is rejected
   * @returns the worker, or undefined when no worker entry file exists in this build
   */
  static create(timeoutMs = 30_000): WritingWorker | undefined {
    const entry = workerEntry();
    return entry ? new WritingWorker(entry, timeoutMs) : undefined;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(this.entry.file, { workerData: this.entry.workerData });
    w.on("message", (reply: WorkerReply) => this.settle(reply));
    w.on("error", (err) => this.failAll(err));
    w.on("exit", (code) => {
      this.worker = undefined;
      if (this.pending.size) this.failAll(new Error(`writing worker exited with code ${code}`));
    });
    // An idle worker must not keep the process alive.
    w.unref();
    this.worker = w;
    return w;
  }

  private settle(reply: WorkerReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    clearTimeout(p.timer);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(reply.status === 400 ? BadRequest("bad_request", reply.message) : new Error(reply.message));
  }

  private failAll(err: Error): void {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(err);
      this.pending.delete(id);
    }
  }

  private send(req: WorkerTask): Promise<EngineResult | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new AppError(503, "server_error", `writing check ${id} timed out after ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      const message: WorkerRequest = { ...req, id };
      this.start().postMessage(message);
    });
  }

  /** Loads harper.js and the dictionary inside the worker ahead of the first check. */
  async warmUp(): Promise<void> {
    await this.send({ kind: "warm-up" });
  }

  /**
   * Same contract as checkWriting, run in the worker thread.
   * @throws AppError 400 for invalid input, Error when the worker fails or times out
   */
  async check(text: string, options: CheckWritingOptions): Promise<EngineResult> {
    const result = await this.send({ kind: "check", text, options: { ...options } });
    if (!result) throw new Error("writing worker answered without a result");
    return result;
  }

  /** Stops the worker thread (tests, graceful shutdown). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    this.failAll(new Error("writing worker closed"));
    if (w) await w.terminate();
  }
}
