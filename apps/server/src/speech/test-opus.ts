import { createRequire } from "node:module";
import { OPUS_BITRATE, OPUS_FRAME_MS } from "@hibiki/contracts/ws/speech";
import type OpusScript from "opusscript";
import { AudioInput } from "./audio-input.ts";
import { joinPackets, OPUS_DECODE_RATE } from "./opus-decoder.ts";

/**
 * Test and bench helpers: encodes 16 kHz PCM to opus-wb the way the browser's recorder does (WebCodecs'
 * AudioEncoder with the recorder's OPUS_ENCODER settings: 20 ms packets, application "audio", signal
 * "music" so that libopus codes in CELT mode, complexity 9, constant bitrate), with the same libopus the
 * server decodes with, and sends it back through the server's own decoding path.
 */

const require = createRequire(import.meta.url);
const OpusScriptCtor = require("opusscript") as typeof OpusScript;
/** libopus encoder controls (opus_defines.h). */
const CTL = { complexity: 4010, vbr: 4006, signal: 4024 } as const;
/** OPUS_SIGNAL_MUSIC: CELT mode. SILK (voice) moved the engine's scores by up to 0.26 in bench/speech-codec.mjs. */
const SIGNAL_MUSIC = 3002;
const PACKET_SAMPLES = (OPUS_DECODE_RATE * OPUS_FRAME_MS) / 1000;

/**
 * Encodes a recording to Opus packets (the last one padded with silence).
 * @param pcm 16 kHz 16-bit mono
 * @param bitrate bits per second (default the client's OPUS_BITRATE)
 * @returns one packet per 20 ms
 */
export function encodeOpus(pcm: Buffer, bitrate = OPUS_BITRATE): Buffer[] {
  const enc = new OpusScriptCtor(OPUS_DECODE_RATE, 1, OpusScriptCtor.Application.AUDIO);
  try {
    enc.setBitrate(bitrate);
    enc.encoderCTL(CTL.complexity, 9);
    enc.encoderCTL(CTL.vbr, 0);
    enc.encoderCTL(CTL.signal, SIGNAL_MUSIC);
    const packets: Buffer[] = [];
    const step = PACKET_SAMPLES * 2;
    for (let at = 0; at < pcm.length; at += step) {
      const block = Buffer.alloc(step);
      pcm.copy(block, 0, at, Math.min(pcm.length, at + step));
      packets.push(enc.encode(block, PACKET_SAMPLES));
    }
    return packets;
  } finally {
    enc.delete();
  }
}

/**
 * Groups packets into socket frames' base64 data (length-prefixed, `perFrame` packets each).
 * @param packets Opus packets
 * @param perFrame packets per frame (10: one 200 ms chunk, as the browser sends)
 * @returns one base64 string per frame
 */
export function opusFrameData(packets: readonly Buffer[], perFrame = 10): string[] {
  const out: string[] = [];
  for (let i = 0; i < packets.length; i += perFrame)
    out.push(joinPackets(packets.slice(i, i + perFrame)).toString("base64"));
  return out;
}

/**
 * The compressed take of a recording as the engine gets it: encoded, framed, then decoded by the
 * sockets' AudioInput.
 * @param pcm 16 kHz 16-bit mono
 * @param bitrate bits per second
 * @returns the decoded PCM
 */
export function opusRoundTrip(pcm: Buffer, bitrate = OPUS_BITRATE): Buffer {
  const input = new AudioInput("opus-wb");
  try {
    const parts = opusFrameData(encodeOpus(pcm, bitrate)).map((data) =>
      input.read(data, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    );
    return Buffer.concat(parts);
  } finally {
    input.close();
  }
}
