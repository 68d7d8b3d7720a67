import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const choose = {
  index: 0,
  question_id: "WT1",
  test_type: "choose",
  screen_text: "borrow",
  answers: [
    { index: 0, content: "借りる", correct: true },
    { index: 1, content: "貸す" },
  ],
};
const typing = {
  index: 1,
  question_id: "WT2",
  test_type: "typing",
  screen_text: "図書館",
  answer: "library",
};
const reading = { index: 2, question_id: "WT3", test_type: "reading", screen_text: "library" };

describe("word-test scorer", () => {
  it.each([
    [choose, 0, 5],
    [choose, 1, 0],
    [typing, "library", 5],
    [typing, " Library ", 5],
    [typing, "libary", 0],
    [typing, "", 0],
  ])("%#", (item, answer_result, want) => {
    expect(scoreAnswer("word-test", item, { question_id: item.question_id, answer_result }).score).toBe(want);
  });
  it("reading items belong to the speech service", () => {
    expect(() => scoreAnswer("word-test", reading, { question_id: "WT3", answer_result: "x" })).toThrow(
      /speech service/,
    );
  });
  it("a choose item without options is invalid", () => {
    const { answers: _a, ...bad } = choose;
    expect(() => scoreAnswer("word-test", bad, { question_id: "WT1", answer_result: 0 })).toThrow(
      /needs answers/,
    );
  });
});
