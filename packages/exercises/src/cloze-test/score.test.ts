import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const q = (id: string, options: string[], right: number) => ({
  index: Number(id.slice(-1)),
  question_id: id,
  answers: options.map((content, index) => ({ index, content, correct: index === right })),
});

const item = {
  index: 0,
  question_id: "C1",
  screen_text: "Last summer Mika ___ to Hokkaido with her aunt. They ___ a lot of cows there.",
  questions: [q("C1-1", ["go", "went", "goes"], 1), q("C1-2", ["saw", "see", "seeing"], 0)],
};

describe("cloze-test scorer", () => {
  it.each([
    ["both gaps right", [1, 0], 5],
    ["one gap right", [1, 1], 2.5],
    ["none right", [0, 2], 0],
    ["empty", [], 0],
  ])("%s → %s", (_n, chosen, total) => {
    expect(scoreAnswer("cloze-test", item, { question_id: "C1", answer_result: chosen }).total_score).toBe(
      total,
    );
  });
  it("rejects a passage whose gaps do not match the questions", () => {
    expect(() =>
      scoreAnswer(
        "cloze-test",
        { ...item, screen_text: "Only ___ gap." },
        { question_id: "C1", answer_result: [1, 0] },
      ),
    ).toThrow(/1 gaps/);
  });
  it("rejects a malformed positional answer", () => {
    expect(() =>
      scoreAnswer("cloze-test", item, { question_id: "C1", answer_result: ["went", "saw"] }),
    ).toThrow(/not an option index/);
  });
});
