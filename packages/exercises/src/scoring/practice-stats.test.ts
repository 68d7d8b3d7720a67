import { describe, expect, it } from "vitest";
import { nextPracticeStats } from "./practice-stats.ts";

describe("nextPracticeStats", () => {
  it.each([
    [undefined, 60, { learn_count: 1, best_score: 60 }],
    [{ learn_count: 2, best_score: 80 }, 60, { learn_count: 3, best_score: 80 }],
    [{ learn_count: 2, best_score: 80 }, 95.5, { learn_count: 3, best_score: 95.5 }],
    [{ learn_count: 0 }, 130, { learn_count: 1, best_score: 100 }],
    [null, Number.NaN, { learn_count: 1, best_score: 0 }],
  ])("%j + %s → %j", (s, p, want) => expect(nextPracticeStats(s, p)).toEqual(want));
});
