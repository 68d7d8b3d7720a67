import {
  RecognizeClientFrameSchema,
  type RecognizePartialFrame,
  type RecognizeResultFrame,
  SPEECH_ERROR_CODES,
  SPEECH_MAX_AUDIO_BYTES,
  type SpeechErrorFrame,
} from "@hibiki/contracts/ws/speech";
import { AudioInput, audioEncoding } from "./audio-input.ts";
import type { LiveRecognizer, LiveRequest, RecognizedWord } from "./live-recognition.ts";
import { LiveStream, type LiveStreamEngine, type LiveStreamOptions } from "./live-stream.ts";
import { PartialResults } from "./partial-results.ts";
import { PcmRecording } from "./pcm-recording.ts";
import { errorFrame, SessionError } from "./session.ts";
import { lifetimeMs } from "./socket-limits.ts";

/** What a recognition session needs from its surroundings. */
export interface RecognizeDeps {
  /** live-priority recognition shared by the plugin's sessions (coalesces a student's stale snapshots) */
  recognizer: LiveRecognizer;
  /** the worker pool, for sockets that ask for partial results (business.dwa "wpgs") */
  engine?: LiveStreamEngine;
  /** options of the partial results' LiveStream (tests) */
  stream?: LiveStreamOptions;
  /** the student of the signed URL: requests of one student may share a decoding */
  studentId: string;
  sid: string;
  send: (frame: RecognizeResultFrame | RecognizePartialFrame | SpeechErrorFrame) => void;
  close: () => void;
  logError: (err: unknown, msg: string) => void;
  /** audio limit in bytes (default SPEECH_MAX_AUDIO_BYTES) */
  maxAudioBytes?: number;
  /** the socket closes this long after it opened at the latest (default: socket-limits lifetimeMs) */
  maxLifetimeMs?: number;
  /** current time in ms (tests) */
  now?: () => number;
}

/**
 * One free-speech recognition over one websocket (iFlytek IAT shape): audio frames with status
 * 0, 1, 2 in `data.audio`, then one answer with the recognised words, or one error frame; then close.
 * The decoding runs at live priority (LiveRecognizer); a socket closed before its answer drops it.
 * Audio goes into an append-only PcmRecording whose frame energies are computed as frames complete, so
 * a socket frame costs work in proportion to its own size.
 * When the first frame asks for partial results (`business.dwa` "wpgs"), a LiveStream decodes the take
 * incrementally as it arrives and each decoding's words go out as a status-1 partial result (see
 * PartialResults); the final decoding then covers only what the last partial did not.
 */
export class RecognizeSession {
  private state: "audio" | "recognizing" | "done" = "audio";
  private rec = new PcmRecording();
  /** decodes the frames' audio in the first frame's encoding */
  private input: AudioInput | undefined;
  private started = false;
  private request: LiveRequest | undefined;
  /** the incremental decoder of a socket that asked for partial results */
  private stream: LiveStream | undefined;
  private readonly partials = new PartialResults();
  private readonly openedAt: number;

  constructor(private readonly deps: RecognizeDeps) {
    this.openedAt = this.now();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private get audioLimit(): number {
    return this.deps.maxAudioBytes ?? SPEECH_MAX_AUDIO_BYTES;
  }

  /**
   * Handles one text frame.
   * @param raw the frame's text
   */
  handleText(raw: string): void {
    if (this.state !== "audio") return;
    try {
      const lifetime = Math.min(
        this.deps.maxLifetimeMs ?? Number.POSITIVE_INFINITY,
        lifetimeMs(this.audioLimit),
      );
      if (this.now() - this.openedAt > lifetime)
        throw new SessionError(SPEECH_ERROR_CODES.idle_timeout, "the socket was open too long");
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new SessionError(SPEECH_ERROR_CODES.frame_not_json, "frame is not JSON");
      }
      const parsed = RecognizeClientFrameSchema.safeParse(json);
      if (!parsed.success)
        throw new SessionError(SPEECH_ERROR_CODES.frame_invalid, "frame does not match the protocol");
      const { status, audio, encoding } = parsed.data.data;
      if ((status === 0) === this.started)
        throw new SessionError(SPEECH_ERROR_CODES.frame_invalid, "status 0 must come first and only once");
      if (status === 0 && parsed.data.business?.dwa === "wpgs" && this.deps.engine)
        this.stream = new LiveStream(
          this.deps.engine,
          this.rec,
          (w) => this.sendPartial(w),
          this.deps.stream,
        );
      // The first frame names the encoding (raw when it names none); later ones may repeat it only.
      if (!this.input) this.input = new AudioInput(audioEncoding(encoding));
      else if (encoding && encoding !== this.input.encoding)
        throw new SessionError(SPEECH_ERROR_CODES.frame_invalid, "the audio encoding changed mid-stream");
      this.started = true;
      this.rec.append(this.input.read(audio, this.audioLimit - this.rec.byteLength, this.audioLimit));
      if (status === 2) void this.finish();
      else this.stream?.update();
    } catch (err) {
      this.fail(err);
    }
  }

  /** Binary frames are not part of the protocol. */
  handleBinary(): void {
    if (this.state === "audio")
      this.fail(
        new SessionError(SPEECH_ERROR_CODES.frame_not_json, "binary frames are not accepted; send JSON text"),
      );
  }

  /** The socket was idle too long. */
  handleIdle(): void {
    if (this.state === "audio")
      this.fail(new SessionError(SPEECH_ERROR_CODES.idle_timeout, "no frame received in time"));
  }

  /** The socket reached its longest lifetime (the plugin's timer). */
  handleExpired(): void {
    if (this.state === "audio")
      this.fail(new SessionError(SPEECH_ERROR_CODES.idle_timeout, "the socket was open too long"));
  }

  /**
   * The socket closed: nothing more can be sent, so its recognition is dropped from the queue or stopped
   * (unless another socket of the same take shares it).
   */
  handleClose(): void {
    if (this.state === "done") return;
    this.state = "done";
    this.input?.close();
    this.rec = new PcmRecording();
    this.request?.cancel();
    this.stream?.cancel();
  }

  /** Sends the words so far as a partial result (nothing when they did not change). */
  private sendPartial(words: RecognizedWord[]): void {
    if (this.state !== "audio") return;
    const result = this.partials.next(words);
    if (result)
      this.deps.send({ code: 0, message: "success", sid: this.deps.sid, data: { status: 1, result } });
  }

  private async finish(): Promise<void> {
    this.state = "recognizing";
    this.input?.close();
    try {
      let words: RecognizedWord[];
      if (this.stream) {
        words = await this.stream.finish();
      } else {
        const pcm = this.rec.pcm();
        // The energies were kept as the audio arrived: the recogniser need not read it all again.
        const energies = this.rec.frameEnergies();
        this.rec = new PcmRecording();
        this.request = this.deps.recognizer.recognize(this.deps.studentId, pcm, energies);
        words = await this.request.result;
      }
      if (this.state !== "recognizing") return;
      this.rec = new PcmRecording();
      this.deps.send({
        code: 0,
        message: "success",
        sid: this.deps.sid,
        data: {
          status: 2,
          result: this.partials.final(words),
          text: words.map((w) => w.cw[0]?.w ?? "").join(" "),
        },
      });
      this.state = "done";
      this.deps.close();
    } catch (err) {
      this.fail(err);
    }
  }

  /** Sends one error frame and closes. */
  fail(err: unknown): void {
    if (this.state === "done") return;
    this.state = "done";
    this.input?.close();
    this.deps.send(errorFrame(err, this.deps.sid, this.deps.logError));
    this.deps.close();
  }
}
