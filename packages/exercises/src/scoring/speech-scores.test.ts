import { describe, expect, it } from "vitest";
import { chapterReadingTotal, nextLowScoreStreak, rejectedRawScore } from "./speech-scores.ts";

describe("chapterReadingTotal", () => {
  it.each([
    [{ accuracy_score: 80, fluency_score: 70, integrity_score: 90, total_score: 60 }, 75],
    [{ accuracy_score: 100, fluency_score: 100, integrity_score: 100, total_score: 100 }, 100],
    [{ accuracy_score: 33, fluency_score: 33, integrity_score: 33, total_score: 34 }, 33.25],
    [{ accuracy_score: 10, fluency_score: 10, integrity_score: 10, total_score: 11.11 }, 10.27],
  ])("%j → %s", (s, want) => expect(chapterReadingTotal(s)).toBe(want));
});

describe("rejectedRawScore", () => {
  it.each([
    [85, true, 8.5],
    [85, false, 85],
    [7.77, true, 0.77],
  ])("%s rejected=%s → %s", (raw, rej, want) => expect(rejectedRawScore(raw, rej)).toBe(want));
});

describe("nextLowScoreStreak (3 consecutive under 20 warn)", () => {
  it("warns on the third miss in a row, then restarts", () => {
    let streak = 0;
    const warns: boolean[] = [];
    for (const score of [10, 5, 19.9, 0, 3]) {
      const r = nextLowScoreStreak(streak, score);
      streak = r.streak;
      warns.push(r.warn);
    }
    expect(warns).toEqual([false, false, true, false, false]);
  });
  it("a score of 20 or more resets", () => {
    expect(nextLowScoreStreak(2, 20)).toEqual({ streak: 0, warn: false });
    expect(nextLowScoreStreak(2, 19)).toEqual({ streak: 0, warn: true });
    expect(nextLowScoreStreak(1, 50)).toEqual({ streak: 0, warn: false });
  });
});
