import {
  type OpenAnswerItem,
  type SpeechCategory,
  SpeechServerFrameSchema,
} from "@hibiki/contracts/ws/speech";
import { base64ToBytes, pcmToBase64 } from "../recorder/pcm.ts";
import { SPEECH_NETWORK_CODE, SPEECH_TIMEOUT_CODE, SpeechError } from "./errors.ts";
import { buildAudioFrame, buildFirstFrame, buildLastFrame } from "./frames.ts";
import { opusFrames, socketEncoding } from "./opus-frames.ts";
import { type EvaluationResult, parseEvaluationXml, ResultParseError } from "./result-xml.ts";

/** Socket timeout of spec §9: 60 s without any frame in either direction; there are no retries. */
export const SPEECH_SOCKET_TIMEOUT_MS = 60_000;

export type EvaluateInput = {
  /** complete signed socket URL from `app/new-evaluation-service` */
  url: string;
  /** reference text */
  text: string;
  category: SpeechCategory;
  /** open_answer only: the content item (or record step) answered */
  item?: OpenAnswerItem | undefined;
  /** 16 kHz 16-bit PCM chunks; an async iterable (a live Recorder's `chunks`) streams while recording */
  chunks: AsyncIterable<Int16Array> | Iterable<Int16Array>;
  appId?: string;
  timeoutMs?: number;
  /** WebSocket constructor (tests, or a polyfill) */
  WebSocketImpl?: typeof WebSocket;
  /** aborts the evaluation (the student left the screen) */
  signal?: AbortSignal;
  /** "raw" sends PCM even where the browser could compress it (default: opus-wb when it can) */
  encoding?: "raw";
};

/**
 * A scored evaluation plus the raw XML, the session id and, when the server kept the XML, its signed URL
 * (data.evaluate_result of the answer frame; stored as the answer's evaluate_result).
 */
export type EvaluationOutcome = { result: EvaluationResult; xml: string; sid: string; evaluateUrl?: string };

/** Each non-empty PCM chunk as base64. */
async function* rawFrames(chunks: AsyncIterable<Int16Array> | Iterable<Int16Array>): AsyncGenerator<string> {
  for await (const chunk of chunks) if (chunk.length) yield pcmToBase64(chunk);
}

function decodeXml(base64: string): string {
  return new TextDecoder("utf-8").decode(base64ToBytes(base64));
}

/**
 * Evaluates a recording over the speech websocket: first frame (status 0, text and category, and for an
 * open answer the item answered), one middle frame per chunk (status 1: base64 PCM, or on Hibiki's own
 * socket, where the browser has WebCodecs, the chunk's Opus packets: about 27 kbps instead of 341),
 * last frame (status 2), then waits for the XML answer.
 * @param input - URL, text, category and audio
 * @returns the parsed result, XML and sid
 * @throws SpeechError with the server's code (toastKey tells the toast), 1006 when the connection is lost,
 *   10114 after the timeout, other_error codes for unreadable answers
 */
export function evaluate(input: EvaluateInput): Promise<EvaluationOutcome> {
  const Impl = input.WebSocketImpl ?? WebSocket;
  const timeoutMs = input.timeoutMs ?? SPEECH_SOCKET_TIMEOUT_MS;
  const encoding = input.encoding === "raw" ? Promise.resolve("raw" as const) : socketEncoding(input.url);
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket;
    try {
      socket = new Impl(input.url);
    } catch (error) {
      reject(
        new SpeechError(SPEECH_NETWORK_CODE, `cannot open speech socket: ${String(error)}`, "", {
          cause: error,
        }),
      );
      return;
    }
    const finish = (error: SpeechError | null, outcome?: EvaluationOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      input.signal?.removeEventListener("abort", onAbort);
      if (socket.readyState === Impl.OPEN || socket.readyState === Impl.CONNECTING) socket.close(1000);
      if (error) reject(error);
      else if (outcome) resolve(outcome);
    };
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => finish(new SpeechError(SPEECH_TIMEOUT_CODE, `no speech result within ${timeoutMs} ms`)),
        timeoutMs,
      );
    };
    const onAbort = () => finish(new SpeechError(0, "evaluation cancelled"));
    input.signal?.addEventListener("abort", onAbort);
    touch();

    const send = (frame: unknown) => {
      if (settled || socket.readyState !== Impl.OPEN) return false;
      socket.send(JSON.stringify(frame));
      touch();
      return true;
    };

    socket.onopen = async () => {
      const aue = await encoding;
      if (
        !send(
          buildFirstFrame({
            text: input.text,
            category: input.category,
            item: input.item,
            appId: input.appId,
            encoding: aue,
          }),
        )
      )
        return;
      let first = true;
      const datas = aue === "opus-wb" ? opusFrames(input.chunks) : rawFrames(input.chunks);
      try {
        for await (const data of datas) {
          if (!send(buildAudioFrame(data, first, aue))) {
            await datas.return(undefined);
            return;
          }
          first = false;
        }
      } catch (error) {
        finish(new SpeechError(0, `recording failed while sending: ${String(error)}`, "", { cause: error }));
        return;
      }
      send(buildLastFrame());
    };

    socket.onmessage = (event: MessageEvent) => {
      touch();
      let frame: ReturnType<typeof SpeechServerFrameSchema.parse>;
      try {
        frame = SpeechServerFrameSchema.parse(JSON.parse(String(event.data)));
      } catch (error) {
        finish(new SpeechError(0, "unreadable answer from the speech server", "", { cause: error }));
        return;
      }
      if (frame.data === null) {
        finish(new SpeechError(frame.code, frame.message, frame.sid));
        return;
      }
      try {
        const xml = decodeXml(frame.data.data);
        const evaluateUrl = frame.data.evaluate_result;
        finish(null, {
          result: parseEvaluationXml(xml, frame.data.report),
          xml,
          sid: frame.sid,
          ...(evaluateUrl ? { evaluateUrl } : {}),
        });
      } catch (error) {
        const reason = error instanceof ResultParseError ? error.message : "result is not base64 UTF-8";
        finish(new SpeechError(0, reason, frame.sid, { cause: error }));
      }
    };

    // Browsers hide the reason of a failed connection: it is 1006 (abnormal closure) either way.
    socket.onerror = () => finish(new SpeechError(SPEECH_NETWORK_CODE, "speech connection failed"));
    socket.onclose = (event: CloseEvent) => {
      const code = event.code === 1000 ? SPEECH_NETWORK_CODE : event.code || SPEECH_NETWORK_CODE;
      finish(
        new SpeechError(code, `speech connection closed before a result (${event.code} ${event.reason})`),
      );
    };
  });
}
