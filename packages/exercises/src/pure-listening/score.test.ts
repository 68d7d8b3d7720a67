import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: 1,
  audio_file: "story.mp3",
  screen_en_text: "A short story.",
  screen_jp_text: "短いお話。",
};

describe("pure-listening scorer", () => {
  it("the first play posts question 1 with score 5 and percent 100", () => {
    expect(scoreAnswer("pure-listening", item, { question_id: 1, answer_result: "played" })).toMatchObject({
      score: 5,
      total_score: 5,
      percent_score: 100,
    });
  });
  it("percent module", () => {
    expect(
      scoreAnswer("pure-listening", item, { question_id: "1", answer_result: "" }, { percentModule: true })
        .score,
    ).toBe(100);
  });
  it("skipped scores 0; a malformed answer is rejected", () => {
    expect(scoreAnswer("pure-listening", item, { question_id: "1", is_skipped: 1 }).score).toBe(0);
    expect(() => scoreAnswer("pure-listening", item, { question_id: "1", is_skipped: 2 })).toThrow(
      /answer is invalid/,
    );
  });
});
