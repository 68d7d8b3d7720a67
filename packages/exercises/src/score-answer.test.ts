import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "./fixtures/sample-items.ts";
import { COMPOSITE_KINDS, OBJECTIVE_KINDS, SPEAKING_KINDS, WRITING_KINDS } from "./kind-lists.ts";
import { safeScoreAnswer, scoreAnswer } from "./score-answer.ts";
import { ScoringInputError } from "./scoring/outcome.ts";

describe("scoreAnswer", () => {
  it.each([...SPEAKING_KINDS, ...WRITING_KINDS, ...COMPOSITE_KINDS])(
    "%s is not scored by answer key",
    (kind) => {
      const err = safeScoreAnswer(kind, SAMPLE_ITEMS[kind], { question_id: "1" });
      expect(err.ok).toBe(false);
      if (!err.ok) expect(err.error.code).toBe("not_objective");
    },
  );

  it.each(OBJECTIVE_KINDS.filter((k) => k !== "word-test"))("%s: a skipped answer scores zero", (kind) => {
    const item = SAMPLE_ITEMS[kind];
    expect(scoreAnswer(kind, item, { question_id: item.question_id, is_skipped: 1 })).toMatchObject({
      score: 0,
      total_score: 0,
      percent_score: 0,
      is_skipped: 1,
      correct: false,
    });
  });

  it("is deterministic", () => {
    const item = SAMPLE_ITEMS["ja-to-en-writing"];
    const a = { question_id: 11, answer_result: "I walk to school" };
    expect(scoreAnswer("ja-to-en-writing", item, a)).toEqual(scoreAnswer("ja-to-en-writing", item, a));
  });

  it("reports invalid items and answers with codes", () => {
    const bad = safeScoreAnswer("grammar-choice", { question_id: 3 }, { question_id: 3, answer_result: 0 });
    expect(bad.ok ? null : bad.error.code).toBe("invalid_item");
    const badAnswer = safeScoreAnswer("grammar-choice", SAMPLE_ITEMS["grammar-choice"], "0");
    expect(badAnswer.ok ? null : badAnswer.error.code).toBe("invalid_answer");
    expect(() => scoreAnswer("grammar-choice", SAMPLE_ITEMS["grammar-choice"], null)).toThrow(
      ScoringInputError,
    );
  });
});
