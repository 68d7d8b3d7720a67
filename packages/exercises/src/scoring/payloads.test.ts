import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";
import {
  listeningPayload,
  objectivePayload,
  pureListeningPayload,
  skippedPayload,
  writingPayload,
} from "./payloads.ts";

describe("answer payloads (spec §7)", () => {
  it("objective payload carries the scores of the outcome", () => {
    const item = {
      index: 0,
      question_id: "3",
      screen_text: "x ___",
      answers: [
        { index: 0, content: "a", correct: 1 },
        { index: 1, content: "b" },
      ],
    };
    const outcome = scoreAnswer("grammar-choice", item, { question_id: "3", answer_result: 0 });
    expect(objectivePayload("3", 0, outcome)).toEqual({
      question_id: "3",
      answer_result: 0,
      total_score: 5,
      percent_score: 100,
      score: 5,
    });
  });
  it("listening payload stores result as a JSON string", () => {
    expect(listeningPayload("L", [{ question_id: "L-1", answer_index: 2, score: 5 }])).toEqual({
      question_id: "L",
      result: '[{"question_id":"L-1","answer_index":2,"score":5}]',
    });
  });
  it("skip posts is_skipped=1 with zero scores", () => {
    expect(skippedPayload("9")).toEqual({
      question_id: "9",
      is_skipped: 1,
      total_score: 0,
      percent_score: 0,
      score: 0,
    });
  });
  it("pure listening posts question 1 with 5 / 100", () => {
    expect(pureListeningPayload()).toMatchObject({ question_id: "1", total_score: 5, percent_score: 100 });
  });
  it("writing posts percent 100 and total 5", () => {
    expect(writingPayload("w", "I like tea.")).toEqual({
      question_id: "w",
      content: "I like tea.",
      percent_score: 100,
      total_score: 5,
    });
    expect(writingPayload("w", "x", "/engine/1.json").engine_result).toBe("/engine/1.json");
  });
});
