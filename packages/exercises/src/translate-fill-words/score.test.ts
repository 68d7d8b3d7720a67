import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "T1",
  screen_jp_text: "私は毎朝犬を散歩させます。",
  screen_text: "I ___ my dog every ___.",
  filling_answer: ["walk", "morning"],
};

describe("translate-fill-words scorer", () => {
  it.each([
    [["walk", "morning"], 5],
    [["Walk", "MORNING"], 5],
    [["walks", "morning"], 0],
    [["", ""], 0],
  ])("%j → %s", (values, score) => {
    expect(
      scoreAnswer("translate-fill-words", item, { question_id: "T1", answer_result: values }).score,
    ).toBe(score);
  });
  it("needs the Japanese sentence", () => {
    const { screen_jp_text: _j, ...noJp } = item;
    expect(() =>
      scoreAnswer("translate-fill-words", noJp, { question_id: "T1", answer_result: ["walk", "morning"] }),
    ).toThrow(/screen_jp_text/);
  });
});
