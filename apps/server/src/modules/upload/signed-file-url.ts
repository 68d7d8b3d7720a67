import { createHmac, timingSafeEqual } from "node:crypto";

/** Recording ids: 22 base64url characters (128 random bits). */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

function signature(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`GET /v3/files/rec/${id}.mp3`).digest("base64url");
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
  if (typeof sig !== "string" || !FILE_ID.test(id)) return false;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
