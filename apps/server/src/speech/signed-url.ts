import { createHmac, timingSafeEqual } from "node:crypto";

/** Outcome of {@link verifySpeechUrl}. */
export type SpeechUrlCheck =
  | { ok: true; studentId: string; expires: number; sessionId?: string }
  | { ok: false; reason: "missing" | "expired" | "forged" };

/** Longest lifetime a signed URL may claim, so a leaked secret-era URL cannot live for years. */
export const MAX_SPEECH_URL_TTL_SECONDS = 24 * 3600;

/**
 * The signed string names the socket's path, so an evaluation URL cannot open the recognition socket,
 * and the sign-in session when there is one, so the URL can be refused once that session ends.
 */
function canonical(path: string, studentId: string, expires: number, sessionId: string | undefined): string {
  const session = sessionId === undefined ? "" : `\nsession=${sessionId}`;
  return `GET ${path}\nstudent_id=${studentId}\nexpires=${expires}${session}`;
}

function sign(
  path: string,
  studentId: string,
  expires: number,
  sessionId: string | undefined,
  secret: string,
): string {
  return createHmac("sha256", secret)
    .update(canonical(path, studentId, expires, sessionId))
    .digest("base64url");
}

/**
 * Adds a short-lived signed authorisation for one student to the evaluation socket URL, like
 * iFlytek's signed URLs: the client connects to the returned URL as is.
 * @param baseUrl e.g. "wss://school.example/v3/speech/evaluate" (or .../recognize); its path is signed
 * @param opts studentId, lifetime in seconds (1 to MAX_SPEECH_URL_TTL_SECONDS) and the sign-in session
 *   the URL is issued to (signed and sent as `session`, so the server can refuse it after logout)
 * @param secret server-side HMAC key
 * @param now current time in ms (for tests)
 * @returns the URL with student_id, expires (unix seconds), session (when given) and signature
 *   (HMAC-SHA256, base64url)
 * @throws RangeError for an empty student id or a lifetime out of range
 */
export function signSpeechUrl(
  baseUrl: string,
  opts: { studentId: string; ttlSeconds: number; sessionId?: string | number },
  secret: string,
  now: number = Date.now(),
): string {
  if (!opts.studentId) throw new RangeError("signSpeechUrl: studentId is empty");
  if (!(opts.ttlSeconds >= 1 && opts.ttlSeconds <= MAX_SPEECH_URL_TTL_SECONDS))
    throw new RangeError(`signSpeechUrl: ttlSeconds must be 1..${MAX_SPEECH_URL_TTL_SECONDS}`);
  const expires = Math.floor(now / 1000) + Math.floor(opts.ttlSeconds);
  const sessionId = opts.sessionId === undefined ? undefined : String(opts.sessionId);
  const url = new URL(baseUrl);
  url.searchParams.set("student_id", opts.studentId);
  url.searchParams.set("expires", String(expires));
  if (sessionId !== undefined) url.searchParams.set("session", sessionId);
  url.searchParams.set("signature", sign(url.pathname, opts.studentId, expires, sessionId, secret));
  return url.toString();
}

/**
 * Checks the query of a signed evaluation URL.
 * @param query parsed query string (values may be strings, arrays or missing)
 * @param secret server-side HMAC key
 * @param now current time in ms
 * @param path the socket path the URL was signed for
 * @returns the student id (and the signed session id, if any), or why the URL is refused
 */
export function verifySpeechUrl(
  query: Record<string, unknown>,
  secret: string,
  now: number = Date.now(),
  path = "/v3/speech/evaluate",
): SpeechUrlCheck {
  const { student_id: studentId, expires: expiresRaw, signature, session } = query;
  if (typeof studentId !== "string" || typeof expiresRaw !== "string" || typeof signature !== "string")
    return { ok: false, reason: "missing" };
  if (session !== undefined && (typeof session !== "string" || !/^\d{1,12}$/.test(session)))
    return { ok: false, reason: "forged" };
  if (!studentId || !/^\d{1,12}$/.test(expiresRaw) || !signature) return { ok: false, reason: "missing" };
  const expires = Number(expiresRaw);
  const expected = Buffer.from(sign(path, studentId, expires, session, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "forged" };
  const nowSeconds = Math.floor(now / 1000);
  if (expires < nowSeconds || expires > nowSeconds + MAX_SPEECH_URL_TTL_SECONDS)
    return { ok: false, reason: "expired" };
  return session === undefined
    ? { ok: true, studentId, expires }
    : { ok: true, studentId, expires, sessionId: session };
}
