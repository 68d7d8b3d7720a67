import { describe, expect, it } from "vitest";
import { displayPercent, floor2, gradeOf, scoreTag } from "./grade.ts";

const cfg = { excellent_score: 80, standard_score: 60 };

describe("gradeOf", () => {
  it.each([
    [100, "A"],
    [80, "A"],
    [79.99, "B"],
    [60, "B"],
    [59.99, "C"],
    [0, "C"],
  ] as const)("%s → %s", (p, g) => expect(gradeOf(p, cfg)).toBe(g));
  it("follows configured thresholds", () => {
    expect(gradeOf(70, { excellent_score: 70, standard_score: 50 })).toBe("A");
    expect(gradeOf(55, { excellent_score: 70, standard_score: 50 })).toBe("B");
  });
  it("falls back to 80/60 when config is missing or broken", () => {
    expect(gradeOf(79)).toBe("B");
    expect(gradeOf(80, null)).toBe("A");
    expect(gradeOf(59, { excellent_score: Number.NaN })).toBe("C");
  });
});

describe("scoreTag", () => {
  it.each([
    [90, "good"],
    [65, "middle"],
    [10, "bad"],
    [null, "none"],
    [undefined, "none"],
  ] as const)("%s → %s", (p, t) => expect(scoreTag(p)).toBe(t));
});

describe("floor2 / displayPercent", () => {
  it.each([
    [3.456, 3.45],
    [0.29, 0.29],
    [4.999, 4.99],
    [1.005, 1],
    [33.333333, 33.33],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("floor2(%s) = %s (never rounds up)", (v, want) => expect(floor2(v)).toBe(want));
  it.each([
    [120, 100],
    [-3, 0],
    [66.666, 66.66],
    [100, 100],
  ])("displayPercent(%s) = %s", (v, want) => expect(displayPercent(v)).toBe(want));
});
