import type { SignedFileKind } from "../../lib/signed-url.ts";

/** Recording ids: 22 base64url characters (128 random bits). */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Evaluation session ids of the speech socket (speech/plugin.ts newSid): "hbk" + 16 hex digits. */
export const EVAL_ID = /^hbk[0-9a-f]{16}$/;

/**
 * Uploaded recordings, `/v3/files/rec/<id>.mp3?sig=<hmac>`. The URL is stored in answers (sound_file) and
 * replayed from history later, and <audio> cannot send a bearer header, so it does not expire.
 */
export const RECORDING_FILE: SignedFileKind = { folder: "rec", ext: ".mp3", id: FILE_ID, expiring: true };

/**
 * Kept speech evaluations (the ISE XML of one socket session), `/v3/files/eval/<sid>.xml?sig=<hmac>`:
 * stored in the answer's evaluate_result and opened later by the student or a teacher, so it does not
 * expire either.
 */
export const EVALUATION_FILE: SignedFileKind = { folder: "eval", ext: ".xml", id: EVAL_ID };
