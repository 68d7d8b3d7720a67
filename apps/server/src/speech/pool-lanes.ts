import type { EngineReply, WorkerProcess } from "./worker-process.ts";

/**
 * How urgently a request must run, most urgent first: `live` recognition (a student watches the words
 * appear or waits for the chat-bot's answer), `evaluation` (an alignment the student waits a second or two
 * for), `background` (transcription of stored recordings, nobody waits).
 */
export type SpeechPriority = "live" | "evaluation" | "background";

/** Lanes in the order a free worker serves them. */
export const PRIORITIES: readonly SpeechPriority[] = ["live", "evaluation", "background"];

/** Work done on one worker process. */
export type Job = (proc: WorkerProcess) => Promise<EngineReply>;

/** A request waiting for a worker. */
export interface Queued {
  job: Job;
  priority: SpeechPriority;
  resolve: (r: EngineReply) => void;
  reject: (e: Error) => void;
  /** aborting it drops the request: it leaves the queue, or its worker is stopped */
  signal?: AbortSignal | undefined;
  /** called when a worker takes the request (e.g. to stop listening for an abort while queued) */
  onTake?: () => void;
  /**
   * only this worker (index in the pool) may run it: it continues a take the worker holds, so an abort
   * while it runs lets it finish instead of stopping the worker (which holds other takes)
   */
  slot?: number | undefined;
}

/**
 * One FIFO queue per priority, each with its own bound, so a queue full of alignments never refuses a
 * live recognition and background work never takes a place an evaluation could have.
 */
export class PoolLanes {
  private readonly lanes: Record<SpeechPriority, Queued[]> = { live: [], evaluation: [], background: [] };

  /** @param bounds most requests allowed to wait in each lane */
  constructor(private readonly bounds: Record<SpeechPriority, number>) {}

  /** Requests waiting in every lane. */
  get length(): number {
    return this.lanes.live.length + this.lanes.evaluation.length + this.lanes.background.length;
  }

  /**
   * Whether a lane has room for one more waiting request.
   * @param priority the lane
   * @returns false when it holds its bound
   */
  hasRoom(priority: SpeechPriority): boolean {
    return this.lanes[priority].length < this.bounds[priority];
  }

  /**
   * Requests waiting in one lane.
   * @param priority the lane
   * @returns how many
   */
  waiting(priority: SpeechPriority): number {
    return this.lanes[priority].length;
  }

  /** @param item a request to queue at the end of its lane */
  push(item: Queued): void {
    this.lanes[item.priority].push(item);
  }

  /**
   * Takes the most urgent waiting request a worker may run.
   * @param liveOnly the worker is reserved for live recognition
   * @param slot the worker's index in the pool (requests pinned to other workers are left waiting)
   * @returns the request, or undefined when none fits
   */
  next(liveOnly: boolean, slot = -1): Queued | undefined {
    for (const priority of liveOnly ? (["live"] as const) : PRIORITIES) {
      const lane = this.lanes[priority];
      const at = lane.findIndex((q) => q.slot === undefined || q.slot === slot);
      if (at >= 0) return lane.splice(at, 1)[0];
    }
    return undefined;
  }

  /**
   * Drops a request that is still waiting.
   * @param item the request
   * @returns true when it was waiting (false once a worker took it)
   */
  remove(item: Queued): boolean {
    const lane = this.lanes[item.priority];
    const at = lane.indexOf(item);
    if (at < 0) return false;
    lane.splice(at, 1);
    return true;
  }

  /**
   * Empties every lane.
   * @returns the requests that were waiting
   */
  drain(): Queued[] {
    return PRIORITIES.flatMap((p) => this.lanes[p].splice(0));
  }
}
