import { describe, expect, it } from "vitest";
import { mergeResultRows } from "./result-merge.ts";

describe("mergeResultRows", () => {
  const items = [{ question_id: "a" }, { question_id: "b" }, { question_id: "c" }, { question_id: "d" }];
  const answers = [
    { question_id: "c", score: 0 },
    { question_id: "a", total_score: 5 },
    { question_id: "d", is_skipped: 1 as const },
    { question_id: "zzz", score: 5 },
  ];
  it("matches answers by question_id, keeps content order and labels No.n", () => {
    const rows = mergeResultRows(items, answers);
    expect(rows.map((r) => [r.label, r.colour, r.showRightAnswer])).toEqual([
      ["No.1", "correct", false],
      ["No.2", "unanswered", false],
      ["No.3", "wrong", true],
      ["No.4", "wrong", true],
    ]);
    expect(rows[0]?.answer?.total_score).toBe(5);
  });
});
