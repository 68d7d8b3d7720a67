import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "F1",
  audio_file: "f1.mp3",
  screen_text: "We ___ soba at a small shop ___ the river.",
  filling_answer: ["ate", ["near", "by"]],
};
const score = (answer_result: unknown, ctx = {}) =>
  scoreAnswer("listen-fill-blanks", item, { question_id: "F1", answer_result }, ctx);

describe("listen-fill-blanks scorer", () => {
  it.each([
    ["all right", ["ate", "near"], 5, [true, true]],
    ["alternative accepted answer", ["ate", "by"], 5, [true, true]],
    ["case and width ignored", ["ＡＴＥ", " Near "], 5, [true, true]],
    ["final period ignored", ["ate.", "near"], 5, [true, true]],
    ["one blank wrong (partial) scores 0", ["eat", "near"], 0, [false, true]],
    ["one blank empty", ["ate", ""], 0, [true, false]],
    ["fewer values than blanks", ["ate"], 0, [true, false]],
    ["nothing typed", [], 0, [false, false]],
  ])("%s", (_n, values, total, parts) => {
    expect(score(values)).toMatchObject({ total_score: total, parts, right_answer: "ate / near" });
  });

  it("applies config special_string_to_semiangle", () => {
    expect(score(["at\u00E9", "near"], { specialStringToSemiangle: { "\u00E9": "e" } }).score).toBe(5);
    expect(score(["at\u00E9", "near"], { special_string_to_semiangle: { "\u00E9": "e" } }).score).toBe(5);
    expect(score(["at\u00E9", "near"]).score).toBe(0);
  });

  it.each([
    ["more values than blanks", ["ate", "near", "x"], /3 answers for 2 blanks/],
    ["a number in a blank", ["ate", 3], /must be text/],
    ["a blank longer than 20 characters", ["ate", "nearnearnearnearnearnear"], /longer than 20/],
  ])("rejects %s", (_n, values, msg) => {
    expect(() => score(values)).toThrow(msg);
  });

  it("rejects an item whose blanks and answers disagree", () => {
    expect(() =>
      scoreAnswer(
        "listen-fill-blanks",
        { ...item, filling_answer: ["ate"] },
        { question_id: "F1", answer_result: ["ate"] },
      ),
    ).toThrow(/2 blanks/);
  });
});
