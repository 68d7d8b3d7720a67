import { Mp3Encoder } from "@breezystack/lamejs";

// lame's MPEG frame holds 1152 samples; feeding whole frames avoids internal re-buffering.
const BLOCK = 1152;

/**
 * Incremental mp3 encoder for a mono take. The recorder feeds it while recording, so stopping only
 * flushes the last frame instead of encoding the whole take at once (about 1 s for 20 s of audio).
 */
export class Mp3Writer {
  private readonly encoder: Mp3Encoder;
  private readonly parts: Uint8Array[] = [];
  private readonly pending = new Int16Array(BLOCK);
  private filled = 0;

  /**
   * @param sampleRate - rate of the pushed samples (16000)
   * @param kbps - bitrate (32 is clear speech at 16 kHz mono, about 4 kB per second)
   */
  constructor(sampleRate = 16000, kbps = 32) {
    this.encoder = new Mp3Encoder(1, sampleRate, kbps);
  }

  /** @param samples - next 16-bit samples */
  push(samples: Int16Array): void {
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(BLOCK - this.filled, samples.length - offset);
      this.pending.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === BLOCK) {
        this.keep(this.encoder.encodeBuffer(this.pending));
        this.filled = 0;
      }
    }
  }

  /**
   * Encodes what is left and returns the whole file.
   * @returns the mp3 bytes
   */
  finish(): Uint8Array {
    if (this.filled > 0) this.keep(this.encoder.encodeBuffer(this.pending.subarray(0, this.filled)));
    this.filled = 0;
    this.keep(this.encoder.flush());
    const bytes = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const p of this.parts) {
      bytes.set(p, offset);
      offset += p.length;
    }
    return bytes;
  }

  private keep(out: Uint8Array): void {
    // lamejs reuses its output buffer between calls: copy before keeping.
    if (out.length > 0) this.parts.push(out.slice());
  }
}

/**
 * Encodes a whole mono take to mp3 at once.
 * @param samples - 16-bit PCM of the take
 * @param sampleRate - rate of `samples` (16000)
 * @param kbps - bitrate
 * @returns the mp3 bytes
 */
export function encodeMp3(samples: Int16Array, sampleRate = 16000, kbps = 32): Uint8Array {
  const writer = new Mp3Writer(sampleRate, kbps);
  writer.push(samples);
  return writer.finish();
}

/**
 * Wraps mp3 bytes as a Blob (type audio/mpeg), the `file` field of the upload call.
 * @param bytes - mp3 bytes
 * @returns the blob
 */
export function mp3Blob(bytes: Uint8Array): Blob {
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "audio/mpeg" });
}

/**
 * Encodes a take to an mp3 Blob.
 * @param samples - 16-bit PCM
 * @param sampleRate - rate of `samples`
 * @returns the blob
 */
export function encodeMp3Blob(samples: Int16Array, sampleRate = 16000): Blob {
  return mp3Blob(encodeMp3(samples, sampleRate));
}
