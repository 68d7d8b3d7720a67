import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTE_SECONDS, playSuccessSound, resetSuccessSoundForTests, SUCCESS_NOTES } from "./success-sound.ts";
import { FakeAudioContext } from "./test-fixtures.ts";

describe("playSuccessSound", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSuccessSoundForTests();
    FakeAudioContext.made = [];
  });

  it("schedules a short rising chime of three notes", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    expect(playSuccessSound()).toBe(true);
    const ctx = FakeAudioContext.made[0]!;
    expect(ctx.notes.map((n) => n.hz)).toEqual(SUCCESS_NOTES.map((n) => n.hz));
    const last = Math.max(...ctx.notes.map((n) => n.stop));
    expect(last).toBeLessThan(0.6);
  });

  it("follows the speed setting: at 1.5 the chime is shorter, at 0.5 longer", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    playSuccessSound({ speed: 1.5 });
    playSuccessSound({ speed: 0.5 });
    const ctx = FakeAudioContext.made[0]!;
    const fast = ctx.notes.slice(0, 3);
    const slow = ctx.notes.slice(3);
    const span = (ns: typeof fast) =>
      Math.max(...ns.map((n) => n.stop)) - Math.min(...ns.map((n) => n.start));
    expect(span(fast)).toBeLessThan(span(slow));
    expect(fast[0]!.stop - fast[0]!.start).toBeCloseTo(NOTE_SECONDS / 1.5 + 0.02, 5);
    // one context for the page
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it("resumes a suspended context (browsers start it suspended until a tap)", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    playSuccessSound();
    const ctx = FakeAudioContext.made[0]!;
    ctx.state = "suspended";
    playSuccessSound();
    expect(ctx.resumed).toBe(1);
  });

  it("is silent, and never throws, without Web Audio or when it fails", () => {
    vi.stubGlobal("AudioContext", undefined);
    expect(playSuccessSound()).toBe(false);
    vi.stubGlobal(
      "AudioContext",
      class {
        constructor() {
          throw new Error("NotAllowedError");
        }
      },
    );
    expect(playSuccessSound()).toBe(false);
  });

  it("is silent in a hidden tab", () => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
    vi.stubGlobal("document", { hidden: true });
    expect(playSuccessSound()).toBe(false);
    expect(FakeAudioContext.made).toHaveLength(0);
  });
});
