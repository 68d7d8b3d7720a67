import { FRAME_SAMPLES, frameEnergies, loudMask, speechMask, speechWindow } from "./audio.ts";
import { RequestCancelledError, type SpeechPool } from "./pool.ts";
import type { EngineReply } from "./worker-process.ts";

/** What live recognition needs from the worker pool. */
export type LiveEngine = Pick<SpeechPool, "recognize">;

/** One recognised word in the IAT shape: start frame (10 ms) in the whole recording, one candidate. */
export interface RecognizedWord {
  bg: number;
  cw: { w: string; sc: number }[];
}

/** A live recognition handed out by {@link LiveRecognizer.recognize}. */
export interface LiveRequest {
  /** the words; rejects with the pool's errors, or RequestCancelledError after `cancel()` */
  result: Promise<RecognizedWord[]>;
  /** the caller is gone (socket closed): drops or stops the decoding unless another caller shares it */
  cancel(): void;
}

/** Engine tokens that are not words: silences, noises, the null hypothesis. */
const FILLER = /^(<.*>|\[.*\]|\(NULL\)|\+.*\+)$/i;
const BYTES_PER_FRAME = FRAME_SAMPLES * 2;

interface Waiter {
  resolve: (words: RecognizedWord[]) => void;
  reject: (err: Error) => void;
}

/** A decoding and its waiting sockets; newer audio of the take replaces its audio until a worker takes it. */
interface Pending {
  key: string;
  pcm: Buffer;
  /** frameEnergies(pcm) */
  energies: Float64Array;
  waiters: Set<Waiter>;
  controller: AbortController;
}

/**
 * Live recognition with coalescing. The browser asks for live words by recognising, every 2 s, all audio
 * recorded so far on a new socket. When such a request still waits for a worker and a newer one of the
 * same student arrives whose audio starts with the waiting audio, the newer audio takes the waiting
 * request's place and both sockets get its words: the stale audio is never decoded, so each student keeps
 * at most one waiting decode per take, however slow the engine is. A request whose callers all left is
 * dropped from the queue, or stopped when it already runs (the browser abandons the running snapshot when
 * the take ends, and the final recognition should not share the CPU with it).
 */
export class LiveRecognizer {
  /** requests not yet taken by a worker, per student */
  private readonly waiting = new Map<string, Pending[]>();

  /** @param engine the worker pool */
  constructor(private readonly engine: LiveEngine) {}

  /**
   * Recognises a recording at live priority (joining a waiting request of the same take when it can).
   * @param key who asks (the student id); "" never shares
   * @param pcm 16 kHz 16-bit mono audio, an even number of bytes
   * @param energies frameEnergies(pcm), when the caller kept them as the audio arrived
   * @returns the request
   */
  recognize(key: string, pcm: Buffer, energies: Float64Array = frameEnergies(pcm)): LiveRequest {
    // Almost no voiced frames: nothing to decode.
    if (speechMask(energies).filter(Boolean).length < 5)
      return { result: Promise.resolve([]), cancel: () => {} };
    const pending = (key && this.joinable(key, pcm)) || this.start(key, pcm, energies);
    pending.pcm = pcm;
    pending.energies = energies;
    let waiter: Waiter | undefined;
    const result = new Promise<RecognizedWord[]>((resolve, reject) => {
      waiter = { resolve, reject };
      pending.waiters.add(waiter);
    });
    return {
      result,
      cancel: () => {
        if (!waiter || !pending.waiters.delete(waiter)) return;
        waiter.reject(new RequestCancelledError("live recognition cancelled"));
        // Nobody waits for it any more: drop it from the queue, or stop its decoding.
        if (!pending.waiters.size) {
          this.forget(pending);
          pending.controller.abort();
        }
      },
    };
  }

  /** A waiting request of this key whose audio is the start of `pcm` (an older snapshot of the take). */
  private joinable(key: string, pcm: Buffer): Pending | undefined {
    return this.waiting
      .get(key)
      ?.find((p) => p.pcm.length <= pcm.length && pcm.subarray(0, p.pcm.length).equals(p.pcm));
  }

  private start(key: string, pcm: Buffer, energies: Float64Array): Pending {
    const pending: Pending = { key, pcm, energies, waiters: new Set(), controller: new AbortController() };
    if (key) this.waiting.set(key, [...(this.waiting.get(key) ?? []), pending]);
    let offset = 0;
    // The clip is cut when a worker takes the request, so it is the newest audio joined by then.
    const clip = () => {
      this.forget(pending);
      const win = speechWindow(loudMask(pending.energies));
      offset = win.start;
      return pending.pcm.subarray(win.start * BYTES_PER_FRAME, (win.start + win.frames) * BYTES_PER_FRAME);
    };
    this.engine.recognize(clip, { priority: "live", signal: pending.controller.signal }).then(
      (reply) => this.settle(pending, (w) => w.resolve(toWords(reply, offset))),
      (err: Error) => this.settle(pending, (w) => w.reject(err)),
    );
    return pending;
  }

  private settle(pending: Pending, each: (w: Waiter) => void): void {
    this.forget(pending);
    for (const waiter of pending.waiters) each(waiter);
    pending.waiters.clear();
  }

  private forget(pending: Pending): void {
    const list = this.waiting.get(pending.key)?.filter((p) => p !== pending);
    if (list?.length) this.waiting.set(pending.key, list);
    else this.waiting.delete(pending.key);
  }
}

/**
 * The words of a recognition reply: fillers dropped, alternative-pronunciation marks ("word(2)") removed.
 * @param reply the engine's reply for a clip
 * @param offset the clip's first frame in the whole recording
 * @returns the words with start frames in the whole recording
 */
export function toWords(reply: EngineReply, offset: number): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const seg of reply.words ?? []) {
    if (FILLER.test(seg.w)) continue;
    words.push({ bg: seg.sf + offset, cw: [{ w: seg.w.replace(/\(\d+\)$/, ""), sc: 0 }] });
  }
  return words;
}
