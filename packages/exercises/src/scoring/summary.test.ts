import { describe, expect, it } from "vitest";
import { DIALOGUE_LISTENED } from "./dialogue.ts";
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

describe("summarizeAttempt with a one-role dialogue challenge", () => {
  it("leaves the other speaker's listened turns out of the mean", () => {
    const mine = { total_score: 4, is_skipped: 0 };
    const heard = { total_score: 0, is_skipped: 1, practice_type: DIALOGUE_LISTENED };
    const s = summarizeAttempt([heard, mine, heard, mine], 4);
    expect(s.total_score).toBe(4);
    expect(s.percent_score).toBe(80);
    expect(s.skipped).toBe(0);
    expect(s.answered).toBe(2);
  });

  it("still counts an exam skip of the student's own turn as 0", () => {
    const s = summarizeAttempt(
      [{ total_score: 4 }, { is_skipped: 1 }, { is_skipped: 1, practice_type: DIALOGUE_LISTENED }],
      3,
    );
    expect(s.total_score).toBe(2);
  });
});

describe("summarizeAttempt counts correct answers with the kind's rule", () => {
  it("a reading scored 0.01-0.2 is not correct; one at the standard score is", () => {
    const reads = [
      { kind: "sentence-reading" as const, total_score: 0.01 },
      { kind: "sentence-reading" as const, total_score: 0.2 },
      { kind: "sentence-reading" as const, total_score: 3 },
      { kind: "grammar-choice" as const, total_score: 5 },
      { kind: "grammar-choice" as const, total_score: 0 },
    ];
    expect(summarizeAttempt(reads, 5).correct).toBe(2);
    expect(summarizeAttempt(reads, 5, { standard_score: 70 }).correct).toBe(1);
  });
});
