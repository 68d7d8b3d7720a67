import { createRequire } from "node:module";
import { OPUS_MAX_PACKET_BYTES, OPUS_MAX_PACKETS_PER_FRAME } from "@hibiki/contracts/ws/speech";
import type OpusScript from "opusscript";

/**
 * Opus decoding for the speech sockets' `opus-wb` audio, with opusscript (libopus 1.4 compiled to
 * WebAssembly: installs from npm without a compiler). One decoder per socket keeps the stream's state
 * between packets; it decodes straight to the engine's 16 kHz mono 16-bit PCM.
 */

const require = createRequire(import.meta.url);
/** Sample rate the packets are decoded at (the engine's). */
export const OPUS_DECODE_RATE = 16_000;
/** Longest audio one Opus packet can hold: 120 ms. */
const MAX_PACKET_SAMPLES = (OPUS_DECODE_RATE * 120) / 1000;

let OpusScriptClass: typeof OpusScript | undefined;
function opusScript(): typeof OpusScript {
  OpusScriptClass ??= require("opusscript") as typeof OpusScript;
  return OpusScriptClass;
}

/** Packet framing that breaks the `opus-wb` rules, or a packet libopus refuses. */
export class OpusPacketError extends Error {}

/**
 * Splits one frame's bytes into its length-prefixed packets (2 bytes big-endian, then the packet).
 * @param bytes the frame's decoded base64
 * @returns views of the packets, in order
 * @throws OpusPacketError when a length is 0 or over OPUS_MAX_PACKET_BYTES, the lengths do not tile
 *   the bytes, or there are more than OPUS_MAX_PACKETS_PER_FRAME packets
 */
export function splitPackets(bytes: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (packets.length === OPUS_MAX_PACKETS_PER_FRAME)
      throw new OpusPacketError(`more than ${OPUS_MAX_PACKETS_PER_FRAME} Opus packets in one frame`);
    if (at + 2 > bytes.length) throw new OpusPacketError("an Opus packet length is cut off");
    const len = bytes.readUInt16BE(at);
    if (len < 1 || len > OPUS_MAX_PACKET_BYTES)
      throw new OpusPacketError(`an Opus packet length of ${len} is outside 1…${OPUS_MAX_PACKET_BYTES}`);
    if (at + 2 + len > bytes.length) throw new OpusPacketError("an Opus packet is cut off");
    packets.push(bytes.subarray(at + 2, at + 2 + len));
    at += 2 + len;
  }
  return packets;
}

/**
 * Joins packets with their 2-byte lengths (the inverse of {@link splitPackets}; tests and benches).
 * @param packets Opus packets
 * @returns the frame's bytes
 */
export function joinPackets(packets: readonly Uint8Array[]): Buffer {
  const out = Buffer.alloc(packets.reduce((n, p) => n + 2 + p.length, 0));
  let at = 0;
  for (const p of packets) {
    out.writeUInt16BE(p.length, at);
    out.set(p, at + 2);
    at += 2 + p.length;
  }
  return out;
}

/**
 * The Opus decoder of one socket. Work per frame is bounded: at most OPUS_MAX_PACKETS_PER_FRAME packets
 * of at most 120 ms each, and decoding stops as soon as the audio would pass the caller's room.
 * Call close() when the socket is done (the decoder lives in the WebAssembly heap).
 */
export class OpusStreamDecoder {
  private decoder: OpusScript | undefined;

  /**
   * Decodes one frame's packets.
   * @param bytes the frame's length-prefixed packets
   * @param room most PCM bytes the caller still accepts
   * @returns the PCM, or "too_long" once it would be longer than room
   * @throws OpusPacketError for bad framing or a packet libopus refuses
   */
  decodeFrame(bytes: Buffer, room: number): Buffer | "too_long" {
    const packets = splitPackets(bytes);
    if (!packets.length) return Buffer.alloc(0);
    const OpusScriptCtor = opusScript();
    this.decoder ??= new OpusScriptCtor(OPUS_DECODE_RATE, 1, OpusScriptCtor.Application.VOIP);
    const parts: Buffer[] = [];
    let total = 0;
    for (const packet of packets) {
      let pcm: Buffer;
      try {
        pcm = this.decoder.decode(packet);
      } catch (err) {
        throw new OpusPacketError(`an Opus packet does not decode (${(err as Error).message})`);
      }
      if (pcm.length > MAX_PACKET_SAMPLES * 2) throw new OpusPacketError("an Opus packet is too long");
      total += pcm.length;
      if (total > room) return "too_long";
      parts.push(pcm);
    }
    return Buffer.concat(parts, total);
  }

  /** Frees the decoder (safe to call more than once). */
  close(): void {
    this.decoder?.delete();
    this.decoder = undefined;
  }
}
