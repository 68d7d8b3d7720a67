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

/** The last decoding of a student's take: the audio it had and the words found in it. */
interface Decoded {
  pcm: Buffer;
  words: RecognizedWord[];
  at: number;
}

/** Options of {@link LiveRecognizer}. */
export interface LiveRecognizerOptions {
  /**
   * 10 ms frames at the end of the previous decoding of a take that are decoded again with the new audio
   * (a word there may still change); the words before them are kept. Default 150 (1.5 s).
   */
  tailFrames?: number;
  /** how long a take's last decoding is kept for its next snapshot, in ms; default 60 000 */
  keepMs?: number;
  /**
   * Takes whose voiced part (from the first to the last loud frame) is shorter than this many 10 ms frames
   * are always decoded whole: a short reply (a chat-bot answer, a quick response) is cheap to decode, and
   * decoding it from the middle of a sentence loses the words' context ("Yes I do" heard as "Yes I yale").
   * Default 800 (8 s).
   */
  resumeFromFrames?: number;
}

/**
 * Live recognition with coalescing and resumption, for recognition sockets that answer once (the browser
 * now streams one socket per take with partial results, see live-stream.ts; this serves clients that do
 * not ask for them, e.g. an older page that recognised, every 2 s, all audio recorded so far on a new
 * socket). When such a request still waits for a worker and a newer
 * one of the same student arrives whose audio starts with the waiting audio, the newer audio takes the
 * waiting request's place and both sockets get its words: the stale audio is never decoded, so each
 * student keeps at most one waiting decode per take, however slow the engine is.
 * A request whose audio extends the audio of the student's previous decoding (the next snapshot of the
 * take, or its final recognition) and whose voiced part is at least 8 s long keeps that decoding's words up to its last 1.5 s
 * and decodes only from there: each snapshot costs the new audio and a short overlap, not the whole take again, so the live words
 * keep their pace to the end of a long reading on a busy machine, and the final text follows the last frame
 * closely. (Decoding the whole take each time made every snapshot slower than the last; under a class's
 * evaluations a 15 s take's snapshots took longer than the take, and its final text came after the
 * browser had stopped waiting: no words.)
 * A request whose callers all left is dropped from the queue, or stopped when it already runs (the browser
 * abandons the running snapshot when the take ends, and the final recognition should not share the CPU
 * with it).
 */
export class LiveRecognizer {
  /** requests not yet taken by a worker, per student */
  private readonly waiting = new Map<string, Pending[]>();
  /** each student's last finished decoding, the start of the next one of the same take */
  private readonly decoded = new Map<string, Decoded>();
  private readonly tailFrames: number;
  private readonly keepMs: number;
  private readonly resumeFromFrames: number;

  /**
   * @param engine the worker pool
   * @param opts see {@link LiveRecognizerOptions}
   */
  constructor(
    private readonly engine: LiveEngine,
    opts: LiveRecognizerOptions = {},
  ) {
    this.tailFrames = opts.tailFrames ?? 150;
    this.keepMs = opts.keepMs ?? 60_000;
    this.resumeFromFrames = opts.resumeFromFrames ?? 800;
  }

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
    let kept: RecognizedWord[] = [];
    let decodedPcm = pcm;
    // The clip is cut when a worker takes the request, so it is the newest audio joined by then, and it
    // resumes from the newest decoding of the take finished by then.
    const clip = () => {
      this.forget(pending);
      decodedPcm = pending.pcm;
      const resumed = this.resume(key, pending.pcm, pending.energies);
      kept = resumed.kept;
      const win = speechWindow(loudMask(pending.energies.subarray(resumed.from)));
      offset = resumed.from + win.start;
      return pending.pcm.subarray(offset * BYTES_PER_FRAME, (offset + win.frames) * BYTES_PER_FRAME);
    };
    this.engine.recognize(clip, { priority: "live", signal: pending.controller.signal }).then(
      (reply) => {
        const words = [...kept, ...toWords(reply, offset)];
        this.remember(key, decodedPcm, words);
        this.settle(pending, (w) => w.resolve(words));
      },
      (err: Error) => this.settle(pending, (w) => w.reject(err)),
    );
    return pending;
  }

  /**
   * Where a decoding of `pcm` may start: after the words of the student's last decoding that ended before
   * its last `tailFrames`, when `pcm` extends that decoding's audio and its voiced part is long enough
   * (resumeFromFrames).
   * @returns the kept words and the first frame to decode (0: the whole recording)
   */
  private resume(key: string, pcm: Buffer, energies: Float64Array): { kept: RecognizedWord[]; from: number } {
    const now = Date.now();
    for (const [k, d] of this.decoded) if (now - d.at > this.keepMs) this.decoded.delete(k);
    const last = key ? this.decoded.get(key) : undefined;
    if (speechWindow(loudMask(energies)).frames < this.resumeFromFrames) return { kept: [], from: 0 };
    if (!last?.pcm.length || last.pcm.length > pcm.length) return { kept: [], from: 0 };
    if (pcm.compare(last.pcm, 0, last.pcm.length, 0, last.pcm.length) !== 0) return { kept: [], from: 0 };
    const end = Math.floor(last.pcm.length / BYTES_PER_FRAME);
    const limit = end - this.tailFrames;
    // A word ends where the next begins; the last word found is never kept (its end is not known).
    let n = 0;
    while (n < last.words.length && (last.words[n + 1]?.bg ?? end) <= limit) n++;
    const from = n < last.words.length ? (last.words[n]?.bg ?? 0) : limit;
    return { kept: last.words.slice(0, n), from: Math.max(0, Math.min(from, end)) };
  }

  /** Keeps a finished decoding as the start of the take's next one (unless a longer one finished first). */
  private remember(key: string, pcm: Buffer, words: RecognizedWord[]): void {
    if (!key) return;
    const had = this.decoded.get(key);
    if (had && had.pcm.length > pcm.length) return;
    this.decoded.set(key, { pcm, words, at: Date.now() });
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
