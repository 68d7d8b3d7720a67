import {
  OPUS_BITRATE,
  OPUS_FRAME_MS,
  OPUS_MAX_PACKETS_PER_FRAME,
  type SpeechAudioEncoding,
} from "@hibiki/contracts/ws/speech";
import { RECORDER } from "../recorder/constants.ts";
import { bytesToBase64 } from "../recorder/pcm.ts";

/**
 * Compressed speech for the speech sockets (`opus-wb`, contract SPEECH_AUDIO_ENCODINGS): the recorder's
 * 16 kHz chunks go through WebCodecs' AudioEncoder, built into the browser (no codec to download), and
 * each socket frame carries the packets that are ready, length-prefixed. Opus rather than speex-wb: the
 * browser has it, and it is better per bit. Raw PCM remains the fallback where AudioEncoder is missing.
 */

/**
 * The encoder's settings: 16 kbps constant bitrate (about 27 kbps on the wire with base64 and JSON),
 * 20 ms packets, and application "audio" / signal "music", which keep libopus in its CELT mode: the
 * speech engine scored CELT takes within 0.14 of the raw take and SILK ("voice") takes up to 0.26 away
 * (bench/speech-codec.mjs).
 */
export const OPUS_ENCODER_CONFIG = {
  codec: "opus",
  sampleRate: RECORDER.sampleRate,
  numberOfChannels: 1,
  bitrate: OPUS_BITRATE,
  bitrateMode: "constant",
  opus: { frameDuration: OPUS_FRAME_MS * 1000, application: "audio", signal: "music", complexity: 9 },
} as AudioEncoderConfig;

/** Packets per frame at most: a stalled encoder's backlog is split rather than refused by the server. */
const PACKETS_PER_FRAME = Math.min(50, OPUS_MAX_PACKETS_PER_FRAME);

let support: Promise<boolean> | undefined;

/**
 * Whether this browser encodes opus-wb (asked once per page).
 * @returns true when AudioEncoder takes {@link OPUS_ENCODER_CONFIG}
 */
export function opusSupported(): Promise<boolean> {
  support ??=
    typeof AudioEncoder === "undefined" || typeof AudioData === "undefined"
      ? Promise.resolve(false)
      : AudioEncoder.isConfigSupported(OPUS_ENCODER_CONFIG).then(
          (r) => r.supported === true,
          () => false,
        );
  return support;
}

/**
 * The encoding a speech socket at this URL should use: opus-wb for Hibiki's own sockets when the browser
 * can encode it; raw PCM for other engines (iFlytek's sockets take raw or speex) or without AudioEncoder.
 * @param url - the signed socket URL
 * @returns the encoding
 */
export async function socketEncoding(url: string): Promise<SpeechAudioEncoding> {
  let path = "";
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return "raw";
  }
  if (!path.startsWith("/v3/speech/")) return "raw";
  return (await opusSupported()) ? "opus-wb" : "raw";
}

/**
 * Joins packets with their 2-byte big-endian lengths, as base64 (one frame's `data`).
 * @param packets - Opus packets
 * @returns base64 of `len packet len packet …`
 */
export function framePackets(packets: readonly Uint8Array[]): string {
  const bytes = new Uint8Array(packets.reduce((n, p) => n + 2 + p.length, 0));
  let at = 0;
  for (const p of packets) {
    bytes[at] = p.length >> 8;
    bytes[at + 1] = p.length & 0xff;
    bytes.set(p, at + 2);
    at += 2 + p.length;
  }
  return bytesToBase64(bytes);
}

/**
 * Encodes 16 kHz PCM chunks to Opus as they come and yields each frame's base64 data: the packets ready
 * when the next chunk arrives (about 200 ms of them), and the rest once the chunks end.
 * @param chunks - 16 kHz mono 16-bit PCM chunks (a live Recorder's `chunks`)
 * @param Encoder - the AudioEncoder constructor (tests)
 * @returns base64 frame data, in order
 * @throws the encoder's error, if it fails
 */
export async function* opusFrames(
  chunks: AsyncIterable<Int16Array> | Iterable<Int16Array>,
  Encoder: typeof AudioEncoder = AudioEncoder,
): AsyncGenerator<string> {
  const ready: Uint8Array[] = [];
  let failure: unknown = null;
  const encoder = new Encoder({
    output: (chunk) => {
      const bytes = new Uint8Array(chunk.byteLength);
      chunk.copyTo(bytes);
      ready.push(bytes);
    },
    error: (error) => {
      failure = error;
    },
  });
  encoder.configure(OPUS_ENCODER_CONFIG);
  let samples = 0;
  const take = function* () {
    while (ready.length) yield framePackets(ready.splice(0, PACKETS_PER_FRAME));
  };
  try {
    for await (const chunk of chunks) {
      if (failure) throw failure;
      if (chunk.length === 0) continue;
      const data = new AudioData({
        format: "s16",
        sampleRate: RECORDER.sampleRate,
        numberOfChannels: 1,
        numberOfFrames: chunk.length,
        timestamp: Math.round((samples * 1e6) / RECORDER.sampleRate),
        data: chunk as Int16Array<ArrayBuffer>,
      });
      encoder.encode(data);
      data.close();
      samples += chunk.length;
      yield* take();
    }
    await encoder.flush();
    if (failure) throw failure;
    yield* take();
  } finally {
    if (encoder.state !== "closed") encoder.close();
  }
}
