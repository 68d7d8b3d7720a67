import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "O1",
  screen_jp_text: "窓を開けてもいいですか。",
  choose: [
    { index: 0, content: "open" },
    { index: 1, content: "I" },
    { index: 2, content: "May" },
    { index: 3, content: "the window" },
  ],
  screen_text: "___ ___ ___ ___?",
  answer: "May I open the window?",
};

describe("fill-in-order scorer", () => {
  it.each([
    [[2, 1, 0, 3], 5],
    [["May", "I", "open", "the window"], 5],
    [["may", "i", "open", "the window"], 5],
    [[1, 2, 0, 3], 0],
    [[2, 1], 0],
  ])("%j → %s", (values, want) => {
    expect(scoreAnswer("fill-in-order", item, { question_id: "O1", answer_result: values }).score).toBe(want);
  });
  it("stores the chosen contents", () => {
    expect(
      scoreAnswer("fill-in-order", item, { question_id: "O1", answer_result: [2, 1, 0, 3] }).answer_result,
    ).toBe("May|I|open|the window");
  });
});
