import { describe, expect, it } from "vitest";
import { markSitting } from "./marks.ts";

const options = (right: number) => [0, 1, 2, 3].map((index) => ({ index, correct: index === right }));
const items = [
  { question_id: "a1", item_type: "A", answers: options(2) },
  {
    question_id: "b1",
    item_type: "B",
    questions: [
      { question_id: "b1-1", answers: options(0) },
      { question_id: "b1-2", answers: options(3) },
    ],
  },
  // a written answer (listen-fill-blanks): right only at 100%
  { question_id: "b2", item_type: "B" },
];

describe("marking a listening sitting", () => {
  it("marks choices by the key, sub-questions one by one and written answers by their score", () => {
    const marks = markSitting(items, [
      { question_id: "a1", payload: { answer_result: "2" }, percent_score: 100 },
      {
        question_id: "b1",
        payload: JSON.stringify({ result: JSON.stringify([{ question_id: "b1-1", answer_index: 0 }]) }),
        percent_score: 50,
      },
      { question_id: "b2", payload: { answer_result: ["grow", "home"] }, percent_score: 50 },
    ]);
    expect(marks.map((m) => `${m.question_id}:${m.item_id}:${m.part}:${m.right}`)).toEqual([
      "a1:a1:A:true",
      "b1-1:b1:B:true",
      "b1-2:b1:B:false",
      "b2:b2:B:false",
    ]);
  });

  it("counts an unanswered or skipped question wrong, and covers only a review's items", () => {
    const skipped = markSitting(items, [
      { question_id: "a1", payload: { answer_result: 2, is_skipped: 1 }, percent_score: 0 },
      { question_id: "b2", payload: { answer_result: ["a"] }, percent_score: 100 },
    ]);
    expect(skipped.filter((m) => m.right).map((m) => m.question_id)).toEqual(["b2"]);
    const review = markSitting(items, [], new Set(["b1"]));
    expect(review.map((m) => m.question_id)).toEqual(["b1-1", "b1-2"]);
  });
});
