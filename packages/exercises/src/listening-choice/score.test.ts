import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const opts = (right: number) =>
  ["at the station", "at the library", "at the bakery"].map((content, index) => ({
    index,
    content,
    correct: index === right,
  }));

const item = {
  index: 0,
  question_id: "L1",
  audio_file: "l1.mp3",
  questions: [
    { index: 0, question_id: "L1-1", screen_text: "Where will they meet?", answers: opts(1) },
    { index: 1, question_id: "L1-2", screen_text: "Where did Yui buy bread?", answers: opts(2) },
    { index: 2, question_id: "L1-3", screen_text: "Where does the bus stop?", answers: opts(0) },
  ],
};

const result = (a: (number | null)[]) =>
  JSON.stringify(a.map((answer_index, i) => ({ question_id: `L1-${i + 1}`, answer_index })));

describe("listening-choice scorer (multi-question)", () => {
  it.each([
    ["all right", [1, 2, 0], 5, 100, [true, true, true]],
    ["two of three", [1, 2, 2], 3.33, 66.6, [true, true, false]],
    ["one of three", [0, 2, 2], 1.66, 33.2, [false, true, false]],
    ["none right", [0, 0, 1], 0, 0, [false, false, false]],
    ["unanswered counts wrong", [1, null, null], 1.66, 33.2, [true, false, false]],
  ])("%s", (_n, chosen, total, percent, parts) => {
    const out = scoreAnswer("listening-choice", item, { question_id: "L1", result: result(chosen) });
    expect(out).toMatchObject({ total_score: total, percent_score: percent, parts });
    expect(out.result?.map((r) => r.score)).toEqual(parts.map((p) => (p ? 5 : 0)));
  });

  it("accepts answer_result positionally and the result as a list", () => {
    expect(scoreAnswer("listening-choice", item, { question_id: "L1", answer_result: [1, 2, 0] }).score).toBe(
      5,
    );
    expect(
      scoreAnswer("listening-choice", item, {
        question_id: "L1",
        result: [{ question_id: "L1-1", answer_index: 1 }],
      }).score,
    ).toBe(1.66);
  });

  it("sub-question scores are 100 in percent modules", () => {
    const out = scoreAnswer(
      "listening-choice",
      item,
      { question_id: "L1", result: result([1, 0, 0]) },
      { percentModule: true },
    );
    expect(out.result?.map((r) => r.score)).toEqual([100, 0, 100]);
    expect(out.score).toBe(66.6);
  });

  it.each([
    ["bad JSON", { result: "[{oops" }, /not valid JSON/],
    [
      "unknown sub-question",
      { result: JSON.stringify([{ question_id: "Z9", answer_index: 0 }]) },
      /Z9 does not exist/,
    ],
    [
      "unknown option",
      { result: JSON.stringify([{ question_id: "L1-1", answer_index: 8 }]) },
      /option 8 does not exist/,
    ],
    ["too many positional answers", { answer_result: [1, 2, 0, 1] }, /4 answers for 3 questions/],
  ])("rejects %s", (_n, answer, msg) => {
    expect(() => scoreAnswer("listening-choice", item, { question_id: "L1", ...answer })).toThrow(msg);
  });

  it("a single-question item uses answers", () => {
    const single = { index: 1, question_id: "L2", audio_file: "l2.mp3", answers: opts(2) };
    expect(scoreAnswer("listening-choice", single, { question_id: "L2", answer_result: 2 }).score).toBe(5);
    expect(scoreAnswer("listening-choice", single, { question_id: "L2", answer_result: 0 }).score).toBe(0);
  });
});
