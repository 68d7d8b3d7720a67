import { describe, expect, it } from "vitest";
import { HistoryListQuerySchema } from "./history.ts";
import { TopicAnswerRecordBodySchema } from "./textbook.ts";

describe("TopicAnswerRecordBodySchema", () => {
  const base = { res_code: "jh1-u1-grammar-choice", guid: "g-1" };

  it("accepts a form body: item as a JSON string, numbers as strings, defaults for the rest", () => {
    const parsed = TopicAnswerRecordBodySchema.parse({
      ...base,
      current_index: "2",
      is_completed: "1",
      item: '{"question_id":"q1","answer_result":0}',
    });
    expect(parsed).toEqual({
      ...base,
      mode: "practice",
      current_index: 2,
      is_completed: 1,
      item: { question_id: "q1", answer_result: 0 },
    });
  });

  it("accepts a JSON body with item as an object", () => {
    const parsed = TopicAnswerRecordBodySchema.parse({ ...base, mode: "exam", item: { question_id: "q1" } });
    expect(parsed.item).toEqual({ question_id: "q1" });
    expect(parsed.mode).toBe("exam");
  });

  it.each([
    ["bad JSON", { ...base, item: "{oops" }, "item is not valid JSON"],
    ["a JSON array", { ...base, item: "[1]" }, "item must be a JSON object"],
    ["an unknown mode", { ...base, mode: "party", item: {} }, undefined],
    ["a missing guid", { res_code: "x", item: {} }, undefined],
    ["is_completed 2", { ...base, is_completed: "2", item: {} }, undefined],
  ])("rejects %s", (_name, body, message) => {
    const r = TopicAnswerRecordBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe("history/list query", () => {
  it("defaults to page 1 of 20 and caps the page size at 50", () => {
    const q = HistoryListQuerySchema;
    expect(q.parse({})).toEqual({ page: 1, limit: 20 });
    expect(q.safeParse({ limit: "51" }).success).toBe(false);
  });
});
