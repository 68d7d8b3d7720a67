import { SPEECH_NETWORK_CODE } from "./errors.ts";
import { socketEncoding } from "./opus-frames.ts";
import { loadRecognitionAuth, type RecognitionAuth, recognitionSocketUrl } from "./recognize-auth.ts";
import { RecognitionError } from "./recognize-errors.ts";
import { RecognizeSocket } from "./recognize-socket.ts";

export { loadRecognitionAuth, type RecognitionAuth, recognitionSocketUrl } from "./recognize-auth.ts";
export { isRecognitionCancelled, RecognitionError, type RecognitionErrorKind } from "./recognize-errors.ts";

/** The socket must open within 10 s, else the recognition fails with `connection`. */
export const RECOGNITION_OPEN_TIMEOUT_MS = 10_000;
/** After the last audio the text must come within 15 s, else the recognition fails with `timeout`. */
export const RECOGNITION_RESULT_TIMEOUT_MS = 15_000;

/** A running recognition: feed it the recording's PCM, then ask for the text. */
export interface RecognitionSession {
  /** sends 16 kHz mono 16-bit PCM (split into 200 ms frames like the evaluator's); ignored after finish */
  send(pcm: Int16Array): void;
  /**
   * No more audio: resolves with the recognised text (never empty).
   * @throws RecognitionError `timeout`, `empty`, `connection`, `server` or `cancelled`
   */
  finish(): Promise<string>;
  /** abandons the recognition (a pending finish rejects with `cancelled`) */
  cancel(): void;
}

/** Options of {@link openRecognition}; everything but onPartial is for tests and special hosts. */
export type OpenRecognitionOptions = {
  /** the text recognised so far, while the student speaks (live tracking text) */
  onPartial?: (text: string) => void;
  /** loads the signed socket URL (default: `xfyun/get-iat-auth-url`, one retry) */
  loadAuth?: () => Promise<RecognitionAuth>;
  WebSocketImpl?: typeof WebSocket;
  openTimeoutMs?: number;
  resultTimeoutMs?: number;
};

/**
 * Opens a free-speech recognition (the server's recognition websocket, or iFlytek IAT): loads the signed
 * URL, connects, then streams audio as it is sent, once. Interim text reaches `onPartial` from the
 * engine's partial results: iFlytek streams them by itself, Hibiki's own server when the first frame asks
 * for them (`dwa` "wpgs", only when there is an `onPartial`), at least every 0.4 s of audio while it keeps
 * up.
 * @param opts - the live-text callback (and test hooks)
 * @returns the session once the socket is open
 * @throws RecognitionError `connection` when the URL cannot be loaded or the socket cannot open
 */
export async function openRecognition(opts: OpenRecognitionOptions = {}): Promise<RecognitionSession> {
  let auth: RecognitionAuth;
  try {
    auth = await (opts.loadAuth ?? loadRecognitionAuth)();
  } catch (error) {
    throw new RecognitionError("connection", "recognition service unavailable", SPEECH_NETWORK_CODE, "", {
      cause: error,
    });
  }
  const url = recognitionSocketUrl(auth?.url);
  if (!url) throw new RecognitionError("connection", "recognition service returned no socket URL");
  const WebSocketImpl = opts.WebSocketImpl ?? WebSocket;
  // iFlytek (an app id) takes raw PCM; Hibiki's own socket takes opus-wb where the browser encodes it.
  const encoding = auth.app_id ? "raw" : await socketEncoding(url);
  let finished = false;
  const onPartial = opts.onPartial;
  const main = new RecognizeSocket({
    url,
    appId: auth.app_id,
    WebSocketImpl,
    openTimeoutMs: opts.openTimeoutMs ?? RECOGNITION_OPEN_TIMEOUT_MS,
    resultTimeoutMs: opts.resultTimeoutMs ?? RECOGNITION_RESULT_TIMEOUT_MS,
    onInterim: onPartial && ((text) => !finished && text && onPartial(text)),
    encoding,
    partials: !!onPartial && !auth.app_id,
  });
  await main.opened;
  let result: Promise<string> | null = null;
  return {
    send(pcm) {
      if (finished || !(pcm instanceof Int16Array) || pcm.length === 0) return;
      main.send(pcm);
    },
    finish() {
      if (result) return result;
      finished = true;
      main.end();
      result = main.result.then((text) => {
        if (text.trim() === "") throw new RecognitionError("empty", "no word was recognised");
        return text;
      });
      return result;
    },
    cancel() {
      finished = true;
      main.cancel();
    },
  };
}
