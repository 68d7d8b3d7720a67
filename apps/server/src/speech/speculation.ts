import { FRAME_BYTES } from "./audio.ts";
import type { PcmRecording } from "./pcm-recording.ts";
import type { SpeechPool } from "./pool.ts";
import type { EngineReply } from "./worker-process.ts";

/** An alignment started before the last frame, for one decoding window of the recording. */
export interface Speculation {
  start: number;
  frames: number;
  reply: Promise<EngineReply>;
}

/** Speculate only on recordings up to 30 s: the clip handed to a worker is copied on the main thread. */
const MAX_SPECULATIVE_FRAMES = 3000;
/** The same limit in bytes of 16-bit PCM. */
export const MAX_SPECULATIVE_BYTES = MAX_SPECULATIVE_FRAMES * FRAME_BYTES;
/** Shortest time between two speculative alignments of one recording (a pause every 0.4 s must not start one each). */
export const SPECULATION_INTERVAL_MS = 500;
/** Most speculative alignments per recording: a real reading pauses a few times, a flood of pauses gains nothing. */
export const MAX_SPECULATIONS = 12;

/**
 * Starts the alignment while the student is still "recording" silence. The recorder only sends the
 * last frame after a stretch of silence (or when the student presses stop), and the evaluator decodes
 * only the voiced window plus a margin; once that margin has arrived, the clip cannot change unless
 * the student speaks again. Running it early on an idle worker takes the engine time off the wait
 * after the last frame. Only idle capacity is used, so it never delays another student.
 *
 * Each socket frame costs only constant-time checks on the recording's kept energies (PcmRecording);
 * the clip is copied and sent to a worker only when the window is complete and new, at most every
 * SPECULATION_INTERVAL_MS and MAX_SPECULATIONS times per recording.
 */
export class Speculator {
  private current: Speculation | undefined;
  private started = 0;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pool: SpeechPool,
    private readonly norms: string[],
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Looks at the audio received so far and starts an alignment when its window is complete.
   * @param rec the recording so far
   */
  consider(rec: PcmRecording): void {
    const totalFrames = rec.frameCount;
    if (totalFrames > MAX_SPECULATIVE_FRAMES || rec.loudFrames < 5) return;
    const win = rec.loudWindow();
    // The trailing margin has not fully arrived: more audio would still change the clip.
    if (win.start + win.frames >= totalFrames) return;
    if (this.current && this.current.start === win.start && this.current.frames === win.frames) return;
    if (this.started >= MAX_SPECULATIONS) return;
    const now = this.now();
    if (now - this.lastAt < SPECULATION_INTERVAL_MS || !this.pool.hasIdleWorker) return;
    const clip = rec.copy(win.start * FRAME_BYTES, (win.start + win.frames) * FRAME_BYTES);
    const reply = this.pool.align(this.norms, clip);
    reply.catch(() => {}); // a failed guess just means the normal path runs
    this.current = { start: win.start, frames: win.frames, reply };
    this.started++;
    this.lastAt = now;
  }

  /** The latest speculative alignment, if any. */
  get latest(): Speculation | undefined {
    return this.current;
  }
}
