import { SPEECH_MAX_AUDIO_BYTES } from "@hibiki/contracts/ws/speech";

/**
 * Limits of one speech socket and of a student's sockets, so that no student can hold the server's
 * memory, main thread or sockets for long:
 * - audio: a reading may last a generous time per word of its text, an open answer its item's
 *   record_max_time, each plus a margin and never more than SPEECH_MAX_AUDIO_BYTES (audio_too_long);
 * - lifetime: a socket closes (idle_timeout) this long after it opened, frames or not, so one trickling
 *   a few bytes now and then cannot stay open; the idle timeout closes a silent one sooner;
 * - frames: one text frame is at most MAX_FRAME_BYTES (frame_invalid); @fastify/websocket's maxPayload
 *   (app.ts) is larger so the app sees such a frame and answers it, and only frames beyond maxPayload
 *   are cut by ws itself with close code 1009;
 * - sockets: a student has at most MAX_SOCKETS_PER_STUDENT open across both socket paths.
 */

/** Bytes of one second of 16 kHz 16-bit mono audio. */
export const BYTES_PER_SECOND = 16000 * 2;
/** Reading time allowed per word of the text: a slow learner reads 1 word/s, this is three times that. */
export const AUDIO_SECONDS_PER_WORD = 3;
/** Added to every audio limit: the pause before the student starts and the recorder's trailing silence. */
export const AUDIO_MARGIN_SECONDS = 30;
/** A socket may stay open this much longer than its longest audio takes to send in real time. */
export const LIFETIME_MARGIN_MS = 2 * 60_000;
/** Largest text frame the sessions read (a 200 ms chunk is about 9 kB of base64). */
export const MAX_FRAME_BYTES = 1024 * 1024;
/**
 * Open speech sockets per student across /v3/speech/evaluate and /v3/speech/recognize: a take uses the
 * evaluation socket or the recognition socket plus one live snapshot, and one more may still be closing.
 */
export const MAX_SOCKETS_PER_STUDENT = 4;

/**
 * Longest audio of a reading.
 * @param words words of the reference text
 * @param cap the overall limit in bytes
 * @returns bytes
 */
export function readingAudioBytes(words: number, cap: number = SPEECH_MAX_AUDIO_BYTES): number {
  return Math.min(
    cap,
    (Math.max(1, words) * AUDIO_SECONDS_PER_WORD + AUDIO_MARGIN_SECONDS) * BYTES_PER_SECOND,
  );
}

/**
 * Longest audio of an open answer.
 * @param recordMaxTime the item's record_max_time in seconds, if it has one
 * @param cap the overall limit in bytes
 * @returns bytes
 */
export function openAudioBytes(
  recordMaxTime: number | undefined,
  cap: number = SPEECH_MAX_AUDIO_BYTES,
): number {
  if (!(recordMaxTime && recordMaxTime > 0)) return cap;
  return Math.min(cap, (recordMaxTime + AUDIO_MARGIN_SECONDS) * BYTES_PER_SECOND);
}

/**
 * Longest life of a socket whose audio may be this long.
 * @param audioBytes the socket's audio limit
 * @returns milliseconds from the socket's opening
 */
export function lifetimeMs(audioBytes: number): number {
  return Math.ceil((audioBytes / BYTES_PER_SECOND) * 1000) + LIFETIME_MARGIN_MS;
}

/** Counts each student's open sockets. */
export class SocketCounter {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number = MAX_SOCKETS_PER_STUDENT) {}

  /**
   * @param key the student
   * @returns whether one more socket of this student is allowed now
   */
  hasRoom(key: string): boolean {
    return (this.open.get(key) ?? 0) < this.max;
  }

  /**
   * Counts a socket that opened.
   * @param key the student
   * @returns false when the student already had the most allowed (the socket is counted anyway; release it)
   */
  add(key: string): boolean {
    const n = (this.open.get(key) ?? 0) + 1;
    this.open.set(key, n);
    return n <= this.max;
  }

  /** Forgets a socket that closed. */
  release(key: string): void {
    const n = (this.open.get(key) ?? 0) - 1;
    if (n > 0) this.open.set(key, n);
    else this.open.delete(key);
  }
}
