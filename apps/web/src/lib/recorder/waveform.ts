/**
 * Reduces samples to `points` peak values in [0, 1] (max |sample| per bucket), the shape drawn as a waveform.
 * @param samples - 16-bit or float samples
 * @param points - number of output points (5000 for the live waveform)
 * @returns peaks; shorter input than `points` gives one point per sample
 */
export function downsamplePeaks(samples: Int16Array | Float32Array, points: number): Float32Array {
  const n = Math.max(0, Math.min(Math.floor(points), samples.length));
  const out = new Float32Array(n);
  const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
  for (let p = 0; p < n; p++) {
    const from = Math.floor((p * samples.length) / n);
    const to = Math.floor(((p + 1) * samples.length) / n);
    let peak = 0;
    for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(samples[i] ?? 0));
    out[p] = Math.min(1, peak * scale);
  }
  return out;
}

/**
 * Live waveform of a take: a fixed budget of points (5000) spread over the maximum record time, so the
 * drawing fills left to right and never needs rescaling while recording.
 */
export class LiveWaveform {
  private readonly values: Float32Array;
  private readonly samplesPerPoint: number;
  private filled = 0;
  private peak = 0;
  private inPoint = 0;

  /**
   * @param maxSamples - samples of the longest possible take (record_max_time × 16000)
   * @param points - point budget (5000)
   */
  constructor(maxSamples: number, points = 5000) {
    this.values = new Float32Array(Math.max(1, Math.floor(points)));
    this.samplesPerPoint = Math.max(1, Math.ceil(maxSamples / this.values.length));
  }

  /** @param samples - next 16-bit samples */
  push(samples: Int16Array): void {
    for (const s of samples) {
      if (this.filled >= this.values.length) return;
      this.peak = Math.max(this.peak, Math.abs(s) / 32768);
      if (++this.inPoint === this.samplesPerPoint) {
        this.values[this.filled++] = Math.min(1, this.peak);
        this.peak = 0;
        this.inPoint = 0;
      }
    }
  }

  /** @returns all points (unfilled ones are 0) */
  points(): Float32Array {
    return this.values;
  }

  /** @returns how many points hold data so far */
  get length(): number {
    return this.filled;
  }
}
