import { describe, expect, it } from "vitest";
import { progressPercent, summarizeAnswers } from "./attempt-totals.ts";

const q = (...ids: string[]) => ids.map((question_id) => ({ question_id }));
const resource = { kind: "word-choice" as const, items: q("1", "2", "3", "4") };
const answer = (total_score: number, is_skipped = 0) => ({ payload: { total_score }, is_skipped });

describe("summarizeAnswers", () => {
  it.each([
    [
      "unanswered questions count 0 over the whole resource",
      [answer(5), answer(5)],
      "",
      { total_score: 2.5, percent_score: 50, answered: 2, correct: 2, skipped: 0 },
    ],
    [
      "a selection is the denominator",
      [answer(5), answer(5)],
      "1,2",
      { total_score: 5, percent_score: 100, answered: 2, correct: 2, skipped: 0 },
    ],
    [
      "a skipped answer counts as answered, scores 0 and is not correct",
      [answer(5), answer(5, 1)],
      "1,2",
      { total_score: 2.5, percent_score: 50, answered: 2, correct: 1, skipped: 1 },
    ],
    [
      "a payload's own is_skipped is overridden by the stored flag",
      [{ payload: { total_score: 4, is_skipped: 1 }, is_skipped: 0 }],
      "1",
      { total_score: 4, percent_score: 80, answered: 1, correct: 1, skipped: 0 },
    ],
    ["no answers", [], "", { total_score: 0, percent_score: 0, answered: 0, correct: 0, skipped: 0 }],
  ])("%s", (_, answers, ids, want) => expect(summarizeAnswers(resource, answers, ids)).toEqual(want));
});

describe("summarizeAnswers counts correct answers with each item's own kind", () => {
  const reading = { kind: "sentence-reading" as const, items: q("r1", "r2") };
  const mixed = {
    kind: "mixed" as const,
    items: [
      { kind: "sentence-reading", question_id: "m1" },
      { kind: "word-choice", question_id: "m2" },
    ],
  };
  const scored = (question_id: string, total_score: number) => ({
    payload: { question_id, total_score },
    is_skipped: 0,
  });
  it.each([
    [
      "readings under the standard score are not correct",
      reading,
      [scored("r1", 0.2), scored("r2", 3.5)],
      undefined,
      1,
    ],
    ["a configured standard score applies", reading, [scored("r1", 3), scored("r2", 3.5)], 70, 1],
    ["mixed: the reading part's own kind decides", mixed, [scored("m1", 0.2), scored("m2", 5)], undefined, 1],
    ["mixed: a read part at the standard score", mixed, [scored("m1", 3), scored("m2", 0)], undefined, 1],
  ] as const)("%s", (_, res, answers, standard, correct) => {
    const config = standard === undefined ? undefined : { standard_score: standard };
    expect(summarizeAnswers(res, answers, "", config).correct).toBe(correct);
  });
});

describe("progressPercent", () => {
  const stats = new Map([
    ["a", { completed: true }],
    ["b", { completed: false }],
    ["c", { completed: true }],
  ]);
  it.each([
    ["none finished", ["b", "x"], 0],
    ["one of three (floored)", ["a", "b", "x"], 33.33],
    ["two of three", ["a", "b", "c"], 66.66],
    ["all finished", ["a", "c"], 100],
    ["no resources", [], 0],
  ])("%s", (_, codes, want) => expect(progressPercent(codes, stats)).toBe(want));
});
