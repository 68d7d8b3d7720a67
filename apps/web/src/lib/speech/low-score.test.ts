import { describe, expect, it } from "vitest";
import { LowScoreStreak } from "./low-score.ts";

describe("LowScoreStreak", () => {
  it("warns on the third recording under 20 in a row, then counts afresh", () => {
    const streak = new LowScoreStreak();
    expect([10, 19.99, 0].map((p) => streak.record(p))).toEqual([false, false, true]);
    expect([5, 5].map((p) => streak.record(p))).toEqual([false, false]);
    expect(streak.record(5)).toBe(true);
  });

  it("is broken by a recording at 20 or above", () => {
    const streak = new LowScoreStreak();
    expect([10, 10, 20, 10, 10].map((p) => streak.record(p))).toEqual([false, false, false, false, false]);
  });

  it("counts an unusable score (NaN) as a miss", () => {
    const streak = new LowScoreStreak();
    expect([Number.NaN, 0, 0].map((p) => streak.record(p))).toEqual([false, false, true]);
  });
});
