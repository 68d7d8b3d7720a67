import { describe, expect, it } from "vitest";
import { summarizeAttempt } from "./summary.ts";

describe("summarizeAttempt", () => {
  it.each([
    [
      [{ total_score: 5 }, { total_score: 5 }],
      2,
      { total_score: 5, percent_score: 100, answered: 2, correct: 2, skipped: 0 },
    ],
    [
      [{ total_score: 5 }, { total_score: 0 }],
      2,
      { total_score: 2.5, percent_score: 50, answered: 2, correct: 1, skipped: 0 },
    ],
    [
      [{ total_score: 5 }],
      3,
      { total_score: 1.66, percent_score: 33.2, answered: 1, correct: 1, skipped: 0 },
    ],
    [
      [{ percent_score: 100 }, { is_skipped: 1, total_score: 0 }],
      2,
      { total_score: 2.5, percent_score: 50, answered: 2, correct: 1, skipped: 1 },
    ],
    [[], 0, { total_score: 0, percent_score: 0, answered: 0, correct: 0, skipped: 0 }],
    [
      [{ total_score: 3.33 }],
      1,
      { total_score: 3.33, percent_score: 66.6, answered: 1, correct: 1, skipped: 0 },
    ],
  ])("%j of %s items", (answers, n, want) => expect(summarizeAttempt(answers, n)).toEqual(want));
});
