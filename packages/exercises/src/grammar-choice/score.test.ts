import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: 101,
  screen_text: "My brother ___ to the park every Sunday.",
  answers: [
    { index: 0, content: "go" },
    { index: 1, content: "goes", correct: 1 },
    { index: 2, content: "going" },
    { index: 3, content: "gone" },
  ],
};

describe("grammar-choice scorer", () => {
  it.each([
    ["right option (number)", { answer_result: 1 }, { score: 5, percent_score: 100, correct: true }],
    ["right option (string index)", { answer_result: "1" }, { score: 5, correct: true }],
    ["right option via answer_index", { answer_index: 1 }, { score: 5, correct: true }],
    [
      "wrong option",
      { answer_result: 0 },
      { score: 0, percent_score: 0, correct: false, right_answer: "goes" },
    ],
    ["empty answer", { answer_result: "" }, { score: 0, correct: false, answer_result: "" }],
    ["skipped", { is_skipped: 1 }, { score: 0, is_skipped: 1 }],
    ["client-sent score ignored", { answer_result: 0, total_score: 5, percent_score: 100 }, { score: 0 }],
  ])("%s", (_name, answer, want) => {
    expect(scoreAnswer("grammar-choice", item, { question_id: "101", ...answer })).toMatchObject(want);
  });

  it("percent module reports the score as 100", () => {
    expect(
      scoreAnswer("grammar-choice", item, { question_id: "101", answer_result: 1 }, { percentModule: true }),
    ).toMatchObject({
      score: 100,
      total_score: 5,
      percent_score: 100,
    });
  });

  it.each([
    ["option that does not exist", { answer_result: 9 }, /option 9 does not exist/],
    ["text instead of an index", { answer_result: "goes" }, /not an option index/],
    ["two options", { answer_result: [1, 2] }, /choose one option/],
    ["no answer at all", {}, /answer_result is required/],
    ["negative index", { answer_result: -1 }, /answer is invalid/],
  ])("rejects %s", (_name, answer, msg) => {
    expect(() => scoreAnswer("grammar-choice", item, { question_id: "101", ...answer })).toThrow(msg);
  });

  it("rejects an answer for another question and a broken item", () => {
    expect(() => scoreAnswer("grammar-choice", item, { question_id: "999", answer_result: 1 })).toThrow(
      /not 101/,
    );
    expect(() =>
      scoreAnswer(
        "grammar-choice",
        { ...item, answers: item.answers.map((a) => ({ ...a, correct: 0 })) },
        { question_id: "101", answer_result: 1 },
      ),
    ).toThrow(/no option is marked correct/);
  });
});
