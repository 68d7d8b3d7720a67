/**
 * Cuts a stream of 16-bit samples into fixed-size chunks (3200 samples = 200 ms at 16 kHz), the unit
 * sent in each middle frame on the speech socket.
 */
export class Chunker {
  private readonly pending: Int16Array;
  private filled = 0;

  /** @param size - samples per chunk (positive integer) */
  constructor(readonly size = 3200) {
    if (!Number.isInteger(size) || size <= 0) throw new RangeError(`invalid chunk size ${size}`);
    this.pending = new Int16Array(size);
  }

  /**
   * Adds samples.
   * @param samples - next samples
   * @returns every chunk completed by them, in order (each a new array)
   */
  push(samples: Int16Array): Int16Array[] {
    const chunks: Int16Array[] = [];
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(this.size - this.filled, samples.length - offset);
      this.pending.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.size) {
        chunks.push(this.pending.slice());
        this.filled = 0;
      }
    }
    return chunks;
  }

  /**
   * Returns what is left as a shorter final chunk.
   * @returns the remainder, or null when nothing is pending
   */
  flush(): Int16Array | null {
    if (this.filled === 0) return null;
    const rest = this.pending.slice(0, this.filled);
    this.filled = 0;
    return rest;
  }
}
