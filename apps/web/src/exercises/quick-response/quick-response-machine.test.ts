import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createQuickResponseMachine,
  initialQuickResponseState,
  type QuickResponseState,
  quickResponseTransition,
  waitSecondsOf,
} from "./quick-response-machine.ts";

function machine(seconds: number, answered = false) {
  const effects = { playQuestion: vi.fn(), startRecording: vi.fn(), onChange: vi.fn() };
  const m = createQuickResponseMachine({ seconds, initial: initialQuickResponseState(answered), effects });
  return {
    m,
    effects,
    steps: () => effects.onChange.mock.calls.map((call) => (call[0] as QuickResponseState).step),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("quick-response machine", () => {
  it("plays the question, waits exactly `seconds`, ticking every second, then records", () => {
    const { m, effects } = machine(3);
    m.send({ type: "start" });
    expect(m.state().step).toBe("playing");
    expect(effects.playQuestion).toHaveBeenCalledTimes(1);
    // the wait starts only when the question has been heard
    vi.advanceTimersByTime(10_000);
    expect(m.state().step).toBe("playing");
    m.send({ type: "audio_ended" });
    expect(m.state()).toEqual({ step: "waiting", left: 3 });
    vi.advanceTimersByTime(999);
    expect(m.state().left).toBe(3);
    vi.advanceTimersByTime(1);
    expect(m.state()).toEqual({ step: "waiting", left: 2 });
    vi.advanceTimersByTime(1000);
    expect(m.state()).toEqual({ step: "waiting", left: 1 });
    expect(effects.startRecording).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(effects.startRecording).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(m.state().step).toBe("recording");
    expect(effects.startRecording).toHaveBeenCalledTimes(1);
    // no further ticks once recording
    vi.advanceTimersByTime(5000);
    expect(effects.startRecording).toHaveBeenCalledTimes(1);
    m.send({ type: "saved" });
    expect(m.state().step).toBe("done");
  });

  it("records right after the question when there is nothing to wait", () => {
    const { m, effects, steps } = machine(0);
    m.send({ type: "start" });
    m.send({ type: "audio_ended" });
    expect(steps()).toEqual(["playing", "recording"]);
    expect(effects.startRecording).toHaveBeenCalledTimes(1);
  });

  it("returns to an idle record button after a failed take, and records or replays from there", () => {
    const { m, effects } = machine(2);
    m.send({ type: "start" });
    m.send({ type: "audio_ended" });
    vi.advanceTimersByTime(2000);
    m.send({ type: "record_failed" });
    expect(m.state().step).toBe("retry");
    m.send({ type: "record" });
    expect(m.state().step).toBe("recording");
    expect(effects.startRecording).toHaveBeenCalledTimes(2);
    m.send({ type: "record_failed" });
    m.send({ type: "start" });
    expect(m.state().step).toBe("playing");
    expect(effects.playQuestion).toHaveBeenCalledTimes(2);
  });

  it("ignores events that do not apply (late audio end, double start, record while waiting)", () => {
    const { m, effects } = machine(2);
    m.send({ type: "audio_ended" });
    m.send({ type: "record" });
    m.send({ type: "tick" });
    expect(m.state().step).toBe("ready");
    m.send({ type: "start" });
    m.send({ type: "start" });
    expect(effects.playQuestion).toHaveBeenCalledTimes(1);
    m.send({ type: "audio_ended" });
    m.send({ type: "audio_ended" });
    m.send({ type: "record" });
    m.send({ type: "saved" });
    expect(m.state()).toEqual({ step: "waiting", left: 2 });
    expect(effects.onChange).toHaveBeenCalledTimes(2);
  });

  it("starts done for an answered item and stops ticking once disposed", () => {
    expect(machine(3, true).m.state().step).toBe("done");
    const { m, effects } = machine(3);
    m.send({ type: "start" });
    m.send({ type: "audio_ended" });
    m.dispose();
    vi.advanceTimersByTime(10_000);
    expect(m.state()).toEqual({ step: "waiting", left: 3 });
    expect(effects.startRecording).not.toHaveBeenCalled();
  });

  it("keeps the transition function pure", () => {
    const s = { step: "waiting", left: 1 } as const;
    expect(quickResponseTransition(s, { type: "tick" }, 3)).toEqual({ step: "recording", left: 0 });
    expect(s).toEqual({ step: "waiting", left: 1 });
  });

  it.each([
    [3, 3],
    [2.6, 3],
    [0, 0],
    [-4, 0],
    [undefined, 0],
    [Number.NaN, 0],
    ["5", 0],
    [600, 60],
  ])("waits %s → %s seconds", (input, expected) => {
    expect(waitSecondsOf(input)).toBe(expected);
  });
});
