import { RECOGNIZE_PARTIAL_EVERY_MS } from "@hibiki/contracts/ws/speech";
import { FRAME_BYTES, loudMask, speechMask, speechWindow } from "./audio.ts";
import { type LiveEngine, type RecognizedWord, toWords } from "./live-recognition.ts";
import type { PcmRecording } from "./pcm-recording.ts";
import { PoolBusyError } from "./pool.ts";
import { type PoolStream, StreamLostError } from "./pool-stream.ts";

/** Options of {@link LiveStream}. */
export interface LiveStreamOptions {
  /** new 10 ms frames after which a partial decoding is asked for; default RECOGNIZE_PARTIAL_EVERY_MS (0.4 s) */
  everyFrames?: number;
  /**
   * 10 ms frames at the end of the previous decoding that are decoded again with the new audio (a word
   * there may still change); the words before them are kept. Default 150 (1.5 s).
   */
  tailFrames?: number;
  /**
   * 10 ms frames before the first re-decoded word that each decoding also reads, for context (the engine
   * starts a clip as a new sentence; a word at a clip's very start is often misheard); the words found
   * there are dropped, the kept ones stay. Default 100 (1 s).
   */
  contextFrames?: number;
  /**
   * Takes whose voiced part (first to last loud frame) is shorter than this many 10 ms frames get a final
   * decoding of the whole take: a short reply decoded from the middle loses its context ("Yes I do" heard
   * as "Yes I yale"). Default 800 (8 s), as LiveRecognizer. Partial results always resume (they are
   * replaced by the final words).
   */
  resumeFromFrames?: number;
}

/** The result of one decoding: the words of the take up to `frames`. */
interface Decoding {
  words: RecognizedWord[];
  /** 10 ms frames of audio the decoding had */
  frames: number;
  /** it decoded the take from its start (nothing kept from an earlier decoding) */
  whole: boolean;
}

/** What a LiveStream needs from the worker pool: recognition, and takes decoded as they arrive if it can. */
export type LiveStreamEngine = LiveEngine & { openStream?: () => PoolStream | undefined };

/**
 * Live recognition of one take whose audio arrives once, on one socket.
 *
 * When the pool can hold the take on a live worker (openStream: native/stream.c keeps the take's
 * utterance open), every `everyFrames` of new audio is decoded once, by itself, and the words so far come
 * back (a 15 s take costs its 15 s of audio, about 0.1 s of CPU per 0.4 s of audio); the last audio ends the
 * take, whose final words come from a second pass over all of it. If that worker cannot go on (it died,
 * or every stream decoder holds another take), the take goes on as below from the words found so far.
 *
 * Otherwise, after every
 * `everyFrames` of new audio (and only when the previous decoding finished, so a take holds at most one
 * request in the pool) it decodes from the previous decoding's last sure words (all but its last 1.5 s)
 * to the newest audio, reading about 1 s before them for context (dropping what it finds there), and
 * reports the words so far. Each decoding costs the new audio plus that overlap, however long the take
 * already is (a 15 s reading: 0.19/0.07/0.17 word error rate for three voices, whole decoding
 * 0.14/0.07/0.10; without the context 0.48/0.14/0.24); the final decoding of a take whose voiced part is under 8 s
 * covers it whole (it is short, and its words need their context). The clip is cut when a worker takes the request, so a request that waited gets the newest
 * audio. When every live worker is busy and the live queue is full, a partial is skipped and asked for
 * again with the next frame: the words come later, the socket goes on.
 */
export class LiveStream {
  private readonly everyFrames: number;
  private readonly tailFrames: number;
  private readonly resumeFromFrames: number;
  private readonly contextFrames: number;
  /** the newest finished decoding */
  private last: Decoding = { words: [], frames: 0, whole: true };
  /** frames the recording had when the last partial was asked for */
  private askedAt = 0;
  private running: Promise<void> | null = null;
  private readonly controller = new AbortController();
  private closed = false;
  /** the take held on a live worker, while it holds it */
  private stream: PoolStream | undefined;
  /** bytes of the recording the stream has decoded */
  private fedBytes = 0;

  /**
   * @param engine the worker pool (live priority)
   * @param rec the socket's recording (read, never changed)
   * @param onPartial receives the words so far after each partial decoding (not after close)
   * @param opts see {@link LiveStreamOptions}
   */
  constructor(
    private readonly engine: LiveStreamEngine,
    private readonly rec: PcmRecording,
    private readonly onPartial: (words: RecognizedWord[]) => void,
    opts: LiveStreamOptions = {},
  ) {
    this.everyFrames = opts.everyFrames ?? RECOGNIZE_PARTIAL_EVERY_MS / 10;
    this.tailFrames = opts.tailFrames ?? 150;
    this.resumeFromFrames = opts.resumeFromFrames ?? 800;
    this.contextFrames = opts.contextFrames ?? 100;
    this.stream = engine.openStream?.();
  }

  /** Audio arrived: asks for a partial decoding when enough is new and none runs. */
  update(): void {
    if (this.closed || this.running) return;
    if (this.rec.frameCount - this.askedAt < this.everyFrames) return;
    // Nothing voiced yet: nothing to decode.
    if (this.rec.loudFrames < 5) return;
    this.askedAt = this.rec.frameCount;
    this.running = (this.stream ? this.feed(false) : this.decode()).then(
      (d) => {
        this.running = null;
        if (this.closed) return;
        this.onPartial(d.words);
        // Audio that arrived while it ran may already be worth the next partial.
        this.update();
      },
      (err: Error) => {
        this.running = null;
        // A full live queue skips this partial: the next frame asks again; so does a lost stream.
        if (err instanceof PoolBusyError || err instanceof StreamLostError) this.askedAt = 0;
      },
    );
  }

  /**
   * The last audio arrived: waits for a running partial (its words shorten this decoding), then decodes
   * what it did not cover.
   * @returns every word of the take
   * @throws the pool's errors (PoolBusyError, EngineError)
   */
  async finish(): Promise<RecognizedWord[]> {
    this.closed = true;
    await this.running?.catch(() => undefined);
    // Almost no voiced frames: nothing to decode (as LiveRecognizer).
    if (speechMask(this.rec.frameEnergies()).filter(Boolean).length < 5) {
      this.stream?.close();
      return [];
    }
    if (this.stream && this.fedBytes > 0)
      try {
        return (await this.feed(true)).words;
      } catch (err) {
        if (!(err instanceof StreamLostError)) throw err;
      }
    // A take never fed to its stream is decoded as one clip (its stream is not needed any more).
    this.stream?.close();
    this.stream = undefined;
    // A partial that was still waiting when the last audio came had it all (unless a short take's final
    // words must come from a whole decoding and it resumed).
    const short = this.rec.loudWindow().frames < this.resumeFromFrames;
    if (this.last.frames >= this.rec.frameCount && (this.last.whole || !short)) return this.last.words;
    return (await this.decode(true)).words;
  }

  /**
   * The socket closed: a waiting decoding leaves the queue, a running one is stopped; on a stream the
   * take is dropped right after its running piece, before a take that opens later.
   */
  cancel(): void {
    this.closed = true;
    this.controller.abort();
    this.stream?.close();
  }

  /**
   * Decodes the audio the stream has not had (whole 10 ms frames; all of it when it is the last), cut when
   * the worker takes the request.
   * @throws StreamLostError (the stream is then dropped: later decodings are windowed), the pool's errors
   */
  private async feed(last: boolean): Promise<Decoding> {
    const stream = this.stream;
    if (!stream) throw new StreamLostError("no stream");
    let end = 0;
    try {
      const reply = await stream.feed(
        () => {
          end = last ? this.rec.byteLength - (this.rec.byteLength % 2) : this.rec.frameCount * FRAME_BYTES;
          return this.rec.copy(this.fedBytes, end);
        },
        last,
        this.controller.signal,
      );
      this.fedBytes = end;
      const decoded = { words: toWords(reply, 0), frames: Math.floor(end / FRAME_BYTES), whole: last };
      if (decoded.frames >= this.last.frames) this.last = decoded;
      return decoded;
    } catch (err) {
      if (err instanceof StreamLostError) this.stream = undefined;
      throw err;
    }
  }

  /** Decodes from the last sure words to the newest audio (cut when a worker takes the request). */
  private async decode(final = false): Promise<Decoding> {
    let kept: RecognizedWord[] = [];
    let offset = 0;
    let frames = 0;
    let whole = false;
    let from = 0;
    const clip = () => {
      frames = this.rec.frameCount;
      const resumed = this.resume(frames, final);
      kept = resumed.kept;
      from = resumed.from;
      whole = from === 0 && !kept.length;
      // Read from a kept word about contextFrames before, for the words' context.
      let ctx = kept.length;
      while (ctx > 0 && from - (kept[ctx - 1]?.bg ?? 0) <= this.contextFrames) ctx--;
      const start = ctx < kept.length ? (kept[ctx]?.bg ?? from) : from;
      const energies = this.rec.frameEnergies().subarray(start, frames);
      const win = speechWindow(loudMask(energies));
      offset = start + win.start;
      return this.rec.copy(offset * FRAME_BYTES, (offset + win.frames) * FRAME_BYTES);
    };
    const reply = await this.engine.recognize(clip, { priority: "live", signal: this.controller.signal });
    // Words found in the context before `from` are the kept ones again (a word may start a little early).
    const found = toWords(reply, offset).filter((w) => w.bg >= from - 10);
    const decoded = { words: [...kept, ...found], frames, whole };
    if (decoded.frames >= this.last.frames) this.last = decoded;
    return decoded;
  }

  /**
   * Where the next decoding starts: after the words of the last decoding that end before its last
   * `tailFrames` (the last word found is never kept: its end is not known); at the start for the first
   * one, and for the final one of a take whose voiced part is short.
   */
  private resume(frames: number, final: boolean): { kept: RecognizedWord[]; from: number } {
    const last = this.last;
    const short = this.rec.loudWindow().frames < this.resumeFromFrames;
    if ((final && short) || !last.frames) return { kept: [], from: 0 };
    const limit = last.frames - this.tailFrames;
    let n = 0;
    while (n < last.words.length && (last.words[n + 1]?.bg ?? last.frames) <= limit) n++;
    const from = n < last.words.length ? (last.words[n]?.bg ?? 0) : limit;
    return { kept: last.words.slice(0, n), from: Math.max(0, Math.min(from, frames)) };
  }
}
