import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "LL1",
  screen_text: "umbr__la",
  audio_file: "umbrella.mp3",
  filling_answer_letters: ["e", "l"],
  filling_remain_letters: ["a", "i"],
  answer: "umbrella",
};
const apostrophe = {
  ...item,
  question_id: "LL2",
  screen_text: "I_m",
  filling_answer_letters: ["'"],
  answer: "I'm",
};

describe("listen-fill-letters scorer", () => {
  it.each([
    [item, ["e", "l"], 5, [true, true]],
    [item, ["E", "L"], 5, [true, true]],
    [item, ["l", "e"], 0, [false, false]],
    [item, ["e", "a"], 0, [true, false]],
    [item, [], 0, [false, false]],
    [apostrophe, ["\u2019"], 5, [true]],
    [apostrophe, ["\uFF07"], 5, [true]],
  ])("%#: %j", (it_, letters, want, parts) => {
    expect(
      scoreAnswer("listen-fill-letters", it_, { question_id: it_.question_id, answer_result: letters }),
    ).toMatchObject({ score: want, parts });
  });
  it("rejects an item whose letters do not fit the template or spell the answer", () => {
    expect(() =>
      scoreAnswer(
        "listen-fill-letters",
        { ...item, screen_text: "umbr_lla" },
        { question_id: "LL1", answer_result: ["e"] },
      ),
    ).toThrow(/1 "_"/);
    expect(() =>
      scoreAnswer(
        "listen-fill-letters",
        { ...item, answer: "umbrelle" },
        { question_id: "LL1", answer_result: ["e", "l"] },
      ),
    ).toThrow(/spell "umbrella"/);
  });
  it("rejects a letter count that differs from the blanks", () => {
    expect(() =>
      scoreAnswer("listen-fill-letters", item, { question_id: "LL1", answer_result: ["e"] }),
    ).toThrow(/1 letters for 2 blanks/);
  });
});
