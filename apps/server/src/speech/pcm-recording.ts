import { FRAME_BYTES, frameEnergiesInto, LOUD_DB } from "./audio.ts";

/** First capacity of the recording's buffer: 2 s of 16 kHz 16-bit mono. */
const INITIAL_BYTES = 64 * 1024;

/**
 * The audio of one socket as it arrives: one append-only buffer (grown by doubling, so appending costs
 * the chunk's length, amortised) and the energy of every completed 10 ms frame, computed once when the
 * frame completes. Nothing here re-reads earlier audio, so the work per socket frame is proportional to
 * that frame, however long the recording already is.
 */
export class PcmRecording {
  private buf = Buffer.alloc(0);
  private bytes = 0;
  private energies = new Float64Array(0);
  private frames = 0;
  private firstLoud = -1;
  private lastLoud = -1;
  private loud = 0;

  /** Bytes received so far. */
  get byteLength(): number {
    return this.bytes;
  }

  /** Whole 10 ms frames received so far. */
  get frameCount(): number {
    return this.frames;
  }

  /** Frames louder than audio.LOUD_DB so far (the count of audio.loudMask). */
  get loudFrames(): number {
    return this.loud;
  }

  /**
   * Appends audio and computes the energies of the frames it completes.
   * @param chunk 16-bit PCM bytes (may split a sample or a frame; the rest comes with the next chunk)
   */
  append(chunk: Buffer): void {
    if (!chunk.length) return;
    this.reserve(this.bytes + chunk.length);
    chunk.copy(this.buf, this.bytes);
    this.bytes += chunk.length;
    const whole = Math.floor(this.bytes / FRAME_BYTES);
    if (whole === this.frames) return;
    if (whole > this.energies.length) {
      const grown = new Float64Array(Math.max(whole, this.energies.length * 2, 256));
      grown.set(this.energies.subarray(0, this.frames));
      this.energies = grown;
    }
    frameEnergiesInto(
      this.buf.subarray(this.frames * FRAME_BYTES, whole * FRAME_BYTES),
      this.energies,
      this.frames,
    );
    for (let f = this.frames; f < whole; f++) {
      if ((this.energies[f] as number) <= LOUD_DB) continue;
      if (this.firstLoud < 0) this.firstLoud = f;
      this.lastLoud = f;
      this.loud++;
    }
    this.frames = whole;
  }

  /**
   * The part worth decoding, as audio.speechWindow(loudMask(frameEnergies(pcm))) gives it, without
   * reading the frames again.
   * @param marginFrames silence kept on each side
   * @returns first frame and frame count (the whole recording when nothing is loud)
   */
  loudWindow(marginFrames = 40): { start: number; frames: number } {
    if (this.firstLoud < 0) return { start: 0, frames: this.frames };
    const start = Math.max(0, this.firstLoud - marginFrames);
    const end = Math.min(this.frames, this.lastLoud + 1 + marginFrames);
    return { start, frames: end - start };
  }

  /** The energies of the whole frames so far (a view: valid until the next append). */
  frameEnergies(): Float64Array {
    return this.energies.subarray(0, this.frames);
  }

  /**
   * A copy of a range of the audio (e.g. a clip handed to a worker).
   * @param start first byte
   * @param end byte after the last
   * @returns the bytes
   */
  copy(start: number, end: number): Buffer {
    return Buffer.from(this.buf.subarray(start, Math.min(end, this.bytes)));
  }

  /**
   * All audio so far, whole samples only (an odd trailing byte is half a sample and is dropped).
   * A view of the buffer: take it once the recording is complete.
   */
  pcm(): Buffer {
    return this.buf.subarray(0, this.bytes - (this.bytes % 2));
  }

  private reserve(size: number): void {
    if (size <= this.buf.length) return;
    const grown = Buffer.alloc(Math.max(size, this.buf.length * 2, INITIAL_BYTES));
    this.buf.copy(grown, 0, 0, this.bytes);
    this.buf = grown;
  }
}
