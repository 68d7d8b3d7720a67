import { describe, expect, it } from "vitest";
import {
  averageScore,
  deriveScores,
  percentOfCount,
  percentOfTotal,
  scoreTriple,
  totalOfPercent,
} from "./scores.ts";

describe("scoreTriple", () => {
  it.each([
    [1, false, { score: 5, total_score: 5, percent_score: 100 }],
    [0, false, { score: 0, total_score: 0, percent_score: 0 }],
    [1, true, { score: 100, total_score: 5, percent_score: 100 }],
    [0.5, false, { score: 2.5, total_score: 2.5, percent_score: 50 }],
    [1 / 3, false, { score: 1.66, total_score: 1.66, percent_score: 33.2 }],
    [2 / 3, true, { score: 66.6, total_score: 3.33, percent_score: 66.6 }],
    [1.5, false, { score: 5, total_score: 5, percent_score: 100 }],
    [Number.NaN, false, { score: 0, total_score: 0, percent_score: 0 }],
  ])("fraction %s, percent module %s", (f, pm, want) => expect(scoreTriple(f, pm)).toEqual(want));
});

describe("percent ↔ total", () => {
  it.each([
    [5, 100],
    [0, 0],
    [2.5, 50],
    [3.33, 66.6],
    [7, 100],
  ])("percentOfTotal(%s) = %s", (t, p) => expect(percentOfTotal(t)).toBe(p));
  it.each([
    [100, 5],
    [50, 2.5],
    [33, 1.65],
    [0, 0],
  ])("totalOfPercent(%s) = %s", (p, t) => expect(totalOfPercent(p)).toBe(t));
});

describe("deriveScores", () => {
  it.each([
    [{ total_score: 4 }, { total_score: 4, percent_score: 80 }],
    [{ percent_score: 60 }, { total_score: 3, percent_score: 60 }],
    [
      { total_score: 4, percent_score: 80 },
      { total_score: 4, percent_score: 80 },
    ],
    [
      { total_score: null, percent_score: 100 },
      { total_score: 5, percent_score: 100 },
    ],
    [{}, { total_score: 0, percent_score: 0 }],
  ])("%j → %j", (input, want) => expect(deriveScores(input)).toEqual(want));
});

describe("averageScore", () => {
  it.each([
    [[80, 90, 70], 80],
    [[100, 0, 0], 33.33],
    [[], 0],
    [[50, null, undefined, Number.NaN], 50],
  ])("%j → %s", (v, want) => expect(averageScore(v)).toBe(want));
});

describe("percentOfCount (word tests and every shown percent of a count)", () => {
  it.each([
    [5, 8, 62.4],
    [8, 8, 100],
    [0, 8, 0],
    [1, 3, 33.2],
    [2, 3, 66.6],
    [7, 9, 77.6],
    [3, 0, 0],
    [9, 8, 100],
    [-1, 8, 0],
  ])("%s of %s right → %s", (right, count, want) => expect(percentOfCount(right, count)).toBe(want));
  it("agrees with the attempt rule: floor the total to 2 decimals, then × 20", () => {
    expect(percentOfCount(5, 8)).toBe(scoreTriple(5 / 8).percent_score);
  });
});
