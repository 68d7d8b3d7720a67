import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "M1",
  intro_audio_file: "intro.mp3",
  audio_file: "m1.mp3",
  questions: [
    {
      index: 0,
      question_id: "M1-1",
      answers: [
        { index: 0, content: "A rainy day." },
        { index: 1, content: "A sunny day.", correct: 1 },
      ],
    },
  ],
};

describe("listening-mock-test scorer", () => {
  it.each([
    [JSON.stringify([{ question_id: "M1-1", answer_index: 1 }]), 5],
    [JSON.stringify([{ question_id: "M1-1", answer_index: 0 }]), 0],
    [JSON.stringify([]), 0],
  ])("%s → %s", (result, score) => {
    expect(scoreAnswer("listening-mock-test", item, { question_id: "M1", result }).score).toBe(score);
  });
  it("needs the question audio", () => {
    const { audio_file: _a, ...noAudio } = item;
    expect(() =>
      scoreAnswer("listening-mock-test", noAudio, { question_id: "M1", answer_result: [1] }),
    ).toThrow(/audio_file/);
  });
});
