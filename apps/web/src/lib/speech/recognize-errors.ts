import { type SpeechToastKey, speechToastKey } from "@hibiki/contracts/ws/speech";
import { SPEECH_NETWORK_CODE } from "./errors.ts";

/**
 * Why a recognition failed, as the chat-bot tells the student (spec §8 "Chat-bot: recognition timeout,
 * empty or connection-error hints"):
 * - `timeout`: no answer in time after the last audio frame;
 * - `empty`: the engine answered, but recognised no word;
 * - `connection`: the recognition service could not be reached, or the socket closed before an answer;
 * - `server`: the engine answered with an error frame (its code is in `code`, its toast in `toastKey`);
 * - `cancelled`: the caller cancelled (the student left the screen): nothing to show.
 */
export type RecognitionErrorKind = "timeout" | "empty" | "connection" | "server" | "cancelled";

/** A failed recognition: its kind, the engine or close code, and the session id when one was given. */
export class RecognitionError extends Error {
  override name = "RecognitionError";
  /** toast key of spec §8 "Speech codes", for `server` (and `connection`: network_error) */
  readonly toastKey: SpeechToastKey;

  /**
   * @param kind - what went wrong
   * @param message - what failed, for logs
   * @param code - error frame code, close code (1006 for a lost connection), or 0
   * @param sid - the engine's session id when it sent one
   */
  constructor(
    readonly kind: RecognitionErrorKind,
    message: string,
    readonly code = kind === "connection" ? SPEECH_NETWORK_CODE : 0,
    readonly sid = "",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.toastKey = speechToastKey(code);
  }
}

/**
 * Whether a failure is a cancellation the caller asked for (nothing to tell the student).
 * @param error - what was thrown
 * @returns true for a cancelled recognition
 */
export function isRecognitionCancelled(error: unknown): boolean {
  return error instanceof RecognitionError && error.kind === "cancelled";
}
