import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const passage =
  "Ren keeps a small garden on the roof of his apartment. In spring he plants tomatoes, and in autumn he gives them to his neighbours.";
const item = {
  index: 0,
  question_id: "R1",
  screen_text: passage,
  questions: [
    {
      index: 0,
      question_id: "R1-1",
      screen_text: "Where is Ren's garden?",
      answers: [
        { index: 0, content: "On the roof.", correct: 1 },
        { index: 1, content: "Next to the school." },
      ],
    },
    {
      index: 1,
      question_id: "R1-2",
      screen_text: "Who gets the tomatoes?",
      answers: [
        { index: 0, content: "His teacher." },
        { index: 1, content: "His neighbours.", correct: 1 },
      ],
    },
  ],
};

describe("reading-comprehension scorer", () => {
  it.each([
    ["all right", [0, 1], 5, true],
    ["half right", [0, 0], 2.5, true],
    ["all wrong", [1, 0], 0, false],
  ])("%s", (_n, chosen, total, correct) => {
    expect(
      scoreAnswer("reading-comprehension", item, { question_id: "R1", answer_result: chosen }),
    ).toMatchObject({ total_score: total, correct });
  });
  it("rejects an item without questions or answers", () => {
    expect(() =>
      scoreAnswer(
        "reading-comprehension",
        { index: 0, question_id: "R1", screen_text: passage },
        { question_id: "R1", answer_result: [0] },
      ),
    ).toThrow(/either answers/);
  });
});
