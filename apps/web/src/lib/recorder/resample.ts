/**
 * Streaming resampler from the AudioContext rate (44.1/48 kHz usually) to 16 kHz.
 * Downsampling averages the input samples that fall in each output period (a box filter), which
 * removes most of the aliasing a plain pick-every-nth would fold into the speech band; upsampling
 * (rare 8 kHz devices) interpolates linearly. State carries across calls, so buffer edges add no clicks.
 */
export class Resampler {
  private readonly ratio: number;
  private acc = 0;
  private count = 0;
  private consumed = 0;
  private nextBoundary: number;
  private prev = 0;
  private outPos = 0;

  /**
   * @param inputRate - rate of the samples pushed in (Hz)
   * @param outputRate - wanted rate (Hz), 16000 by default
   * @throws RangeError for non-positive or non-finite rates
   */
  constructor(
    readonly inputRate: number,
    readonly outputRate = 16000,
  ) {
    if (!(inputRate > 0 && outputRate > 0 && Number.isFinite(inputRate) && Number.isFinite(outputRate))) {
      throw new RangeError(`invalid sample rates ${inputRate} -> ${outputRate}`);
    }
    this.ratio = inputRate / outputRate;
    this.nextBoundary = this.ratio;
  }

  /**
   * Resamples the next block of input.
   * @param input - mono float samples in [-1, 1]
   * @returns the output samples this block completes (may be empty)
   */
  push(input: Float32Array): Float32Array {
    if (this.ratio === 1) return input.slice();
    return this.ratio > 1 ? this.decimate(input) : this.interpolate(input);
  }

  private decimate(input: Float32Array): Float32Array {
    const out = new Float32Array(Math.ceil(input.length / this.ratio) + 1);
    let n = 0;
    for (const x of input) {
      this.acc += x;
      this.count++;
      this.consumed++;
      if (this.consumed >= this.nextBoundary) {
        out[n++] = this.acc / this.count;
        this.acc = 0;
        this.count = 0;
        this.nextBoundary += this.ratio;
      }
    }
    return out.subarray(0, n);
  }

  private interpolate(input: Float32Array): Float32Array {
    // outPos is the next output time measured in input samples, relative to `prev` (index -1).
    const out: number[] = [];
    while (this.outPos < input.length) {
      const i = Math.floor(this.outPos);
      const frac = this.outPos - i;
      const a = i === 0 ? this.prev : (input[i - 1] ?? 0);
      const b = input[i] ?? 0;
      out.push(a + (b - a) * frac);
      this.outPos += this.ratio;
    }
    this.outPos -= input.length;
    this.prev = input[input.length - 1] ?? this.prev;
    return Float32Array.from(out);
  }
}

/**
 * Converts float samples to 16-bit signed PCM, clipping out-of-range values.
 * @param input - samples in [-1, 1]
 * @returns 16-bit samples
 */
export function floatTo16Bit(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const s = Math.max(-1, Math.min(1, input[i] ?? 0));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}
