/** Base class of every failure the request layer reports; `status` is the HTTP status (0 = no response). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly errorKey: string | null = null,
    readonly path = "",
  ) {
    super(message);
  }
}

/** 400: bad input; the message comes from the server and is meant for the user. */
export class ValidationError extends ApiError {
  override name = "ValidationError";
}

/** 401: missing, invalid or replaced token. */
export class AuthError extends ApiError {
  override name = "AuthError";
}

/** 404. */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}

/** 423: locked (e.g. a word test whose time ended); passed to the caller, which decides what to show. */
export class LockedError extends ApiError {
  override name = "LockedError";
}

/** No response: offline, DNS, refused, or the 60 s timeout. */
export class NetworkError extends ApiError {
  override name = "NetworkError";
  constructor(
    message: string,
    path: string,
    readonly timedOut = false,
  ) {
    super(message, 0, timedOut ? "timeout" : "network", path);
  }
}

/** The request was cancelled (sign-out, navigation, or the caller's signal). */
export class CancelledError extends ApiError {
  override name = "CancelledError";
  constructor(path: string) {
    super(`request cancelled: ${path}`, 0, "cancelled", path);
  }
}

/** The server answered with a body that does not match the contract. */
export class ContractError extends ApiError {
  override name = "ContractError";
}

/**
 * Tells whether an error must not go to the client error endpoint (spec §8: 4xx and cancellations are not
 * reported).
 * @param err - anything thrown
 * @returns true when the error is expected and should stay silent
 */
export function isUnreportable(err: unknown): boolean {
  if (err instanceof CancelledError) return true;
  if (err instanceof ApiError) return err.status >= 400 && err.status < 500;
  if (err instanceof DOMException && err.name === "AbortError") return true;
  return false;
}
