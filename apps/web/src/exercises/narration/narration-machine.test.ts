import { NarrationItemSchema } from "@hibiki/exercises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StepMachineState } from "../progress-steps/step-machine.ts";
import { createNarrationMachine, narrationStages } from "./narration-machine.ts";

const item = NarrationItemSchema.parse({
  index: 0,
  question_id: "n1",
  progress: [
    { type: "audio", audio_path: "n1/cue.mp3" },
    { type: "audio", audio_path: "n1/story.mp3", subtitle_en: "Aya found a small cat in the park." },
    { type: "record", evaluate_text: "Aya found a cat in the park and took it home." },
  ],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The machine with a log of the stages it entered. */
function start(it = item) {
  const states: StepMachineState[] = [];
  const { machine, stages } = createNarrationMachine(it, { onChange: (s) => states.push(s) });
  const kindNow = () => stages[machine.getState().index]?.kind;
  return { machine, stages, states, kindNow, at: () => machine.getState().index };
}

describe("narration machine", () => {
  it("plays cue, source, cue with 2000 / 2000 / 1000 ms pauses, then beeps and records", () => {
    const { machine, stages, kindNow, at } = start();
    expect(kindNow()).toBe("intro");
    machine.send({ type: "START" });
    expect(stages[at()]?.audio).toBe("n1/cue.mp3");

    machine.send({ type: "AUDIO_ENDED", at: at() });
    expect(kindNow()).toBe("pause");
    vi.advanceTimersByTime(1999);
    expect(kindNow()).toBe("pause");
    vi.advanceTimersByTime(1);
    expect(stages[at()]?.audio).toBe("n1/story.mp3");

    // nothing happens until the source audio ends, however long it is
    vi.advanceTimersByTime(60_000);
    expect(stages[at()]?.audio).toBe("n1/story.mp3");
    machine.send({ type: "AUDIO_ENDED", at: at() });
    vi.advanceTimersByTime(1999);
    expect(kindNow()).toBe("pause");
    vi.advanceTimersByTime(1);
    expect(stages[at()]?.audio).toBe("n1/cue.mp3");

    machine.send({ type: "AUDIO_ENDED", at: at() });
    vi.advanceTimersByTime(999);
    expect(kindNow()).toBe("pause");
    vi.advanceTimersByTime(1);
    expect(kindNow()).toBe("beep");
    vi.advanceTimersByTime(500);
    expect(kindNow()).toBe("record");
    expect(stages[at()]?.record).toEqual({
      questionId: "n1",
      text: "Aya found a cat in the park and took it home.",
      category: "read_chapter",
      maxTimeMs: 60_000,
    });
  });

  it("finishes after the recording is saved", () => {
    const { machine, stages } = start();
    machine.send({ type: "START" });
    const record = stages.findIndex((s) => s.kind === "record");
    // jump through the lead-up as the player would
    while (machine.getState().index < record) {
      const i = machine.getState().index;
      if (stages[i]?.kind === "audio") machine.send({ type: "AUDIO_ENDED", at: i });
      else vi.advanceTimersByTime(2000);
    }
    machine.send({ type: "RECORD_SAVED", at: record });
    expect(machine.getState().status).toBe("done");
    expect(machine.getState().skipped.size).toBe(0);
  });

  it("skips the whole item when the recording fails", () => {
    const { machine, stages } = start();
    machine.send({ type: "START" });
    const record = stages.findIndex((s) => s.kind === "record");
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    expect(machine.getState().index).toBe(record - 1); // the beep
    vi.advanceTimersByTime(500);
    machine.send({ type: "RECORD_FAILED", at: record });
    expect(machine.getState().status).toBe("skipped");
    expect([...machine.getState().skipped]).toEqual([record]);
    // a skipped programme cannot be navigated any more
    machine.send({ type: "PREV" });
    expect(machine.getState().status).toBe("skipped");
  });

  it("ignores the late end of an audio already left, and refuses NEXT on an unanswered recording", () => {
    const { machine, kindNow, at } = start();
    machine.send({ type: "START" });
    const cue = at();
    machine.send({ type: "NEXT" });
    machine.send({ type: "AUDIO_ENDED", at: cue });
    expect(kindNow()).toBe("audio");
    expect(at()).not.toBe(cue);
    machine.send({ type: "NEXT" });
    machine.send({ type: "NEXT" });
    vi.advanceTimersByTime(500);
    expect(kindNow()).toBe("record");
    machine.send({ type: "NEXT" });
    expect(kindNow()).toBe("record");
    // PREV goes back to the second cue and runs it again
    machine.send({ type: "PREV" });
    expect(kindNow()).toBe("audio");
  });

  it("plays three authored audios as given and pauses 1000 ms after a single cue", () => {
    const three = narrationStages({
      question_id: "n2",
      progress: [
        { type: "audio", audio_path: "a.mp3" },
        { type: "audio", audio_path: "b.mp3" },
        { type: "audio", audio_path: "c.mp3" },
        { type: "record" },
      ],
    });
    expect(three.filter((s) => s.kind === "audio").map((s) => s.audio)).toEqual(["a.mp3", "b.mp3", "c.mp3"]);
    expect(three.filter((s) => s.kind === "pause").map((s) => s.ms)).toEqual([2000, 2000, 1000]);
    const one = narrationStages({
      question_id: "n3",
      progress: [{ type: "audio", audio_path: "a.mp3" }, { type: "record" }],
    });
    expect(one.map((s) => s.kind)).toEqual(["intro", "audio", "pause", "beep", "record"]);
    expect(one[2]?.ms).toBe(1000);
  });

  it("uses the step's record time and question id when given", () => {
    const stages = narrationStages({
      question_id: "n4",
      progress: [{ type: "record", max_record_time: 30, question_id: "n4-r", category: "read_sentence" }],
    });
    expect(stages.find((s) => s.kind === "record")?.record).toMatchObject({
      questionId: "n4-r",
      maxTimeMs: 30_000,
      category: "read_sentence",
    });
  });
});
