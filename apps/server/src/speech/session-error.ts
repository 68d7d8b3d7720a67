import { SPEECH_ERROR_CODES } from "@hibiki/contracts/ws/speech";

/** A protocol violation or engine failure reported to the client. */
export class SessionError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a base64 audio chunk.
 * @param data base64 text (may be empty)
 * @returns the bytes
 * @throws SessionError audio_decode for invalid base64
 */
export function decodeAudio(data: string | undefined): Buffer {
  if (!data) return Buffer.alloc(0);
  if (data.length % 4 !== 0 || !BASE64.test(data))
    throw new SessionError(SPEECH_ERROR_CODES.audio_decode, "audio is not valid base64");
  return Buffer.from(data, "base64");
}
