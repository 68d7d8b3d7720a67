import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = { index: 0, question_id: "P1", pages: ["p1.svg", "p2.svg"] };

describe("treatment-policy scorer", () => {
  it("'finished reading' gives full marks", () => {
    expect(scoreAnswer("treatment-policy", item, { question_id: "P1" })).toMatchObject({
      score: 5,
      correct: true,
    });
  });
  it.each([
    [{ ...item, pages: [] }, /pages/],
    [{ ...item, pages: ["javascript:alert(1)"] }, /relative path/],
  ])("rejects bad pages %#", (bad, msg) => {
    expect(() => scoreAnswer("treatment-policy", bad, { question_id: "P1" })).toThrow(msg);
  });
  it("rejects a missing question_id", () =>
    expect(() => scoreAnswer("treatment-policy", item, {})).toThrow(/question_id/));
});
