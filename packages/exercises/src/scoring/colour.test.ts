import { describe, expect, it } from "vitest";
import { answerColour, questionLabel, showRightAnswer } from "./colour.ts";

describe("answerColour / showRightAnswer", () => {
  it.each([
    [5, "correct", false],
    [0.01, "correct", false],
    [100, "correct", false],
    [0, "wrong", true],
    [null, "unanswered", false],
    [undefined, "unanswered", false],
  ] as const)("score %s → %s, right answer shown %s", (s, c, show) => {
    expect(answerColour(s)).toBe(c);
    expect(showRightAnswer(s)).toBe(show);
  });
  it("labels questions No.n", () => {
    expect(questionLabel(0)).toBe("No.1");
    expect(questionLabel(9)).toBe("No.10");
  });
});
