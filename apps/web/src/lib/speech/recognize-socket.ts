import type { SpeechAudioEncoding } from "@hibiki/contracts/ws/speech";
import { ChunkStream } from "../recorder/chunk-stream.ts";
import { RECORDER } from "../recorder/constants.ts";
import { pcmToBase64 } from "../recorder/pcm.ts";
import { opusFrames } from "./opus-frames.ts";
import { RecognitionError } from "./recognize-errors.ts";
import { buildRecognizeFrame, RecognizeAnswerFrameSchema, RecognizedTranscript } from "./recognize-frames.ts";

/** Inputs of one {@link RecognizeSocket}. */
export type RecognizeSocketOptions = {
  /** signed socket URL (`xfyun/get-iat-auth-url`) */
  url: string;
  appId?: string;
  WebSocketImpl: typeof WebSocket;
  /** the socket must open within this long, else `connection` */
  openTimeoutMs: number;
  /** after the last frame the answer must come within this long, else `timeout` */
  resultTimeoutMs: number;
  /** interim text (engines that stream results: iFlytek IAT) */
  onInterim?: (text: string) => void;
  /** the audio's encoding (default raw; opus-wb only on Hibiki's own socket, see socketEncoding) */
  encoding?: SpeechAudioEncoding;
  /** ask Hibiki's own server for partial results while the audio arrives (they reach onInterim) */
  partials?: boolean;
};

/**
 * One recognition over one websocket: frames are queued until the socket opens, audio is split into the
 * evaluator's 200 ms chunks (with opus-wb, each chunk's packets as the encoder yields them, after a
 * status-0 frame without audio), and `result` settles once with the recognised text or a RecognitionError.
 */
export class RecognizeSocket {
  /** resolves when the socket is open; rejects with a `connection` RecognitionError */
  readonly opened: Promise<void>;
  /** resolves with the whole recognised text ("" when no word); rejects with a RecognitionError */
  readonly result: Promise<string>;
  private readonly socket: WebSocket | null = null;
  private readonly queue: string[] = [];
  private readonly transcript = new RecognizedTranscript();
  private started = false;
  private ended = false;
  /** opus-wb: the chunks waiting for the encoder, and the frames it writes */
  private opus: { chunks: ChunkStream; done: Promise<void> } | null = null;
  private settled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private resolveOpen: () => void = () => undefined;
  private rejectOpen: (e: RecognitionError) => void = () => undefined;
  private resolveResult: (text: string) => void = () => undefined;
  private rejectResult: (e: RecognitionError) => void = () => undefined;

  /** @param opts - URL, app id, socket constructor, timeouts, interim callback */
  constructor(private readonly opts: RecognizeSocketOptions) {
    this.opened = new Promise((resolve, reject) => {
      this.resolveOpen = resolve;
      this.rejectOpen = reject;
    });
    this.result = new Promise((resolve, reject) => {
      this.resolveResult = resolve;
      this.rejectResult = reject;
    });
    // Failures reach callers through whichever promise they await; the other one must not be reported
    // by the browser as an unhandled rejection.
    this.opened.catch(() => undefined);
    this.result.catch(() => undefined);
    const Impl = opts.WebSocketImpl;
    try {
      this.socket = new Impl(opts.url);
    } catch (error) {
      this.fail(new RecognitionError("connection", `cannot open recognition socket: ${String(error)}`));
      return;
    }
    this.arm(opts.openTimeoutMs, () => new RecognitionError("connection", "recognition socket did not open"));
    const socket = this.socket;
    socket.onopen = () => {
      if (this.settled) return;
      clearTimeout(this.timer);
      this.resolveOpen();
      for (const frame of this.queue.splice(0)) socket.send(frame);
      if (this.ended) this.armResultTimer();
    };
    socket.onmessage = (event: MessageEvent) => this.handleMessage(String(event.data));
    // Browsers hide why a connection failed: it is 1006 (abnormal closure) either way.
    socket.onerror = () => this.fail(new RecognitionError("connection", "recognition connection failed"));
    socket.onclose = (event: CloseEvent) =>
      this.fail(
        new RecognitionError("connection", `recognition socket closed before an answer (${event.code})`),
      );
  }

  /**
   * Sends audio (split into 3200-sample frames; the first frame opens the session).
   * @param pcm - 16 kHz mono 16-bit samples
   */
  send(pcm: Int16Array): void {
    if (this.ended || this.settled) return;
    for (let at = 0; at < pcm.length; at += RECORDER.chunkSamples) {
      const chunk = pcm.subarray(at, at + RECORDER.chunkSamples);
      if (this.opts.encoding === "opus-wb") this.encoder().chunks.push(chunk);
      else this.push(chunk);
    }
  }

  /** No more audio: sends the last frame and starts waiting for the answer. */
  end(): void {
    if (this.ended || this.settled) return;
    this.ended = true;
    const last = () => {
      if (this.settled) return;
      this.enqueue(JSON.stringify(buildRecognizeFrame(2, "", this.opts.appId, this.opts.encoding)));
      if (this.socket?.readyState === this.opts.WebSocketImpl.OPEN) this.armResultTimer();
    };
    if (this.opts.encoding !== "opus-wb") {
      if (!this.started) this.push(new Int16Array(0));
      last();
      return;
    }
    const { chunks, done } = this.encoder();
    chunks.close();
    done.then(last, () => undefined);
  }

  /** The Opus pipeline, started with the first audio: a status-0 frame, then the encoder's frames. */
  private encoder(): { chunks: ChunkStream; done: Promise<void> } {
    if (this.opus) return this.opus;
    const chunks = new ChunkStream();
    const encoding = "opus-wb";
    this.started = true;
    this.enqueue(JSON.stringify(buildRecognizeFrame(0, "", this.opts.appId, encoding, this.opts.partials)));
    const done = (async () => {
      for await (const data of opusFrames(chunks)) {
        if (this.settled) return;
        this.enqueue(JSON.stringify(buildRecognizeFrame(1, data, this.opts.appId, encoding)));
      }
    })();
    // An encoder that fails ends the recognition at once (the student's words cannot reach the server).
    done.catch((error) =>
      this.fail(new RecognitionError("connection", `audio encoding failed: ${String(error)}`)),
    );
    this.opus = { chunks, done };
    return this.opus;
  }

  /** Abandons the recognition: closes the socket; a pending result rejects with `cancelled`. */
  cancel(): void {
    this.fail(new RecognitionError("cancelled", "recognition cancelled"));
  }

  private push(chunk: Int16Array): void {
    const status = this.started ? 1 : 0;
    this.started = true;
    const frame = buildRecognizeFrame(status, pcmToBase64(chunk), this.opts.appId, "raw", this.opts.partials);
    this.enqueue(JSON.stringify(frame));
  }

  private enqueue(frame: string): void {
    const socket = this.socket;
    if (socket && socket.readyState === this.opts.WebSocketImpl.OPEN) socket.send(frame);
    else this.queue.push(frame);
  }

  private handleMessage(raw: string): void {
    if (this.settled) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      this.fail(
        new RecognitionError("server", "unreadable answer from the recognition server", 0, "", {
          cause: error,
        }),
      );
      return;
    }
    const parsed = RecognizeAnswerFrameSchema.safeParse(json);
    if (!parsed.success) {
      this.fail(new RecognitionError("server", "recognition answer does not match the protocol"));
      return;
    }
    const frame = parsed.data;
    if (frame.code !== 0 || !frame.data) {
      const code = frame.code || 0;
      this.fail(new RecognitionError("server", frame.message || "recognition failed", code, frame.sid));
      return;
    }
    this.transcript.apply(frame.data);
    if (frame.data.status === 2) this.succeed(this.transcript.text());
    else this.opts.onInterim?.(this.transcript.text());
  }

  private armResultTimer(): void {
    this.arm(
      this.opts.resultTimeoutMs,
      () => new RecognitionError("timeout", "no recognition result in time"),
    );
  }

  private arm(ms: number, error: () => RecognitionError): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(error()), ms);
  }

  private close(): void {
    this.settled = true;
    this.opus?.chunks.close();
    clearTimeout(this.timer);
    this.queue.length = 0;
    const socket = this.socket;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    const { OPEN, CONNECTING } = this.opts.WebSocketImpl;
    if (socket.readyState === OPEN || socket.readyState === CONNECTING) socket.close(1000);
  }

  private succeed(text: string): void {
    if (this.settled) return;
    this.close();
    this.resolveOpen();
    this.resolveResult(text);
  }

  private fail(error: RecognitionError): void {
    if (this.settled) return;
    this.close();
    this.rejectOpen(error);
    this.rejectResult(error);
  }
}
