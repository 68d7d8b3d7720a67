import { ChunkStream } from "./chunk-stream.ts";
import { Chunker } from "./chunker.ts";
import { RECORDER } from "./constants.ts";
import { canRecord, RecorderError, toRecorderError } from "./errors.ts";
import type { Mp3Writer } from "./mp3.ts";
import { concatPcm } from "./pcm.ts";
import type { WorkletMessage } from "./recorder.worklet.ts";
import { floatTo16Bit, Resampler } from "./resample.ts";
import { makeTake, type RecordedTake, type StopReason } from "./take.ts";
import { SilenceDetector } from "./vad.ts";
import { LiveWaveform } from "./waveform.ts";

/** Callbacks and limits of one recording. */
export type RecorderOptions = {
  /** record_max_time in ms (default 20 s); recording stops by itself there */
  maxTimeMs?: number;
  /** silence that ends the take (default 6000 ms); 0 disables voice-activity end */
  silenceMs?: number;
  /** each 3200-sample chunk (200 ms), in order, as soon as it is complete */
  onChunk?: (chunk: Int16Array, index: number) => void;
  /** the live waveform after each buffer (about 12 times a second) */
  onWaveform?: (waveform: LiveWaveform) => void;
  /** recording ended by itself (silence or max time) with this take */
  onAutoStop?: (take: RecordedTake) => void;
  /** the microphone went away mid-take ("recorder stopped": confirm retry or go back) */
  onInterrupted?: () => void;
  /** worklet module URL (default: the bundled recorder.worklet.ts) */
  workletUrl?: string;
  /** clock, for tests */
  now?: () => number;
};

/** Result of a manual stop: a take, or `too_short` (toast evaluate_common_training_atleast, keep recording). */
export type StopResult =
  | { ok: true; take: RecordedTake }
  | { ok: false; reason: "too_short"; elapsedMs: number }
  | { ok: false; reason: "not_recording" };

export type RecorderState = "idle" | "starting" | "recording" | "finishing" | "done";

/**
 * Records the microphone as 16 kHz mono 16-bit PCM through an AudioWorklet: streams 3200-sample chunks,
 * keeps a live waveform, ends on 6 s of silence or record_max_time, and encodes the take to mp3.
 * One instance records one take.
 */
export class Recorder {
  state: RecorderState = "idle";
  /** chunks for the speech socket (`evaluate({ chunks: recorder.chunks })`); ends with the take */
  readonly chunks = new ChunkStream();
  private readonly opts: RecorderOptions;
  private readonly now: () => number;
  private readonly maxSamples: number;
  private readonly chunker = new Chunker(RECORDER.chunkSamples);
  private readonly vad: SilenceDetector | null;
  private readonly waveform: LiveWaveform;
  private readonly pieces: Int16Array[] = [];
  /** the take's mp3 encoder, once its chunk has loaded (it catches up on the pieces recorded before) */
  private mp3: Mp3Writer | null = null;
  private mp3Loading: Promise<Mp3Writer> | null = null;
  private resampler: Resampler | null = null;
  private recorded = 0;
  private chunkIndex = 0;
  private startedAt = 0;
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private fallbackTimer: ReturnType<typeof setTimeout> | null = null;
  private finishing: Promise<RecordedTake> | null = null;
  private cancelled = false;

  /** @param options - limits and callbacks */
  constructor(options: RecorderOptions = {}) {
    this.opts = options;
    this.now = options.now ?? (() => performance.now());
    const maxMs = options.maxTimeMs && options.maxTimeMs > 0 ? options.maxTimeMs : RECORDER.defaultMaxTimeMs;
    this.maxSamples = Math.round((maxMs / 1000) * RECORDER.sampleRate);
    const silenceMs = options.silenceMs ?? RECORDER.vadSilenceMs;
    this.vad = silenceMs > 0 ? new SilenceDetector({ silenceMs, sampleRate: RECORDER.sampleRate }) : null;
    this.waveform = new LiveWaveform(this.maxSamples, RECORDER.waveformPoints);
  }

  /**
   * Asks for the microphone and starts recording.
   * @throws RecorderError with the spec kind (permission_not_opened, recorder_startup_error, …)
   */
  async start(): Promise<void> {
    if (this.state !== "idle") throw new RecorderError("other_error", `recorder already ${this.state}`);
    if (!canRecord()) {
      throw new RecorderError(
        "browser_not_supported",
        "this browser cannot record (getUserMedia/AudioWorklet missing)",
      );
    }
    this.state = "starting";
    // The mp3 encoder (lamejs) is a chunk of its own, loaded with the microphone rather than with the player.
    const mp3Loading = this.loadMp3();
    // A failed load is reported by the await below; it must not count as unhandled before it.
    mp3Loading.catch(() => undefined);
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      this.context = new AudioContext();
      const url = this.opts.workletUrl ?? (await import("./worklet-url.ts")).recorderWorkletUrl;
      await this.context.audioWorklet.addModule(url);
      const source = this.context.createMediaStreamSource(this.stream);
      this.node = new AudioWorkletNode(this.context, "hibiki-recorder", { numberOfOutputs: 0 });
      this.node.port.onmessage = (event: MessageEvent<WorkletMessage>) => this.handleMessage(event.data);
      source.connect(this.node);
      for (const track of this.stream.getAudioTracks()) {
        track.addEventListener("ended", () => this.handleTrackEnded());
      }
      if (this.context.state === "suspended") await this.context.resume();
      await mp3Loading;
    } catch (error) {
      this.release();
      this.state = "done";
      this.chunks.close();
      throw toRecorderError(error);
    }
    if (this.cancelled) {
      // cancel() ran while the microphone prompt was open: do not leave the microphone on.
      this.release();
      throw new RecorderError("other_error", "recording was cancelled while starting");
    }
    this.startedAt = this.now();
    this.state = "recording";
    // Wall-clock backstop in case the audio clock stalls (e.g. a suspended context).
    this.fallbackTimer = setTimeout(
      () => this.state === "recording" && this.autoStop("max_time"),
      (this.maxSamples / RECORDER.sampleRate) * 1000 + 1500,
    );
  }

  /** Loads the mp3 encoder's chunk once; the writer then encodes what was recorded so far. */
  private loadMp3(): Promise<Mp3Writer> {
    this.mp3Loading ??= import("./mp3.ts").then(({ Mp3Writer }) => {
      const writer = new Mp3Writer(RECORDER.sampleRate, RECORDER.mp3Kbps);
      for (const piece of this.pieces) writer.push(piece);
      this.mp3 = writer;
      return writer;
    });
    return this.mp3Loading;
  }

  /** @returns ms since recording started (0 before) */
  elapsedMs(): number {
    return this.state === "recording" ? this.now() - this.startedAt : 0;
  }

  /**
   * The student pressed stop. Refused (recording continues) before the 1 s minimum.
   * @returns the take, or why there is none
   */
  async stop(): Promise<StopResult> {
    if (this.finishing) return { ok: true, take: await this.finishing };
    if (this.state !== "recording") return { ok: false, reason: "not_recording" };
    const elapsedMs = this.elapsedMs();
    if (elapsedMs < RECORDER.minDurationMs) return { ok: false, reason: "too_short", elapsedMs };
    return { ok: true, take: await this.finish("manual") };
  }

  /** Abandons the take: releases the microphone, ends the chunk stream, produces nothing. */
  cancel(): void {
    this.cancelled = true;
    this.state = "done";
    this.chunks.close();
    this.release();
  }

  private handleMessage(message: WorkletMessage): void {
    if (message.type !== "buffer" || this.state === "done") return;
    if (!this.resampler) this.resampler = new Resampler(message.sampleRate, RECORDER.sampleRate);
    let pcm = floatTo16Bit(this.resampler.push(message.samples));
    const room = this.maxSamples - this.recorded;
    if (pcm.length > room) pcm = pcm.subarray(0, Math.max(0, room));
    this.recorded += pcm.length;
    this.pieces.push(pcm);
    this.waveform.push(pcm);
    this.mp3?.push(pcm);
    for (const chunk of this.chunker.push(pcm)) this.emitChunk(chunk);
    this.opts.onWaveform?.(this.waveform);
    if (this.state !== "recording") return;
    if (this.recorded >= this.maxSamples) this.autoStop("max_time");
    else if (this.vad?.push(pcm).ended) this.autoStop("silence");
  }

  private emitChunk(chunk: Int16Array): void {
    this.chunks.push(chunk);
    this.opts.onChunk?.(chunk, this.chunkIndex++);
  }

  private autoStop(reason: StopReason): void {
    void this.finish(reason).then((take) => this.opts.onAutoStop?.(take));
  }

  private handleTrackEnded(): void {
    if (this.state !== "recording") return;
    this.cancel();
    this.opts.onInterrupted?.();
  }

  private finish(reason: StopReason): Promise<RecordedTake> {
    if (this.finishing) return this.finishing;
    this.state = "finishing";
    this.finishing = this.drainWorklet().then(async () => {
      const rest = this.chunker.flush();
      if (rest) this.emitChunk(rest);
      this.chunks.close();
      this.release();
      this.state = "done";
      const mp3 = await this.loadMp3();
      return makeTake(concatPcm(this.pieces), reason, mp3.finish());
    });
    return this.finishing;
  }

  /** Asks the worklet for its partial buffer; gives up after 300 ms so a dead context cannot hang stop. */
  private drainWorklet(): Promise<void> {
    const node = this.node;
    if (!node) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, 300);
      node.port.onmessage = (event: MessageEvent<WorkletMessage>) => {
        if (event.data.type === "stopped") {
          clearTimeout(timer);
          resolve();
          return;
        }
        // The final partial buffer arrives before "stopped"; state is "finishing", so it cannot re-trigger a stop.
        this.handleMessage(event.data);
      };
      node.port.postMessage({ type: "stop" });
    });
  }

  private release(): void {
    if (this.fallbackTimer) clearTimeout(this.fallbackTimer);
    this.fallbackTimer = null;
    this.node?.port.close();
    this.node?.disconnect();
    this.node = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    // close() rejects only when the context is already closed, which is the state wanted here.
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}

/**
 * Creates a recorder for one take.
 * @param options - limits and callbacks
 * @returns an idle recorder; call `start()`
 */
export function createRecorder(options: RecorderOptions = {}): Recorder {
  return new Recorder(options);
}
