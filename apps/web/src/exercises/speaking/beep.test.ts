import { describe, expect, it, vi } from "vitest";
import { BEEP_FREQUENCY_HZ, BEEP_TONE_MS, type BeepContext, playBeep } from "./beep.ts";

function fakeContext(state: AudioContextState = "running") {
  const param = () => ({ setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() });
  const osc = { type: "", frequency: param(), connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  const gain = { gain: param(), connect: vi.fn() };
  const ctx = {
    currentTime: 2,
    destination: {} as AudioDestinationNode,
    state,
    resume: vi.fn(async () => undefined),
    createOscillator: () => osc as unknown as OscillatorNode,
    createGain: () => gain as unknown as GainNode,
  } satisfies BeepContext;
  return { ctx, osc, gain };
}

describe("playBeep", () => {
  it("plays an 880 Hz tone for 300 ms through a gain to the output", () => {
    const { ctx, osc, gain } = fakeContext();
    expect(playBeep(() => ctx)).toBe(true);
    expect(osc.frequency.setValueAtTime).toHaveBeenCalledWith(BEEP_FREQUENCY_HZ, 2);
    expect(osc.connect).toHaveBeenCalledWith(gain);
    expect(gain.connect).toHaveBeenCalledWith(ctx.destination);
    expect(osc.start).toHaveBeenCalledWith(2);
    expect(osc.stop).toHaveBeenCalledWith(2 + BEEP_TONE_MS / 1000);
    expect(ctx.resume).not.toHaveBeenCalled();
  });

  it("resumes a suspended context (autoplay policy) before playing", () => {
    const { ctx } = fakeContext("suspended");
    playBeep(() => ctx);
    expect(ctx.resume).toHaveBeenCalledTimes(1);
  });

  it("does nothing without Web Audio", () => {
    expect(playBeep(() => null)).toBe(false);
  });
});
