import {
  RecognizeClientFrameSchema,
  type RecognizeResultFrame,
  SPEECH_ERROR_CODES,
  SPEECH_MAX_AUDIO_BYTES,
  type SpeechErrorFrame,
} from "@hibiki/contracts/ws/speech";
import type { LiveRecognizer, LiveRequest } from "./live-recognition.ts";
import { decodeAudio, errorFrame, SessionError } from "./session.ts";

/** What a recognition session needs from its surroundings. */
export interface RecognizeDeps {
  /** live-priority recognition shared by the plugin's sessions (coalesces a student's stale snapshots) */
  recognizer: LiveRecognizer;
  /** the student of the signed URL: requests of one student may share a decoding */
  studentId: string;
  sid: string;
  send: (frame: RecognizeResultFrame | SpeechErrorFrame) => void;
  close: () => void;
  logError: (err: unknown, msg: string) => void;
  maxAudioBytes?: number;
}

/**
 * One free-speech recognition over one websocket (iFlytek IAT shape): audio frames with status
 * 0, 1, 2 in `data.audio`, then one answer with the recognised words, or one error frame; then close.
 * The decoding runs at live priority (LiveRecognizer); a socket closed before its answer drops it.
 */
export class RecognizeSession {
  private state: "audio" | "recognizing" | "done" = "audio";
  private readonly chunks: Buffer[] = [];
  private bytes = 0;
  private started = false;
  private request: LiveRequest | undefined;

  constructor(private readonly deps: RecognizeDeps) {}

  /**
   * Handles one text frame.
   * @param raw the frame's text
   */
  handleText(raw: string): void {
    if (this.state !== "audio") return;
    try {
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
      if (encoding && encoding !== "raw")
        throw new SessionError(
          SPEECH_ERROR_CODES.frame_invalid,
          "only raw 16 kHz 16-bit mono audio is supported",
        );
      this.started = true;
      const chunk = decodeAudio(audio);
      this.bytes += chunk.length;
      if (this.bytes > (this.deps.maxAudioBytes ?? SPEECH_MAX_AUDIO_BYTES))
        throw new SessionError(SPEECH_ERROR_CODES.audio_too_long, "audio is longer than 5 minutes");
      if (chunk.length) this.chunks.push(chunk);
      if (status === 2) void this.finish();
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

  /**
   * The socket closed: nothing more can be sent, so its recognition is dropped from the queue or stopped
   * (unless another socket of the same take shares it).
   */
  handleClose(): void {
    if (this.state === "done") return;
    this.state = "done";
    this.chunks.length = 0;
    this.request?.cancel();
  }

  private async finish(): Promise<void> {
    this.state = "recognizing";
    try {
      let pcm = Buffer.concat(this.chunks);
      this.chunks.length = 0;
      if (pcm.length % 2) pcm = pcm.subarray(0, pcm.length - 1);
      this.request = this.deps.recognizer.recognize(this.deps.studentId, pcm);
      const words = await this.request.result;
      if (this.state !== "recognizing") return;
      this.deps.send({
        code: 0,
        message: "success",
        sid: this.deps.sid,
        data: {
          status: 2,
          result: { sn: 1, ls: true, ws: words },
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
    this.deps.send(errorFrame(err, this.deps.sid, this.deps.logError));
    this.deps.close();
  }
}
