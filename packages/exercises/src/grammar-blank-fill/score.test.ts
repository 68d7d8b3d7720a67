import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "G1",
  screen_text: "This is the bag ___ ___ ___ yesterday.",
  screen_jp_text: "これは私が昨日買ったかばんです。",
  choose: [
    { index: 0, content: "bought" },
    { index: 1, content: "that" },
    { index: 2, content: "I" },
    { index: 3, content: "buy" },
  ],
  answer: ["This is the bag that I bought yesterday.", "This is the bag I bought yesterday."],
  blank_count: 3,
  explanation: "関係代名詞 that のあとに「主語＋動詞」を続けます。",
};
const score = (answer_result: unknown) =>
  scoreAnswer("grammar-blank-fill", item, { question_id: "G1", answer_result });

describe("grammar-blank-fill scorer", () => {
  it.each([
    ["right", [1, 2, 0], 5],
    ["distractor used", [1, 2, 3], 0],
    ["wrong order", [2, 1, 0], 0],
    ["one blank unfilled", [1, 2], 0],
  ])("%s → %s", (_n, values, want) => expect(score(values).score).toBe(want));
  it("rejects more choices than blanks", () =>
    expect(() => score([1, 2, 0, 3])).toThrow(/4 choices for 3 blanks/));
  it("rejects an item with more blanks than options", () => {
    expect(() =>
      scoreAnswer(
        "grammar-blank-fill",
        { ...item, blank_count: 6 },
        { question_id: "G1", answer_result: [1] },
      ),
    ).toThrow(/6 blanks/);
  });
});
