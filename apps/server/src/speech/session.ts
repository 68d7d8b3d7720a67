import {
  type OpenAnswerItem,
  SPEECH_ERROR_CODES,
  SPEECH_MAX_AUDIO_BYTES,
  SpeechAudioFrameSchema,
  type SpeechCategory,
  SpeechCategorySchema,
  type SpeechErrorFrame,
  SpeechFirstFrameSchema,
  type SpeechServerFrame,
} from "@hibiki/contracts/ws/speech";
import { AudioInput, audioEncoding } from "./audio-input.ts";
import { type Evaluation, evaluateReading } from "./evaluator.ts";
import { evaluateOpenAnswer, type RecogniseOpen } from "./open-answer/evaluate-open.ts";
import type { OpenItem } from "./open-answer/open-item.ts";
import { PcmRecording } from "./pcm-recording.ts";
import { EngineError, PoolBusyError, type SpeechPool } from "./pool.ts";
import { parseReferenceText, type RefText, stripIsePrefix } from "./reference-text.ts";
import { decodeAudio, SessionError } from "./session-error.ts";
import { BYTES_PER_SECOND, lifetimeMs, openAudioBytes, readingAudioBytes } from "./socket-limits.ts";
import { Speculator } from "./speculation.ts";
import type { PoorlyWordLists } from "./study-report.ts";

export { decodeAudio, SessionError };

/** What a session needs from its surroundings. */
export interface SessionDeps {
  pool: SpeechPool;
  studentId: string;
  sid: string;
  send: (frame: SpeechServerFrame) => void;
  /** closes the socket (after the last frame was sent) */
  close: () => void;
  loadConfig: (studentId: string) => Promise<PoorlyWordLists> | PoorlyWordLists;
  onResult?: (studentId: string, text: string, category: SpeechCategory, result: Evaluation) => unknown;
  /** keeps the XML before the answer is sent; its URL goes out as data.evaluate_result */
  keepEvaluation?: KeepEvaluation;
  /** for unexpected failures (the client only sees an error code) */
  logError: (err: unknown, msg: string) => void;
  /** overall audio limit in bytes (default SPEECH_MAX_AUDIO_BYTES); a text or item may lower it */
  maxAudioBytes?: number;
  /** the socket closes this long after it opened at the latest (default: socket-limits lifetimeMs) */
  maxLifetimeMs?: number;
  /** current time in ms (tests) */
  now?: () => number;
  /** open answers: the item's rubric and texts (undefined: no such open item) */
  loadOpenItem?: (item: OpenAnswerItem) => Promise<OpenItem | undefined>;
  /** open answers: recognises a clip with the item's language model */
  recogniseOpen?: RecogniseOpen;
}

/**
 * Keeps an evaluation's XML where the answer can point to it (e.g. a signed file URL).
 * @returns the URL to send back as data.evaluate_result
 */
export type KeepEvaluation = (studentId: string, sid: string, result: Evaluation) => Promise<string>;

/**
 * One evaluation over one websocket: first frame (text, category), audio frames, last frame,
 * then one answer. Every failure becomes one error frame followed by closing the socket.
 * Audio goes into an append-only PcmRecording, so a frame costs work in proportion to its own size;
 * the audio limit follows the text (or the open item) and the socket's lifetime follows the audio limit
 * (socket-limits.ts).
 */
export class EvaluationSession {
  private state: "first" | "audio" | "evaluating" | "done" = "first";
  private readonly rec = new PcmRecording();
  /** decodes the frames' audio in the first frame's aue (raw until then) */
  private input = new AudioInput("raw");
  private readonly cap: number;
  /** longest audio of this take in bytes: the cap until the text or item says less */
  private audioLimit: number;
  private readonly openedAt: number;
  private category: SpeechCategory = "read_sentence";
  private content = "";
  private ref: RefText | undefined;
  private speculator: Speculator | undefined;
  /** open answers: the item, looked up while the student speaks */
  private openItem: Promise<OpenItem | undefined> | undefined;

  constructor(private readonly deps: SessionDeps) {
    this.cap = deps.maxAudioBytes ?? SPEECH_MAX_AUDIO_BYTES;
    this.audioLimit = this.cap;
    this.openedAt = this.now();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** True once the answer or an error was sent. */
  get finished(): boolean {
    return this.state === "done";
  }

  /**
   * Handles one text frame.
   * @param raw the frame's text
   */
  handleText(raw: string): void {
    if (this.state === "evaluating" || this.state === "done") return;
    try {
      this.checkLifetime();
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new SessionError(SPEECH_ERROR_CODES.frame_not_json, "frame is not JSON");
      }
      // The first frame must carry the text; every later one only audio.
      let data: { status: number; data?: string | undefined };
      if (this.state === "first") {
        const first = SpeechFirstFrameSchema.safeParse(json);
        if (!first.success)
          throw new SessionError(
            SPEECH_ERROR_CODES.frame_invalid,
            "expected a first frame (status 0, cmd ssb)",
          );
        const { aue, auf } = first.data.business;
        // Raw 16 kHz PCM or 16 kHz Opus (opus-wb); mp3/speex would need a decoder this engine lacks.
        if (auf && !/rate=16000/.test(auf))
          throw new SessionError(SPEECH_ERROR_CODES.frame_invalid, "only 16 kHz mono audio is supported");
        this.input = new AudioInput(audioEncoding(aue));
        this.start(first.data.business.category, first.data.business.text, first.data.business.item);
        data = first.data.data;
      } else {
        const audio = SpeechAudioFrameSchema.safeParse(json);
        if (!audio.success)
          throw new SessionError(SPEECH_ERROR_CODES.frame_invalid, "expected an audio frame (status 1 or 2)");
        data = audio.data.data;
      }
      this.append(data.data);
      if (data.status === 2) void this.finish();
    } catch (err) {
      this.fail(err);
    }
  }

  /** Handles a binary frame, which this protocol does not use. */
  handleBinary(): void {
    if (this.state === "evaluating" || this.state === "done") return;
    this.fail(
      new SessionError(SPEECH_ERROR_CODES.frame_not_json, "binary frames are not accepted; send JSON text"),
    );
  }

  /** The socket closed (by either side): the decoder is freed; an evaluation under way still ends. */
  handleClose(): void {
    this.input.close();
  }

  /** The socket was idle too long. */
  handleIdle(): void {
    if (this.state === "evaluating" || this.state === "done") return;
    this.fail(new SessionError(SPEECH_ERROR_CODES.idle_timeout, "no frame received in time"));
  }

  /** The socket reached its longest lifetime (the plugin's timer). */
  handleExpired(): void {
    if (this.state === "evaluating" || this.state === "done") return;
    this.fail(new SessionError(SPEECH_ERROR_CODES.idle_timeout, "the socket was open too long"));
  }

  /** A socket that trickles frames is closed once its take's lifetime is over. */
  private checkLifetime(): void {
    const limit = Math.min(this.deps.maxLifetimeMs ?? Number.POSITIVE_INFINITY, lifetimeMs(this.audioLimit));
    if (this.now() - this.openedAt > limit)
      throw new SessionError(SPEECH_ERROR_CODES.idle_timeout, "the socket was open too long");
  }

  private start(category: string, text: string, item: OpenAnswerItem | undefined): void {
    const cat = SpeechCategorySchema.safeParse(category);
    if (!cat.success)
      throw new SessionError(SPEECH_ERROR_CODES.paper_invalid, `unknown category "${category}"`);
    if (cat.data === "open_answer") {
      this.startOpen(item);
      return;
    }
    const ref = parseReferenceText(text, cat.data);
    if (ref === "empty") throw new SessionError(SPEECH_ERROR_CODES.paper_empty, "text is empty");
    if (ref === "too_long") throw new SessionError(SPEECH_ERROR_CODES.paper_too_long, "text is too long");
    this.category = cat.data;
    this.content = stripIsePrefix(text);
    this.ref = ref;
    this.audioLimit = readingAudioBytes(ref.words.length, this.cap);
    this.speculator = new Speculator(
      this.deps.pool,
      ref.words.map((w) => w.norm),
    );
    this.state = "audio";
  }

  /** An open answer: the item is looked up now, so an unknown one fails while the student records. */
  private startOpen(item: OpenAnswerItem | undefined): void {
    const { loadOpenItem, recogniseOpen } = this.deps;
    if (!item) throw new SessionError(SPEECH_ERROR_CODES.paper_invalid, "open_answer needs business.item");
    if (!loadOpenItem || !recogniseOpen)
      throw new SessionError(SPEECH_ERROR_CODES.paper_invalid, "open answers are not scored here");
    this.category = "open_answer";
    this.content = "";
    const found = loadOpenItem(item).then((open) => {
      if (!open)
        throw new SessionError(
          SPEECH_ERROR_CODES.paper_invalid,
          "no open item with that res_code and question_id",
        );
      this.audioLimit = openAudioBytes(open.recordMaxTime, this.cap);
      this.checkAudioLength();
      return open;
    });
    found.catch((err) => this.fail(err));
    this.openItem = found;
    this.state = "audio";
  }

  /** Decodes a frame's audio (bounded by the room left under the audio limit) and records it. */
  private append(data: string | undefined): void {
    const chunk = this.input.read(data, this.audioLimit - this.rec.byteLength, this.audioLimit);
    if (!chunk.length) return;
    this.rec.append(chunk);
    this.speculator?.consider(this.rec);
  }

  private checkAudioLength(): void {
    if (this.rec.byteLength > this.audioLimit) this.tooLong();
  }

  private tooLong(): never {
    const seconds = Math.floor(this.audioLimit / BYTES_PER_SECOND);
    throw new SessionError(SPEECH_ERROR_CODES.audio_too_long, `audio is longer than ${seconds} s`);
  }

  private async finish(): Promise<void> {
    this.state = "evaluating";
    this.input.close();
    const { deps } = this;
    try {
      // An odd trailing byte is half a sample; pcm() drops it rather than refuse the reading.
      const pcm = this.rec.pcm();
      const lists = await deps.loadConfig(deps.studentId);
      const open = this.openItem ? await this.openItem : undefined;
      const result =
        open && deps.recogniseOpen
          ? await evaluateOpenAnswer(deps.pool, open, pcm, deps.recogniseOpen, lists)
          : await evaluateReading(
              deps.pool,
              this.category,
              this.content,
              this.ref as RefText,
              pcm,
              lists,
              this.speculator?.latest,
            );
      if (this.state !== "evaluating") return;
      const evaluateResult = await this.keep(result);
      if (this.state !== "evaluating") return;
      deps.send({
        code: 0,
        message: "success",
        sid: deps.sid,
        data: {
          status: 2,
          data: Buffer.from(result.xml, "utf8").toString("base64"),
          report: result.report,
          ...(evaluateResult ? { evaluate_result: evaluateResult } : {}),
        },
      });
      this.state = "done";
      deps.close();
      try {
        await deps.onResult?.(deps.studentId, this.content, this.category, result);
      } catch (err) {
        deps.logError(err, `speech: storing the result of ${deps.sid} failed`);
      }
    } catch (err) {
      this.fail(err);
    }
  }

  /** Keeps the XML through deps.keepEvaluation; a failure only costs the URL, never the student's score. */
  private async keep(result: Evaluation): Promise<string | undefined> {
    const { deps } = this;
    if (!deps.keepEvaluation) return undefined;
    try {
      return await deps.keepEvaluation(deps.studentId, deps.sid, result);
    } catch (err) {
      deps.logError(err, `speech: keeping the evaluation of ${deps.sid} failed`);
      return undefined;
    }
  }

  /** Sends one error frame and closes. */
  fail(err: unknown): void {
    if (this.state === "done") return;
    this.state = "done";
    this.input.close();
    this.deps.send(errorFrame(err, this.deps.sid, this.deps.logError));
    this.deps.close();
  }
}

/**
 * Turns any failure into the error frame the client sees: protocol errors keep their code, a full
 * pool is thread_not_enough (10002), a stopped pool 10004, anything else serve_error (32101, logged).
 * @param err what went wrong
 * @param sid session id
 * @param logError logger for unexpected failures
 * @returns the frame to send
 */
export function errorFrame(
  err: unknown,
  sid: string,
  logError: (err: unknown, msg: string) => void,
): SpeechErrorFrame {
  if (err instanceof SessionError) return { code: err.code, message: err.message, sid, data: null };
  if (err instanceof PoolBusyError)
    return {
      code: SPEECH_ERROR_CODES.thread_not_enough,
      message: "the speech engine is busy; try again",
      sid,
      data: null,
    };
  if (err instanceof EngineError && /closed/.test(err.message))
    return {
      code: SPEECH_ERROR_CODES.engine_unavailable,
      message: "the speech engine is not running",
      sid,
      data: null,
    };
  logError(err, `speech: session ${sid} failed`);
  return { code: SPEECH_ERROR_CODES.serve_error, message: "speech engine error", sid, data: null };
}
