import { createHmac, timingSafeEqual } from "node:crypto";

/** Recording ids: 22 base64url characters (128 random bits). */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Evaluation session ids of the speech socket (speech/plugin.ts newSid): "hbk" + 16 hex digits. */
export const EVAL_ID = /^hbk[0-9a-f]{16}$/;

/** The signed string is the request line, so a recording signature cannot open an evaluation file. */
function signPath(path: string, secret: string): string {
  return createHmac("sha256", secret).update(`GET ${path}`).digest("base64url");
}

const signature = (id: string, secret: string) => signPath(`/v3/files/rec/${id}.mp3`, secret);
const evalSignature = (sid: string, secret: string) => signPath(`/v3/files/eval/${sid}.xml`, secret);

function sameSig(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The playable URL of a recording. The signature is a capability: <audio> elements cannot send a bearer
 * header, and the URL is stored in answers (sound_file) and replayed from history later, so it does not
 * expire; it names one file and cannot be made up without the server secret.
 * @param id - the file id
 * @param secret - the server signing secret
 * @returns `/v3/files/rec/<id>.mp3?sig=<hmac>`
 */
export function signedRecordingUrl(id: string, secret: string): string {
  return `/v3/files/rec/${id}.mp3?sig=${signature(id, secret)}`;
}

/**
 * Checks a recording URL's signature in constant time.
 * @param id - the file id from the path
 * @param sig - the `sig` query value
 * @param secret - the server signing secret
 * @returns true when the signature was made by this server for this id
 */
export function verifyRecordingSig(id: string, sig: unknown, secret: string): boolean {
  return FILE_ID.test(id) && sameSig(sig, signature(id, secret));
}

/**
 * The URL of a kept speech evaluation (the ISE XML of one socket session). Like a recording URL it is a
 * non-expiring capability: it is stored in the answer's evaluate_result and opened later by the student
 * or a teacher.
 * @param sid - the evaluation session id
 * @param secret - the server signing secret
 * @returns `/v3/files/eval/<sid>.xml?sig=<hmac>`
 */
export function signedEvaluationUrl(sid: string, secret: string): string {
  return `/v3/files/eval/${sid}.xml?sig=${evalSignature(sid, secret)}`;
}

/**
 * Checks an evaluation URL's signature in constant time.
 * @param sid - the session id from the path
 * @param sig - the `sig` query value
 * @param secret - the server signing secret
 * @returns true when the signature was made by this server for this session
 */
export function verifyEvaluationSig(sid: string, sig: unknown, secret: string): boolean {
  return EVAL_ID.test(sid) && sameSig(sig, evalSignature(sid, secret));
}
