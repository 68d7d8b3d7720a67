import { IntegratedProcessItemSchema } from "@hibiki/exercises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIntegratedMachine, integratedStages } from "./integrated-machine.ts";

const item = IntegratedProcessItemSchema.parse({
  index: 0,
  question_id: "ip1",
  part_items: [
    { part_type: "init", part_info: { title: "Town guide", title_jp: "町の案内" } },
    {
      part_type: "reading",
      part_info: { title: "Read aloud" },
      progress: [
        { type: "wait", time: 2 },
        { type: "record", question_id: "ip1-read", evaluate_text: "Our town has a quiet river." },
      ],
    },
    {
      part_type: "narration",
      progress: [
        { type: "audio", audio_path: "ip1/cue.mp3" },
        { type: "audio", audio_path: "ip1/talk.mp3" },
        { type: "record", question_id: "ip1-retell" },
      ],
    },
    {
      part_type: "speaking",
      progress: [
        { type: "audio", audio_path: "ip1/q.mp3" },
        { type: "record", question_id: "ip1-answer", max_record_time: 20 },
      ],
    },
  ],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("integrated-process machine", () => {
  it("runs the parts in order: init, reading, narration, speaking", () => {
    const stages = integratedStages(item);
    expect(stages.map((s) => `${s.part}:${s.kind}`)).toEqual([
      "0:intro",
      "1:wait",
      "1:record",
      "2:audio",
      "2:pause",
      "2:audio",
      "2:pause",
      "2:audio",
      "2:pause",
      "2:beep",
      "2:record",
      "3:audio",
      "3:record",
    ]);
    expect(stages.filter((s) => s.kind === "record").map((s) => s.record?.questionId)).toEqual([
      "ip1-read",
      "ip1-retell",
      "ip1-answer",
    ]);
    // 60 s default in integrated parts, the step's own limit otherwise
    expect(stages.filter((s) => s.kind === "record").map((s) => s.record?.maxTimeMs)).toEqual([
      60_000, 60_000, 20_000,
    ]);
  });

  it("advances on wait end, audio end and record finish, from one part into the next", () => {
    const { machine, stages } = createIntegratedMachine(item);
    const now = () => stages[machine.getState().index];
    expect(now()?.kind).toBe("intro");
    machine.send({ type: "START" });
    expect(now()).toMatchObject({ kind: "wait", part: 1 });
    vi.advanceTimersByTime(1999);
    expect(now()?.kind).toBe("wait");
    vi.advanceTimersByTime(1);
    expect(now()).toMatchObject({ kind: "record", part: 1 });
    machine.send({ type: "RECORD_SAVED", at: machine.getState().index });
    expect(now()).toMatchObject({ kind: "audio", part: 2, audio: "ip1/cue.mp3" });
    machine.send({ type: "AUDIO_ENDED", at: machine.getState().index });
    vi.advanceTimersByTime(2000);
    machine.send({ type: "AUDIO_ENDED", at: machine.getState().index });
    vi.advanceTimersByTime(2000);
    expect(now()?.audio).toBe("ip1/cue.mp3");
    machine.send({ type: "AUDIO_ENDED", at: machine.getState().index });
    vi.advanceTimersByTime(1000);
    expect(now()?.kind).toBe("beep");
    vi.advanceTimersByTime(500);
    expect(now()).toMatchObject({ kind: "record", part: 2 });
    // a failed recording skips only this step: the speaking part still runs
    machine.send({ type: "RECORD_FAILED", at: machine.getState().index });
    expect(machine.getState().status).toBe("running");
    expect(now()).toMatchObject({ kind: "audio", part: 3 });
    machine.send({ type: "AUDIO_ENDED", at: machine.getState().index });
    machine.send({ type: "RECORD_SAVED", at: machine.getState().index });
    expect(machine.getState().status).toBe("done");
    expect(machine.getState().skipped.size).toBe(1);
    expect(machine.getState().answered.size).toBe(3);
  });

  it("opens with a Start screen of its own when the first part is not init, and leaves empty parts out", () => {
    const stages = integratedStages(
      IntegratedProcessItemSchema.parse({
        index: 0,
        question_id: "ip2",
        part_items: [{ part_type: "speaking" }, { part_type: "reading", progress: [{ type: "record" }] }],
      }),
    );
    expect(stages.map((s) => [s.kind, s.step, s.part])).toEqual([
      ["intro", 0, undefined],
      ["record", 1, 1],
    ]);
    expect(stages[1]?.record?.questionId).toBe("ip2");
  });
});
