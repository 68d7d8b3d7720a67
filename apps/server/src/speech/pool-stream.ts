import type { Job } from "./pool-lanes.ts";
import type { EngineReply, WorkerProcess } from "./worker-process.ts";

/**
 * The stream's worker no longer holds the take (it died, dropped the take, or every decoder held
 * another take when it opened): the caller recognises the rest by other means.
 */
export class StreamLostError extends Error {
  override name = "StreamLostError";
}

/** Runs a job on the stream's worker at live priority (SpeechPool.openStream). */
type RunPinned = (job: Job, signal?: AbortSignal) => Promise<EngineReply>;

let nextSid = 1;

/**
 * One take recognised as its audio arrives, on one live worker that keeps the take's utterance open
 * between requests (native/stream.c): each feed decodes only its own audio and answers every word so far;
 * the last one ends the take and answers the final words. Feeds are queued one at a time by the caller.
 * A feed that never reached the worker (the live queue was full, or it was cancelled while waiting) leaves
 * the take as it was: the next feed brings that audio too.
 */
export class PoolStream {
  readonly sid = `t${process.pid}x${nextSid++}`;
  /** samples the worker has decoded */
  private samples = 0;
  /** the worker that holds the take (after the first feed) */
  private proc: WorkerProcess | undefined;
  private state: "open" | "ended" | "lost" = "open";

  /**
   * @param runPinned runs a job on the stream's worker
   * @param onEnd called once when the take ends, is lost or closed
   */
  constructor(
    private readonly runPinned: RunPinned,
    private readonly onEnd: () => void,
  ) {}

  /** True until the take ended, was lost or closed. */
  get isOpen(): boolean {
    return this.state === "open";
  }

  /**
   * Decodes audio that continues the take.
   * @param pcm the audio after what was fed (16 kHz 16-bit mono), or a function giving it when the worker
   *   takes the request (a feed that waited gets the newest audio)
   * @param last it ends the take: the reply has the final words
   * @param signal aborting drops a waiting feed (a running one finishes)
   * @returns the worker's reply: `words` of the whole take so far, frames from its start
   * @throws StreamLostError when the worker cannot go on with the take; the pool's errors when the feed
   *   never ran (PoolBusyError, RequestCancelledError, EngineError when the pool closed)
   */
  async feed(pcm: Buffer | (() => Buffer), last: boolean, signal?: AbortSignal): Promise<EngineReply> {
    if (this.state !== "open") throw new StreamLostError(`the take is ${this.state}`);
    let ran = false;
    let fed = 0;
    let reply: EngineReply;
    try {
      reply = await this.runPinned(async (proc) => {
        ran = true;
        if (this.proc && this.proc !== proc) return { id: "", ok: false, lost: true };
        this.proc = proc;
        const audio = typeof pcm === "function" ? pcm() : pcm;
        fed = audio.length >> 1;
        return proc.request(last ? "E" : "S", [this.sid, String(this.samples)], audio);
      }, signal);
    } catch (err) {
      if (!ran) throw err;
      this.end("lost");
      throw new StreamLostError(`the stream's worker failed: ${(err as Error).message}`);
    }
    if (!reply.ok) {
      this.end("lost");
      const why = reply.busy
        ? "every stream decoder is busy"
        : reply.lost
          ? "the worker lost the take"
          : reply.error;
      throw new StreamLostError(why ?? "the stream failed");
    }
    this.samples += fed;
    if (last) this.end("ended");
    return reply;
  }

  /**
   * Drops the take on its worker (nothing when it already ended): queued after a piece that is running,
   * so it reaches the worker before any take opened later.
   */
  close(): void {
    if (this.state !== "open") return;
    const held = this.proc !== undefined;
    this.end("ended");
    if (!held) return;
    this.runPinned(async (proc) =>
      proc === this.proc ? proc.request("X", [this.sid]) : { id: "", ok: true },
    ).catch(() => {
      // the worker is gone or the queue is full: an idle take gives its decoder away by itself
    });
  }

  private end(state: "ended" | "lost"): void {
    if (this.state !== "open") return;
    this.state = state;
    this.onEnd();
  }
}
