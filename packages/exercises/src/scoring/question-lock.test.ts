import { describe, expect, it } from "vitest";
import { canJumpTo, isAnswerLocked } from "./question-lock.ts";

describe("isAnswerLocked", () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ answer_result: 2 }, true],
    [{ answer_result: "" }, true],
    [{ is_skipped: 1 }, true],
    [{ is_skipped: 0 }, false],
    [{ sound_file: "a.mp3" }, true],
    [{ result: [] }, true],
  ])("%j → %s", (a, want) => expect(isAnswerLocked(a)).toBe(want));
});

describe("canJumpTo", () => {
  const answered = new Set([0, 1]);
  it.each([
    ["practice", 4, true],
    ["review", 3, true],
    ["homework", 2, true],
    ["homework", 3, false],
    ["paper", 0, true],
    ["exam", 1, false],
    ["exam", 2, true],
    ["practice", 5, false],
    ["practice", -1, false],
  ] as const)("%s → item %s: %s", (mode, target, want) => {
    expect(canJumpTo(target, { mode, current: 2, answered, count: 5 })).toBe(want);
  });
});
