/** Options of the silence detector. */
export type SilenceDetectorOptions = {
  /** sample rate of the pushed samples (Hz) */
  sampleRate?: number;
  /** silence length that ends the take (ms) */
  silenceMs?: number;
  /** analysis frame (ms) */
  frameMs?: number;
  /** frames quieter than this RMS (full scale = 1) are never speech, however quiet the room */
  minSpeechRms?: number;
  /** speech must be this many times louder than the estimated noise floor */
  floorRatio?: number;
};

/** What the detector knows after a push. */
export type VadState = {
  /** some speech has been heard since the start */
  heardSpeech: boolean;
  /** ms of continuous silence up to now */
  silenceMs: number;
  /** silence reached the limit: the recorder should stop */
  ended: boolean;
};

/**
 * Energy-based voice-activity end detection: the take ends after `silenceMs` (6000 ms) without speech,
 * counted from the start when nobody speaks at all. The noise floor adapts (falls at once, rises
 * slowly), so a steady fan or classroom hum is not mistaken for speech.
 */
export class SilenceDetector {
  private readonly frameSamples: number;
  private readonly sampleRate: number;
  private readonly limitMs: number;
  private readonly minRms: number;
  private readonly floorRatio: number;
  private frameEnergy = 0;
  private frameFill = 0;
  private floor = -1;
  private silentSamples = 0;
  private heard = false;

  /** @param options - rates and thresholds (defaults: 16 kHz, 6000 ms, 20 ms frames) */
  constructor(options: SilenceDetectorOptions = {}) {
    this.sampleRate = options.sampleRate ?? 16000;
    this.limitMs = options.silenceMs ?? 6000;
    this.frameSamples = Math.max(1, Math.round((this.sampleRate * (options.frameMs ?? 20)) / 1000));
    this.minRms = options.minSpeechRms ?? 0.01;
    this.floorRatio = options.floorRatio ?? 3;
  }

  /**
   * Feeds 16-bit samples.
   * @param samples - next samples
   * @returns the state after them
   */
  push(samples: Int16Array): VadState {
    for (const s of samples) {
      const x = s / 32768;
      this.frameEnergy += x * x;
      if (++this.frameFill === this.frameSamples) this.endFrame();
    }
    return this.state();
  }

  /** @returns the current state without feeding samples */
  state(): VadState {
    const silenceMs = (this.silentSamples / this.sampleRate) * 1000;
    return { heardSpeech: this.heard, silenceMs, ended: silenceMs >= this.limitMs };
  }

  private endFrame(): void {
    const rms = Math.sqrt(this.frameEnergy / this.frameSamples);
    this.frameEnergy = 0;
    this.frameFill = 0;
    if (this.floor < 0) this.floor = rms;
    const speech = rms >= this.minRms && rms >= this.floor * this.floorRatio;
    // The floor tracks quiet frames quickly and loud ones slowly, so speech barely raises it.
    this.floor = rms < this.floor ? rms : this.floor * 0.995 + rms * 0.005;
    if (speech) {
      this.heard = true;
      this.silentSamples = 0;
    } else {
      this.silentSamples += this.frameSamples;
    }
  }
}
