import { describe, expect, it } from "vitest";
import { INTEGRATED_MAX_STEPS } from "../constants.ts";
import { answerSchemaFor } from "../schema-registry.ts";
import { IntegratedProcessAnswerSchema } from "./schema.ts";

const read = {
  question_id: "ip1-read",
  part_index: 1,
  total_score: 4,
  accuracy_score: 4.2,
  fluency_score: 3.8,
  integrity_score: 4,
  evaluate_html: '<span class="sw sw-ok">river</span>',
  evaluate_result: "/v3/files/eval/1.xml",
  sound_file: "/v3/files/rec/1.mp3",
  record_duration: 12.5,
  study_report: "{}",
};
const failed = { question_id: "ip1-retell", part_index: 2, is_skipped: 1, total_score: 0 };
const answer = {
  question_id: "ip1",
  total_score: 2,
  accuracy_score: 2.1,
  fluency_score: 1.9,
  integrity_score: 2,
  sound_file: "/v3/files/rec/1.mp3",
  record_duration: 12.5,
  steps: [read, failed],
};

describe("integrated-process answer", () => {
  it("keeps every record step with its own question_id, part and scores", () => {
    const parsed = IntegratedProcessAnswerSchema.parse(answer);
    expect(parsed.steps?.map((s) => [s.question_id, s.part_index, s.total_score, s.is_skipped])).toEqual([
      ["ip1-read", 1, 4, undefined],
      ["ip1-retell", 2, 0, 1],
    ]);
    expect(parsed.steps?.[0]).toMatchObject({ sound_file: "/v3/files/rec/1.mp3", record_duration: 12.5 });
  });

  it("is the schema the server validates the kind with", () => {
    const parsed = answerSchemaFor("integrated-process").safeParse(answer);
    expect(parsed.success && (parsed.data as { steps?: unknown[] }).steps).toHaveLength(2);
  });

  it("accepts an item whose every step failed as a skipped answer without a recording", () => {
    const skipped = { question_id: "ip1", is_skipped: 1, steps: [failed] };
    expect(IntegratedProcessAnswerSchema.safeParse(skipped).success).toBe(true);
  });

  it("still accepts an answer without steps (answers stored before steps existed)", () => {
    expect(
      IntegratedProcessAnswerSchema.safeParse({ question_id: "ip1-read", sound_file: "/r/1.mp3" }).success,
    ).toBe(true);
  });

  it.each([
    ["no recording and not skipped", { ...answer, sound_file: undefined }],
    ["a recorded step without its file", { ...answer, steps: [{ ...read, sound_file: undefined }] }],
    ["a step without its question", { ...answer, steps: [{ ...read, question_id: "" }] }],
    ["a step without its part", { ...answer, steps: [{ ...read, part_index: undefined }] }],
    ["a negative part", { ...answer, steps: [{ ...read, part_index: -1 }] }],
    ["a part past the last possible one", { ...answer, steps: [{ ...read, part_index: 20 }] }],
    ["a score out of range", { ...answer, steps: [{ ...read, total_score: 101 }] }],
    ["a negative duration", { ...answer, steps: [{ ...read, record_duration: -1 }] }],
    ["steps that are not a list", { ...answer, steps: read }],
    ["too many steps", { ...answer, steps: Array(INTEGRATED_MAX_STEPS + 1).fill(read) }],
  ])("rejects %s", (_name, bad) => {
    expect(IntegratedProcessAnswerSchema.safeParse(bad).success).toBe(false);
  });
});
