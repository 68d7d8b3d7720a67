import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 2,
  question_id: "w-lantern",
  screen_text: "lantern",
  mean: "ちょうちん、ランタン",
  answers: [
    { index: 0, content: "ランタン", correct: true },
    { index: 1, content: "はしご" },
    { index: 2, content: "ふくろう" },
  ],
};

describe("word-choice scorer", () => {
  it.each([
    ["right", 0, 5],
    ["wrong", 2, 0],
    ["empty", "", 0],
  ])("%s → %s", (_n, choice, score) => {
    expect(scoreAnswer("word-choice", item, { question_id: "w-lantern", answer_result: choice }).score).toBe(
      score,
    );
  });
  it("rejects an unknown option", () => {
    expect(() => scoreAnswer("word-choice", item, { question_id: "w-lantern", answer_result: 7 })).toThrow(
      /does not exist/,
    );
  });
});
