import { execFile } from "node:child_process";

/** Raised when flite, sox or lame fails; carries the tool's stderr for the log. */
export class TtsEngineError extends Error {
  override name = "TtsEngineError";
}

/**
 * Runs a program without a shell (arguments are never parsed by one, so text cannot inject commands).
 * @param file - program path or name on PATH
 * @param args - argument vector
 * @param timeoutMs - kill the program after this long
 * @returns resolves when the program exits with status 0
 * @throws TtsEngineError when it cannot start, fails or times out
 */
export function runCommand(file: string, args: string[], timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) {
        reject(new TtsEngineError(`${file} failed: ${error.message} ${String(stderr).slice(0, 500)}`.trim()));
        return;
      }
      resolve();
    });
  });
}

/** Raised when more renders are waiting than the queue bound allows; the route answers 503. */
export class TtsBusyError extends Error {
  override name = "TtsBusyError";
}

/**
 * A counting semaphore with a bounded queue: flite and lame are CPU-bound, so running more at once than
 * cores only adds latency, and an unbounded queue would turn a flood of requests into a hang.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * @param max - how many tasks may run at once (at least 1)
   * @param maxQueue - how many may wait for a slot
   */
  constructor(
    private readonly max: number,
    private readonly maxQueue = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * Runs a task when a slot is free.
   * @param task - the work
   * @returns the task's result
   * @throws TtsBusyError when the queue is full
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= Math.max(1, this.max)) {
      if (this.waiting.length >= this.maxQueue)
        throw new TtsBusyError("speech synthesis is busy; try again shortly");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next();
      else this.active--;
    }
  }
}
