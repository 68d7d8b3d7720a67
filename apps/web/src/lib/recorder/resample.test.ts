import { describe, expect, it } from "vitest";
import { floatTo16Bit, Resampler } from "./resample.ts";

function sine(freq: number, rate: number, seconds: number): Float32Array {
  return Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * freq * i) / rate),
  );
}

function rms(x: Float32Array): number {
  return Math.sqrt(x.reduce((s, v) => s + v * v, 0) / Math.max(1, x.length));
}

/** Estimates the dominant frequency by counting upward zero crossings. */
function frequency(x: Float32Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < x.length; i++) if ((x[i - 1] ?? 0) < 0 && (x[i] ?? 0) >= 0) crossings++;
  return (crossings * rate) / x.length;
}

describe("Resampler", () => {
  it.each([48000, 44100, 32000, 22050, 8000])("turns one second at %i Hz into 16000 samples", (rate) => {
    const r = new Resampler(rate);
    const input = sine(440, rate, 1);
    let total = 0;
    // Feed in 4096-sample buffers, as the worklet posts them.
    for (let i = 0; i < input.length; i += 4096) total += r.push(input.subarray(i, i + 4096)).length;
    expect(Math.abs(total - 16000)).toBeLessThanOrEqual(2);
  });

  it("keeps a 440 Hz tone at 440 Hz and at the same loudness", () => {
    const out = new Resampler(48000).push(sine(440, 48000, 1));
    expect(frequency(out, 16000)).toBeCloseTo(440, -1);
    expect(rms(out)).toBeGreaterThan(0.33);
  });

  it("attenuates a tone above the new Nyquist limit instead of folding it in at full strength", () => {
    // 14 kHz cannot exist at 16 kHz; a naive decimator would alias it to 2 kHz at full amplitude.
    const out = new Resampler(48000).push(sine(14000, 48000, 0.5));
    expect(rms(out)).toBeLessThan(0.2);
  });

  it("gives the same samples however the input is split", () => {
    const input = sine(300, 44100, 0.3);
    const whole = new Resampler(44100).push(input);
    const r = new Resampler(44100);
    const parts = [
      r.push(input.subarray(0, 1000)),
      r.push(input.subarray(1000, 1001)),
      r.push(input.subarray(1001)),
    ];
    const joined = Float32Array.from(parts.flatMap((p) => [...p]));
    expect(joined).toEqual(whole);
  });

  it("refuses impossible rates", () => {
    expect(() => new Resampler(0)).toThrow(RangeError);
    expect(() => new Resampler(Number.NaN)).toThrow(RangeError);
  });
});

describe("floatTo16Bit", () => {
  it("scales and clips", () => {
    expect([...floatTo16Bit(Float32Array.from([0, 1, -1, 0.5, 2, -3]))]).toEqual([
      0, 32767, -32768, 16384, 32767, -32768,
    ]);
  });
});
