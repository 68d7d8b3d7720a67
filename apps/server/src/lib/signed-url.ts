import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of a canonical string under the server secret, base64url. */
function hmac(canonical: string, secret: string): string {
  return createHmac("sha256", secret).update(canonical).digest("base64url");
}

/** Whether an untrusted signature equals the expected one, compared in constant time. */
function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One kind of signed stored file, served at `/v3/files/<folder>/<id><ext>?sig=<hmac>`. The signed string
 * is the request line `GET <path>`, so a signature names one file of one kind and cannot open another.
 * This stored form is kept in answers, writings and feedback and opened again later where no bearer
 * header is at hand (<img>, <audio>, history), so the signature is the capability.
 *
 * Recordings and pictures of minors are `expiring`: their stored form is never served to a page. Every
 * API answer carries them as links that work for at most an hour (`?expires=<unix s>&sig=`), signed anew
 * on each view (lib/file-links.ts), and the file route refuses the stored form.
 */
export interface SignedFileKind {
  /** the folder under /v3/files */
  readonly folder: string;
  /** what follows the id in the file name ("" when the id is the whole name) */
  readonly ext: string;
  /** the ids of this kind (anchored) */
  readonly id: RegExp;
  /** served only through links that expire (see above) */
  readonly expiring?: boolean;
}

const filePath = (kind: SignedFileKind, id: string) => `/v3/files/${kind.folder}/${id}${kind.ext}`;

/**
 * The signed URL of one stored file.
 * @param kind - the file kind
 * @param id - the file id
 * @param secret - the server signing secret
 * @returns `/v3/files/<folder>/<id><ext>?sig=<hmac>`
 */
export function signFileUrl(kind: SignedFileKind, id: string, secret: string): string {
  const path = filePath(kind, id);
  return `${path}?sig=${hmac(`GET ${path}`, secret)}`;
}

/**
 * Checks a stored file's signature in constant time.
 * @param kind - the file kind
 * @param id - the file id (from the path)
 * @param sig - the `sig` query value, unchecked
 * @param secret - the server signing secret
 * @returns true when the id is of this kind and this server signed it
 */
export function verifyFileSig(kind: SignedFileKind, id: string, sig: unknown, secret: string): boolean {
  return kind.id.test(id) && sameSignature(sig, hmac(`GET ${filePath(kind, id)}`, secret));
}

/** How long a link to an expiring file works: an hour at most. */
export const FILE_LINK_TTL_SECONDS = 3600;
/** Links issued within the same five minutes are the same URL, so the browser's cache can reuse them. */
const FILE_LINK_STEP_SECONDS = 300;

const expiringCanonical = (path: string, expires: number) => `GET ${path}\nexpires=${expires}`;

/**
 * A link to one expiring file, as pages get it: it works for 55 to 60 minutes.
 * @param kind - the file kind
 * @param id - the file id
 * @param secret - the server signing secret
 * @param now - the current time in ms (for tests)
 * @returns `/v3/files/<folder>/<id><ext>?expires=<unix s>&sig=<hmac>`
 */
export function signExpiringFileUrl(
  kind: SignedFileKind,
  id: string,
  secret: string,
  now: number = Date.now(),
): string {
  const path = filePath(kind, id);
  const step = Math.floor(now / 1000 / FILE_LINK_STEP_SECONDS) * FILE_LINK_STEP_SECONDS;
  const expires = step + FILE_LINK_TTL_SECONDS;
  return `${path}?expires=${expires}&sig=${hmac(expiringCanonical(path, expires), secret)}`;
}

/** Outcome of {@link checkExpiringFileSig}: the seconds left, or why the link is refused. */
export type FileLinkCheck = { ok: true; secondsLeft: number } | { ok: false; reason: "forged" | "expired" };

/**
 * Checks an expiring file link in constant time.
 * @param kind - the file kind
 * @param id - the file id (from the path)
 * @param query - the link's `expires` and `sig`, unchecked
 * @param secret - the server signing secret
 * @param now - the current time in ms
 * @returns ok with the seconds left; "forged" for a missing or wrong signature (the stored form
 *   included), "expired" for a past expiry or one further away than a link is ever issued for
 */
export function checkExpiringFileSig(
  kind: SignedFileKind,
  id: string,
  query: { expires?: unknown; sig?: unknown },
  secret: string,
  now: number = Date.now(),
): FileLinkCheck {
  const { expires, sig } = query;
  if (!kind.id.test(id) || typeof expires !== "string" || !/^\d{1,12}$/.test(expires))
    return { ok: false, reason: "forged" };
  if (!sameSignature(sig, hmac(expiringCanonical(filePath(kind, id), Number(expires)), secret)))
    return { ok: false, reason: "forged" };
  const secondsLeft = Number(expires) - Math.floor(now / 1000);
  if (secondsLeft <= 0 || secondsLeft > FILE_LINK_TTL_SECONDS) return { ok: false, reason: "expired" };
  return { ok: true, secondsLeft };
}

/**
 * @param kind - the file kind
 * @param name - the last path segment of a request
 * @returns the file id it names, or null when it is no file of this kind
 */
export function fileIdOf(kind: SignedFileKind, name: string): string | null {
  if (!name.endsWith(kind.ext)) return null;
  const id = name.slice(0, name.length - kind.ext.length);
  return kind.id.test(id) ? id : null;
}

/** Outcome of {@link verifySpeechUrl}. */
export type SpeechUrlCheck =
  | { ok: true; studentId: string; expires: number; sessionId?: string }
  | { ok: false; reason: "missing" | "expired" | "forged" };

/** Longest lifetime a signed speech URL may claim, so a leaked secret-era URL cannot live for years. */
export const MAX_SPEECH_URL_TTL_SECONDS = 24 * 3600;

/**
 * The signed string of a speech URL names its path, so an evaluation URL cannot open the recognition
 * socket, and the sign-in session when there is one, so the URL can be refused once that session ends.
 */
function speechCanonical(path: string, studentId: string, expires: number, sessionId: string | undefined) {
  const session = sessionId === undefined ? "" : `\nsession=${sessionId}`;
  return `GET ${path}\nstudent_id=${studentId}\nexpires=${expires}${session}`;
}

/**
 * Adds a short-lived signed authorisation for one student to a speech socket or TTS URL, like iFlytek's
 * signed URLs: the client opens the returned URL as is.
 * @param baseUrl e.g. "wss://school.example/v3/speech/evaluate" (or .../recognize, /v3/tts/speak); its
 *   path is signed
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
  url.searchParams.set(
    "signature",
    hmac(speechCanonical(url.pathname, opts.studentId, expires, sessionId), secret),
  );
  return url.toString();
}

/**
 * Checks the query of a signed speech socket or TTS URL. Whether its session is still active is a
 * database question: see speech/url-session.ts.
 * @param query parsed query string (values may be strings, arrays or missing)
 * @param secret server-side HMAC key
 * @param now current time in ms
 * @param path the path the URL was signed for
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
  if (!sameSignature(signature, hmac(speechCanonical(path, studentId, expires, session), secret)))
    return { ok: false, reason: "forged" };
  const nowSeconds = Math.floor(now / 1000);
  if (expires < nowSeconds || expires > nowSeconds + MAX_SPEECH_URL_TTL_SECONDS)
    return { ok: false, reason: "expired" };
  return session === undefined
    ? { ok: true, studentId, expires }
    : { ok: true, studentId, expires, sessionId: session };
}
