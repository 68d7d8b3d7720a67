import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "S1",
  screen_jp_text: "あなたはどのくらいの頻度で泳ぎますか。",
  choose: [
    { index: 0, content: "How" },
    { index: 1, content: "often" },
    { index: 2, content: "do you" },
    { index: 3, content: "swim" },
    { index: 4, content: "?" },
  ],
  answer: "How often do you swim?",
};
const score = (answer_result: unknown) =>
  scoreAnswer("sentence-sorting", item, { question_id: "S1", answer_result });

describe("sentence-sorting scorer", () => {
  it.each([
    ["right order by index", [0, 1, 2, 3, 4], 5],
    ["right order by content", ["How", "often", "do you", "swim", "?"], 5],
    ["index strings", ["0", "1", "2", "3", "4"], 5],
    ["wrong order", [1, 0, 2, 3, 4], 0],
    ["incomplete (partial)", [0, 1, 2], 0],
    ["empty", [], 0],
  ])("%s → %s", (_n, values, want) => expect(score(values).score).toBe(want));

  it("shows the right sentence", () =>
    expect(score([1, 0, 2, 3, 4]).right_answer).toBe("How often do you swim?"));
  it.each([
    ["unknown option", [0, 1, 2, 3, 9], /option 9 does not exist/],
    ["too many choices", [0, 1, 2, 3, 4, 0], /6 choices for 5 blanks/],
  ])("rejects %s", (_n, values, msg) => expect(() => score(values)).toThrow(msg));
});
