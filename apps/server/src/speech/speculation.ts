import { FRAME_SAMPLES, frameEnergies, loudMask, speechWindow } from "./audio.ts";
import type { SpeechPool } from "./pool.ts";
import type { EngineReply } from "./worker-process.ts";

/** An alignment started before the last frame, for one decoding window of the recording. */
export interface Speculation {
  start: number;
  frames: number;
  reply: Promise<EngineReply>;
}

/** Speculate only on recordings up to 30 s: each check re-reads the whole recording. */
const MAX_SPECULATIVE_FRAMES = 3000;
/** The same limit in bytes of 16-bit PCM. */
export const MAX_SPECULATIVE_BYTES = MAX_SPECULATIVE_FRAMES * FRAME_SAMPLES * 2;

/**
 * Starts the alignment while the student is still "recording" silence. The recorder only sends the
 * last frame after a stretch of silence (or when the student presses stop), and the evaluator decodes
 * only the voiced window plus a margin; once that margin has arrived, the clip cannot change unless
 * the student speaks again. Running it early on an idle worker takes the engine time off the wait
 * after the last frame. Only idle capacity is used, so it never delays another student.
 */
export class Speculator {
  private current: Speculation | undefined;

  constructor(
    private readonly pool: SpeechPool,
    private readonly norms: string[],
  ) {}

  /**
   * Looks at the audio received so far and starts an alignment when its window is complete.
   * @param pcm all audio received so far
   */
  consider(pcm: Buffer): void {
    const totalFrames = Math.floor(pcm.length / (FRAME_SAMPLES * 2));
    if (totalFrames > MAX_SPECULATIVE_FRAMES || !this.pool.hasIdleWorker) return;
    const loud = loudMask(frameEnergies(pcm));
    if (loud.filter(Boolean).length < 5) return;
    const win = speechWindow(loud);
    // The trailing margin has not fully arrived: more audio would still change the clip.
    if (win.start + win.frames >= totalFrames) return;
    if (this.current && this.current.start === win.start && this.current.frames === win.frames) return;
    const bytes = FRAME_SAMPLES * 2;
    const clip = Buffer.from(pcm.subarray(win.start * bytes, (win.start + win.frames) * bytes));
    const reply = this.pool.align(this.norms, clip);
    reply.catch(() => {}); // a failed guess just means the normal path runs
    this.current = { start: win.start, frames: win.frames, reply };
  }

  /** The latest speculative alignment, if any. */
  get latest(): Speculation | undefined {
    return this.current;
  }
}
