import { describe, expect, it } from "vitest";
import { SilenceDetector } from "./vad.ts";

const RATE = 16000;

function tone(ms: number, amplitude: number): Int16Array {
  return Int16Array.from({ length: (RATE * ms) / 1000 }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin(i / 5)),
  );
}
function noise(ms: number, amplitude: number, seed = 1): Int16Array {
  let s = seed;
  return Int16Array.from({ length: (RATE * ms) / 1000 }, () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return Math.round(((s / 0x7fffffff) * 2 - 1) * amplitude * 32767);
  });
}

describe("SilenceDetector", () => {
  it("ends after 6000 ms of silence following speech, not before", () => {
    const vad = new SilenceDetector();
    expect(vad.push(noise(500, 0.002)).heardSpeech).toBe(false);
    expect(vad.push(tone(1500, 0.3)).heardSpeech).toBe(true);
    expect(vad.push(noise(5900, 0.002)).ended).toBe(false);
    const after = vad.push(noise(200, 0.002));
    expect(after.ended).toBe(true);
    expect(after.silenceMs).toBeGreaterThanOrEqual(6000);
  });

  it("resets the silence count whenever speech resumes", () => {
    const vad = new SilenceDetector();
    vad.push(tone(500, 0.3));
    vad.push(noise(4000, 0.002));
    vad.push(tone(300, 0.3));
    expect(vad.push(noise(4000, 0.002)).ended).toBe(false);
  });

  it("also ends when nobody speaks at all", () => {
    const vad = new SilenceDetector();
    const state = vad.push(noise(6100, 0.002));
    expect(state).toMatchObject({ heardSpeech: false, ended: true });
  });

  it("does not take a steady hum for speech, but hears speech over it", () => {
    const vad = new SilenceDetector();
    expect(vad.push(noise(3000, 0.02, 7)).heardSpeech).toBe(false);
    expect(vad.push(tone(400, 0.4)).heardSpeech).toBe(true);
  });

  it("honours a custom silence limit", () => {
    const vad = new SilenceDetector({ silenceMs: 1000 });
    expect(vad.push(noise(1100, 0)).ended).toBe(true);
  });
});
