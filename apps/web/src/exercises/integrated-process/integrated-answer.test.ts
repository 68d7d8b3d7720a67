import { type BaseAnswer, IntegratedProcessAnswerSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import type { Stage } from "../progress-steps/stages.ts";
import { buildIntegratedAnswer } from "./integrated-answer.ts";
import { matchSteps } from "./match-steps.ts";
import { stepAsAnswer, stepsOf } from "./stored-steps.ts";

const rec = (questionId: string, part: number): Stage => ({
  kind: "record",
  step: 0,
  part,
  record: { questionId, text: "x", category: "read_chapter", maxTimeMs: 60_000 },
});
const stages: Stage[] = [
  { kind: "intro", step: 0 },
  rec("a", 0),
  { kind: "audio", step: 1, part: 1, audio: "q.mp3" },
  rec("b", 1),
  rec("c", 2),
];

const take = (total: number, file: string, extra: Partial<BaseAnswer> = {}): BaseAnswer => ({
  question_id: "x",
  total_score: total,
  accuracy_score: total - 1,
  fluency_score: total,
  integrity_score: 5,
  sound_file: file,
  record_duration: 10.25,
  evaluate_html: `<span class="sw sw-ok">${file}</span>`,
  evaluate_result: `sid:${file}`,
  study_report: `{"f":"${file}"}`,
  ...extra,
});

describe("buildIntegratedAnswer", () => {
  it("averages the four scores over every record step, a skipped step counting 0", () => {
    const kept = new Map([
      [1, take(4, "/r/1.mp3", { poorly_words: "river|bridge" })],
      [3, { question_id: "b", is_skipped: 1 as const }],
      [4, take(3, "/r/3.mp3", { poorly_words: "bridge|station" })],
    ]);
    const answer = buildIntegratedAnswer("ip", stages, kept);
    expect(answer).toMatchObject({
      question_id: "ip",
      total_score: 2.33, // (4 + 0 + 3) / 3, floored
      percent_score: 46.6,
      score: 2.33,
      accuracy_score: 1.66, // (3 + 0 + 2) / 3
      fluency_score: 2.33,
      integrity_score: 3.33,
      record_duration: 20.5,
      sound_file: "/r/3.mp3",
      evaluate_html: '<span class="sw sw-ok">/r/3.mp3</span>',
      evaluate_result: "sid:/r/3.mp3",
      study_report: '{"f":"/r/3.mp3"}',
      poorly_words: "river|bridge|station",
    });
    expect(answer.is_skipped).toBeUndefined();
    expect(answer.steps).toEqual([
      expect.objectContaining({ question_id: "a", part_index: 0, total_score: 4, sound_file: "/r/1.mp3" }),
      { question_id: "b", part_index: 1, is_skipped: 1, total_score: 0 },
      expect.objectContaining({ question_id: "c", part_index: 2, total_score: 3, record_duration: 10.25 }),
    ]);
    expect(IntegratedProcessAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it("records a step with no kept answer as skipped, and an item with no recording as skipped", () => {
    const answer = buildIntegratedAnswer("ip", stages, new Map());
    expect(answer).toMatchObject({ question_id: "ip", is_skipped: 1, total_score: 0, percent_score: 0 });
    expect(answer.steps?.map((s) => s.is_skipped)).toEqual([1, 1, 1]);
    expect(IntegratedProcessAnswerSchema.safeParse(answer).success).toBe(true);
  });
});

describe("stepsOf / stepAsAnswer", () => {
  it("reads the valid steps of a stored answer and drops malformed ones", () => {
    const steps = stepsOf({
      steps: [
        { question_id: "a", part_index: 0, sound_file: "/r/1.mp3", total_score: 4 },
        { question_id: "b" },
        7,
      ],
    });
    expect(steps.map((s) => s.question_id)).toEqual(["a"]);
    expect(stepsOf(null)).toEqual([]);
    expect(stepsOf({ steps: "a" })).toEqual([]);
  });

  it("shows a step as an answer with its points", () => {
    const [step] = stepsOf({
      steps: [{ question_id: "a", part_index: 0, sound_file: "/r/1.mp3", total_score: 4 }],
    });
    expect(stepAsAnswer(step!)).toMatchObject({ question_id: "a", total_score: 4, percent_score: 80 });
    expect(stepAsAnswer(step!)).not.toHaveProperty("part_index");
  });
});

describe("matchSteps", () => {
  const recA = stages[1]!;
  const recB = stages[3]!;
  const recC = stages[4]!;
  const step = (question_id: string, part_index: number, file: string) => ({
    question_id,
    part_index,
    sound_file: file,
    total_score: 3,
  });

  it("gives each record step its own stored step, in order when question_ids repeat", () => {
    const twice: Stage[] = [rec("ip", 0), rec("ip", 0), rec("c", 2)];
    const answers = [
      {
        question_id: "ip",
        sound_file: "/r/2.mp3",
        steps: [step("ip", 0, "/r/1.mp3"), step("ip", 0, "/r/2.mp3")],
      },
    ];
    const { byStage, extra } = matchSteps(twice, answers, "ip");
    expect(twice.map((s) => byStage.get(s)?.sound_file)).toEqual(["/r/1.mp3", "/r/2.mp3", undefined]);
    expect(extra).toEqual([]);
  });

  it("prefers a step of the record's own part and keeps the steps no record claims", () => {
    const answers = [
      {
        question_id: "ip",
        sound_file: "/r/1.mp3",
        steps: [step("b", 0, "/r/other-part.mp3"), step("b", 1, "/r/own.mp3"), step("gone", 2, "/r/9.mp3")],
      },
    ];
    const { byStage, extra } = matchSteps(stages, answers, "ip");
    expect(byStage.get(recB)?.sound_file).toBe("/r/own.mp3");
    expect(byStage.has(recA)).toBe(false);
    expect(extra.map((s) => s.sound_file)).toEqual(["/r/other-part.mp3", "/r/9.mp3"]);
  });

  it("shows an answer without steps on the first recording, and answers under a step's own id", () => {
    const answers = [
      { question_id: "ip", sound_file: "/r/item.mp3" },
      { question_id: "c", sound_file: "/r/c.mp3" },
    ];
    const { byStage } = matchSteps(stages, answers, "ip");
    expect([recA, recB, recC].map((s) => byStage.get(s)?.sound_file)).toEqual([
      "/r/item.mp3",
      undefined,
      "/r/c.mp3",
    ]);
  });
});
