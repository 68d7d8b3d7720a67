import { type SpeechToastKey, speechToastKey } from "@hibiki/contracts/ws/speech";

export type { SpeechToastKey };

/** Code used when the socket closed without an answer: the browser's abnormal closure, shown as network_error. */
export const SPEECH_NETWORK_CODE = 1006;
/** Code used when no answer came within the socket timeout (60 s); shown as other_error. */
export const SPEECH_TIMEOUT_CODE = 10114;

/** A failed evaluation: the server's error code (or 1006 / timeout), its message and the session id. */
export class SpeechError extends Error {
  override name = "SpeechError";
  /** toast key of spec §8 "Speech codes" */
  readonly toastKey: SpeechToastKey;

  /**
   * @param code - error frame code, or 1006 for a lost connection
   * @param message - what failed
   * @param sid - session id when the server gave one (for evaluate_errors reports)
   */
  constructor(
    readonly code: number,
    message: string,
    readonly sid = "",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.toastKey = speechToastKey(code);
  }
}

/**
 * Maps a speech error code to its toast key (28693/28682/30005 paper_error, 10002/10004
 * thread_not_enough, 32101 serve_error, 1006 network_error, anything else other_error).
 * @param code - error code
 * @returns the toast key
 */
export function speechErrorToast(code: number): SpeechToastKey {
  return speechToastKey(code);
}

/**
 * The toast key for any failure thrown by `evaluate` or `loadEvaluationUrl`.
 * @param error - what was thrown
 * @returns the toast key (other_error for unknown failures)
 */
export function toastKeyOf(error: unknown): SpeechToastKey {
  return error instanceof SpeechError ? error.toastKey : "other_error";
}
