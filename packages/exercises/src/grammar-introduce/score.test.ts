import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "GI1",
  screen_title: "現在完了形",
  lesson_path: "grammar/present-perfect",
};

describe("grammar-introduce scorer", () => {
  it.each([
    [{ question_id: "GI1" }, 5],
    [{ question_id: "GI1", is_skipped: 1 }, 0],
  ])("%j → %s", (answer, want) => expect(scoreAnswer("grammar-introduce", item, answer).score).toBe(want));
  it("rejects a non-object answer", () =>
    expect(() => scoreAnswer("grammar-introduce", item, "done")).toThrow(/answer is invalid/));
});
