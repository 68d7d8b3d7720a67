import {
  SPEECH_AUDIO_ENCODINGS,
  SPEECH_ERROR_CODES,
  type SpeechAudioEncoding,
} from "@hibiki/contracts/ws/speech";
import { OpusPacketError, OpusStreamDecoder } from "./opus-decoder.ts";
import { decodeAudio, SessionError } from "./session-error.ts";
import { BYTES_PER_SECOND } from "./socket-limits.ts";

/**
 * Reads the encoding a socket's first frame names (ISE `aue`, IAT `data.encoding`).
 * @param name the field's value (absent: raw)
 * @returns the encoding
 * @throws SessionError frame_invalid for an encoding this server does not decode
 */
export function audioEncoding(name: string | undefined): SpeechAudioEncoding {
  if (name === undefined || name === "") return "raw";
  if ((SPEECH_AUDIO_ENCODINGS as readonly string[]).includes(name)) return name as SpeechAudioEncoding;
  throw new SessionError(
    SPEECH_ERROR_CODES.frame_invalid,
    `audio encoding "${name.slice(0, 32)}" is not supported; send raw or opus-wb`,
  );
}

/**
 * Turns each frame's base64 audio into 16 kHz 16-bit PCM for one socket: raw audio as it is, opus-wb
 * packets through the socket's own decoder. The decoded audio is what counts against the audio limit,
 * and decoding stops as soon as it passes that limit.
 */
export class AudioInput {
  private readonly opus: OpusStreamDecoder | undefined;

  /** @param encoding the socket's encoding */
  constructor(readonly encoding: SpeechAudioEncoding) {
    this.opus = encoding === "opus-wb" ? new OpusStreamDecoder() : undefined;
  }

  /**
   * Decodes one frame's audio.
   * @param data the frame's base64 audio (may be empty)
   * @param room PCM bytes the socket still accepts
   * @param limit the socket's whole audio limit in bytes (for the message)
   * @returns the PCM (raw audio may end in half a sample; the recording joins it with the next frame)
   * @throws SessionError audio_decode (base64, framing, packet) or audio_too_long
   */
  read(data: string | undefined, room: number, limit: number): Buffer {
    const bytes = decodeAudio(data);
    let pcm: Buffer | "too_long" = bytes;
    if (this.opus && bytes.length) {
      try {
        pcm = this.opus.decodeFrame(bytes, room);
      } catch (err) {
        if (err instanceof OpusPacketError)
          throw new SessionError(SPEECH_ERROR_CODES.audio_decode, err.message);
        throw err;
      }
    }
    if (pcm !== "too_long" && pcm.length === 0) return pcm;
    if (pcm === "too_long" || pcm.length > room)
      throw new SessionError(
        SPEECH_ERROR_CODES.audio_too_long,
        `audio is longer than ${Math.floor(limit / BYTES_PER_SECOND)} s`,
      );
    return pcm;
  }

  /** The socket is done: frees the decoder. */
  close(): void {
    this.opus?.close();
  }
}
