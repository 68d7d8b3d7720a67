import { describe, expect, it } from "vitest";
import { AnswerDataSchema, resumeIndex, upsertAnswer } from "./answer-data.ts";

const valid = {
  current_index: 1,
  guid: "b7c1e0c2-attempt",
  is_completed: 0,
  items: [{ question_id: 101, answer_result: 1, total_score: 5, percent_score: 100 }],
  practice_type: 3,
};

describe("AnswerDataSchema", () => {
  it("parses saved progress and normalises ids and flags", () => {
    const d = AnswerDataSchema.parse({ ...valid, is_completed: true });
    expect(d.is_completed).toBe(1);
    expect(d.items[0]?.question_id).toBe("101");
  });
  it("defaults an empty attempt", () => {
    expect(AnswerDataSchema.parse({ guid: "g" })).toMatchObject({
      current_index: 0,
      is_completed: 0,
      items: [],
    });
  });
  it.each([
    ["no guid", { ...valid, guid: undefined }],
    ["negative index", { ...valid, current_index: -1 }],
    [
      "duplicate answers",
      {
        ...valid,
        items: [
          { question_id: 1, answer_result: 0 },
          { question_id: "1", answer_result: 1 },
        ],
      },
    ],
    ["percent over 100", { ...valid, percent_score: 120 }],
    ["items not a list", { ...valid, items: "[]" }],
    ["result with bad JSON", { ...valid, items: [{ question_id: 1, result: "{" }] }],
  ])("rejects %s", (_n, bad) => expect(AnswerDataSchema.safeParse(bad).success).toBe(false));
});

describe("upsertAnswer / resumeIndex", () => {
  const data = AnswerDataSchema.parse(valid);
  it("replaces an earlier answer to the same question", () => {
    const next = upsertAnswer(data, { question_id: "101", answer_result: 2 });
    expect(next.items).toEqual([{ question_id: "101", answer_result: 2 }]);
    expect(data.items[0]?.answer_result).toBe(1);
  });
  it.each([
    [null, 0],
    [{ current_index: 2, items: [] }, 2],
    [{ current_index: 9, items: [{ question_id: "a" }] }, 1],
    [{ current_index: 9, items: [{ question_id: "a" }, { question_id: "b" }, { question_id: "c" }] }, 2],
  ])("%j → %s", (d, want) => expect(resumeIndex(d, ["a", "b", "c"])).toBe(want));
});
