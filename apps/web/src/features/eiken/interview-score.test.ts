import { describe, expect, it } from "vitest";
import { interviewScore } from "./interview-score.ts";

describe("the interview's points", () => {
  it("adds 0-5 per answer and up to 3 for attitude (answers given)", () => {
    const s = interviewScore(
      [
        { question_id: "read", total_score: 4.4 },
        { question_id: "q1", total_score: 5 },
        { question_id: "q2", total_score: 0 },
        { question_id: "q3", total_score: 3, is_skipped: 1 },
      ],
      4,
    );
    expect(s.rows.map((r) => r.points)).toEqual([4, 5, 0, 0]);
    expect(s.attitude).toBe(2);
    expect(s.total).toBe(11);
    expect(s.max).toBe(23);
    expect(interviewScore([], 6)).toMatchObject({ attitude: 0, total: 0, max: 33 });
  });
});
