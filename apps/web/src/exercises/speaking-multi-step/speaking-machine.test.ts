import { SpeakingMultiStepItemSchema } from "@hibiki/exercises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canGoNext, canGoPrev } from "../progress-steps/step-machine.ts";
import { createSpeakingMachine, speakingStages } from "./speaking-machine.ts";

const item = SpeakingMultiStepItemSchema.parse({
  index: 0,
  question_id: "sp1",
  record_max_time: 45,
  sample_answer: "I usually walk to school with my brother.",
  progress: [
    { type: "audio", audio_path: "sp1/question.mp3", subtitle_en: "How do you go to school?" },
    { type: "wait", time: 3 },
    { type: "record" },
    { type: "audio", audio_path: "sp1/model.mp3" },
  ],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const { machine, stages } = createSpeakingMachine(item);
  const kindNow = () => stages[machine.getState().index]?.kind;
  const state = () => machine.getState();
  return { machine, stages, kindNow, state };
}

describe("speaking multi-step machine", () => {
  it("waits for Start, then plays, counts the wait down every second and records", () => {
    const { machine, kindNow, state } = start();
    vi.advanceTimersByTime(10_000);
    expect(kindNow()).toBe("intro");
    expect(canGoNext(speakingStages(item), state())).toBe(false);
    machine.send({ type: "START" });
    expect(kindNow()).toBe("audio");
    machine.send({ type: "AUDIO_ENDED", at: state().index });
    expect(kindNow()).toBe("wait");
    expect(state().secondsLeft).toBe(3);
    vi.advanceTimersByTime(999);
    expect(state().secondsLeft).toBe(3);
    vi.advanceTimersByTime(1);
    expect(state().secondsLeft).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(state().secondsLeft).toBe(1);
    vi.advanceTimersByTime(999);
    expect(kindNow()).toBe("wait");
    vi.advanceTimersByTime(1);
    expect(kindNow()).toBe("record");
    expect(state().secondsLeft).toBeNull();
  });

  it("records with the item's sample answer and record time, then plays the model and ends", () => {
    const { machine, stages, kindNow, state } = start();
    const record = stages.find((s) => s.kind === "record")?.record;
    expect(record).toEqual({
      questionId: "sp1",
      text: "I usually walk to school with my brother.",
      category: "read_chapter",
      maxTimeMs: 45_000,
    });
    machine.send({ type: "START" });
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    expect(kindNow()).toBe("record");
    machine.send({ type: "RECORD_SAVED", at: state().index });
    expect(kindNow()).toBe("audio");
    expect(stages[state().index]?.audio).toBe("sp1/model.mp3");
    machine.send({ type: "AUDIO_ENDED", at: state().index });
    expect(state().status).toBe("done");
  });

  it("moves between steps with prev/next, restarting a wait step from its full time", () => {
    const { machine, kindNow, state, stages } = start();
    machine.send({ type: "START" });
    machine.send({ type: "NEXT" });
    expect(kindNow()).toBe("wait");
    vi.advanceTimersByTime(2000);
    expect(state().secondsLeft).toBe(1);
    machine.send({ type: "PREV" });
    expect(kindNow()).toBe("audio");
    // the wait timer of the step left behind no longer runs
    vi.advanceTimersByTime(5000);
    expect(kindNow()).toBe("audio");
    machine.send({ type: "NEXT" });
    expect(state().secondsLeft).toBe(3);
    // PREV from the first step goes back to the Start screen; from there nothing is before it
    machine.send({ type: "PREV" });
    machine.send({ type: "PREV" });
    expect(kindNow()).toBe("intro");
    expect(canGoPrev(stages, state())).toBe(false);
  });

  it("from the end, PREV returns to the last step; a saved recording then lets NEXT pass", () => {
    const { machine, kindNow, state } = start();
    machine.send({ type: "START" });
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    const record = state().index;
    machine.send({ type: "RECORD_SAVED", at: record });
    machine.send({ type: "NEXT" });
    expect(state().status).toBe("done");
    machine.send({ type: "PREV" });
    expect(state().status).toBe("running");
    expect(kindNow()).toBe("audio");
    machine.send({ type: "PREV" });
    expect(state().index).toBe(record);
    expect(state().answered.has(record)).toBe(true);
    machine.send({ type: "NEXT" });
    expect(kindNow()).toBe("audio");
  });

  it("skips the item when the recording fails", () => {
    const { machine, state } = start();
    machine.send({ type: "START" });
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    machine.send({ type: "RECORD_FAILED", at: state().index });
    expect(state().status).toBe("skipped");
    vi.advanceTimersByTime(10_000);
    expect(state().status).toBe("skipped");
  });

  it("leaves out audio steps without a file and defaults a wait without time to 3 s", () => {
    const stages = speakingStages({
      question_id: "sp2",
      progress: [{ type: "audio" }, { type: "wait" }, { type: "record" }],
    });
    expect(stages.map((s) => [s.kind, s.step])).toEqual([
      ["intro", 0],
      ["wait", 1],
      ["record", 2],
    ]);
    expect(stages[1]?.ms).toBe(3000);
  });
});
