import { describe, expect, it } from "vitest";
import { downsamplePeaks, LiveWaveform } from "./waveform.ts";

describe("downsamplePeaks", () => {
  it("keeps the loudest sample of each bucket, scaled to [0, 1]", () => {
    const samples = Int16Array.from([0, 100, -16384, 0, 0, 0, 32767, 5]);
    const peaks = downsamplePeaks(samples, 4);
    expect([...peaks].map((v) => Number(v.toFixed(3)))).toEqual([0.003, 0.5, 0, 1]);
  });

  it("returns exactly 5000 points for a long take and fewer for a tiny one", () => {
    expect(downsamplePeaks(new Int16Array(16000 * 20), 5000).length).toBe(5000);
    expect(downsamplePeaks(new Int16Array(10), 5000).length).toBe(10);
    expect(downsamplePeaks(new Float32Array(0), 5000).length).toBe(0);
  });
});

describe("LiveWaveform", () => {
  it("spreads the maximum record time over 5000 points and fills left to right", () => {
    const wave = new LiveWaveform(16000 * 20, 5000);
    wave.push(new Int16Array(16000).fill(16384));
    // One second of twenty: a twentieth of the points.
    expect(wave.length).toBe(250);
    expect(wave.points()[0]).toBeCloseTo(0.5, 2);
    expect(wave.points()[300]).toBe(0);
  });

  it("stops at the point budget without overflowing", () => {
    const wave = new LiveWaveform(1000, 10);
    wave.push(new Int16Array(5000).fill(1000));
    expect(wave.length).toBe(10);
    expect(wave.points().length).toBe(10);
  });
});
