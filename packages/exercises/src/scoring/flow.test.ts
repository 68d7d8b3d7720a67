import { describe, expect, it } from "vitest";
import { afterAnswer, multiQuestionSubmit, nextWrongTopicRound } from "./flow.ts";

describe("afterAnswer", () => {
  it.each([
    [
      { mode: "practice", correct: true, isLast: false },
      { action: "advance", delayMs: 2000, sound: "success" },
    ],
    [
      { mode: "practice", correct: false, isLast: false },
      { action: "show-next", sound: "fail" },
    ],
    [
      { mode: "homework", correct: true, isLast: true },
      { action: "result", delayMs: 2000, sound: "success" },
    ],
    [
      { mode: "homework", correct: false, isLast: true },
      { action: "show-next", sound: "fail" },
    ],
    [
      { mode: "exam", correct: false, isLast: false },
      { action: "advance", delayMs: 0, sound: null },
    ],
    [
      { mode: "exam", correct: true, isLast: true },
      { action: "result", delayMs: 0, sound: null },
    ],
  ] as const)("%j → %j", (input, want) => expect(afterAnswer(input)).toEqual(want));
});

describe("multiQuestionSubmit", () => {
  it.each([
    [1, 0, "wait"],
    [1, 1, "submit"],
    [3, 2, "wait"],
    [3, 3, "hand-in"],
  ] as const)("%s questions, %s answered → %s", (q, a, want) => expect(multiQuestionSubmit(q, a)).toBe(want));
});

describe("nextWrongTopicRound", () => {
  it.each([
    [
      ["a", "b", "c"],
      [
        ["a", 5],
        ["b", 0],
        ["c", 0],
      ],
      ["b", "c"],
    ],
    [
      ["b", "c"],
      [
        ["b", 5],
        ["c", 5],
      ],
      [],
    ],
    [["a", "b"], [["a", 5]], ["b"]],
  ] as const)("%j with %j → %j", (ids, scores, want) => {
    expect(nextWrongTopicRound(ids, new Map(scores))).toEqual(want);
  });
});
