/**
 * Microphone / recorder failure kinds of spec §8 "Recording errors"; the UI shows each one's message
 * (and for `recorder_startup_error` an alert, then goes back).
 */
export const RECORDER_ERROR_KINDS = [
  "permission_not_opened",
  "recorder_startup_error",
  "browser_not_supported",
  "other_error",
] as const;
export type RecorderErrorKind = (typeof RECORDER_ERROR_KINDS)[number];

/** A recorder failure with its spec kind; `cause` keeps the browser's error for the log. */
export class RecorderError extends Error {
  override name = "RecorderError";
  /** @param kind - spec kind; @param message - what failed; @param cause - original error */
  constructor(
    readonly kind: RecorderErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Maps what getUserMedia / AudioContext threw to a spec kind.
 * NotAllowedError → permission_not_opened; AbortError, NotFoundError, SecurityError and NotReadableError
 * (microphone busy in another app: the recorder cannot start either) → recorder_startup_error;
 * a missing getUserMedia API → browser_not_supported; anything else → other_error.
 * @param error - the thrown value
 * @returns the kind
 */
export function mapMicrophoneError(error: unknown): RecorderErrorKind {
  if (error instanceof RecorderError) return error.kind;
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
      return "permission_not_opened";
    case "AbortError":
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "SecurityError":
    case "NotReadableError":
      return "recorder_startup_error";
    case "NotSupportedError":
      return "browser_not_supported";
    default:
      return "other_error";
  }
}

/**
 * Tells whether this browser can record at all (secure context, getUserMedia, AudioWorklet).
 * @param scope - the global object to inspect (window by default)
 * @returns true when every needed API exists
 */
export function canRecord(scope: typeof globalThis = globalThis): boolean {
  const nav = scope.navigator as Navigator | undefined;
  return (
    typeof nav?.mediaDevices?.getUserMedia === "function" &&
    typeof scope.AudioContext === "function" &&
    typeof scope.AudioWorkletNode === "function"
  );
}

/**
 * Wraps any failure as a RecorderError with its spec kind.
 * @param error - the thrown value
 * @returns a RecorderError
 */
export function toRecorderError(error: unknown): RecorderError {
  if (error instanceof RecorderError) return error;
  const kind = mapMicrophoneError(error);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new RecorderError(kind, `microphone failed (${kind}): ${detail}`, { cause: error });
}
