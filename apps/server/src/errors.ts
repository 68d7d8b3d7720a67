import type { ErrorKey } from "@hibiki/contracts";

/** An error meant for the caller: HTTP status, stable error key and a (Japanese) message. */
export class AppError extends Error {
  readonly status: number;
  readonly errorKey: ErrorKey;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, errorKey: ErrorKey, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.errorKey = errorKey;
    this.fields = fields;
  }
}

/** 400: bad input or a business rule the caller broke. */
export const BadRequest = (key: ErrorKey, message: string, fields?: Record<string, string>) =>
  new AppError(400, key, message, fields);
/** 401: missing, invalid or replaced token. */
export const Unauthorized = (
  key: ErrorKey = "token_invalid",
  message = "ログインの有効期限が切れました。もう一度ログインしてください。",
) => new AppError(401, key, message);
/** 403: signed in but not allowed (e.g. study card not active). */
export const Forbidden = (key: ErrorKey = "forbidden", message = "この操作は許可されていません。") =>
  new AppError(403, key, message);
/** 404: nothing the caller may see has this id. */
export const NotFound = (message = "データが見つかりません。", key: ErrorKey = "not_found") =>
  new AppError(404, key, message);
/** 423: locked (reserved by the spec, e.g. word-test time over). */
export const Locked = (key: ErrorKey, message: string) => new AppError(423, key, message);
/** 503: a service the request needs (e.g. the rate-limit store) is briefly unreachable; retry later. */
export const Unavailable = (message = "ただいま混み合っています。しばらくしてからもう一度お試しください。") =>
  new AppError(503, "server_error", message);
/** 429: too many attempts. */
export const TooMany = (
  key: ErrorKey = "rate_limited",
  message = "リクエストが多すぎます。しばらくしてからもう一度お試しください。",
) => new AppError(429, key, message);
