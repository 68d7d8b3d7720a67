import { describe, expect, it } from "vitest";
import { scoreAnswer } from "../score-answer.ts";

const item = {
  index: 0,
  question_id: "J1",
  screen_jp_text: "彼女は駅で友だちを待っています。",
  answer: ["She is waiting for her friend at the station.", "She's waiting for her friend at the station."],
  explanation: "「〜を待つ」は wait for 〜 で表します。",
};
const score = (answer_result: unknown, ctx = {}) =>
  scoreAnswer("ja-to-en-writing", item, { question_id: "J1", answer_result }, ctx);

describe("ja-to-en-writing scorer", () => {
  it.each([
    ["exact", "She is waiting for her friend at the station.", 5],
    ["contraction alternative", "She's waiting for her friend at the station.", 5],
    ["curly apostrophe", "She\u2019s waiting for her friend at the station.", 5],
    ["no final period, extra spaces, lower case", "  she is waiting for her friend  at the station ", 5],
    ["full-width", "Ｓｈｅ ｉｓ ｗａｉｔｉｎｇ ｆｏｒ ｈｅｒ ｆｒｉｅｎｄ ａｔ ｔｈｅ ｓｔａｔｉｏｎ．", 5],
    ["missing word (partial)", "She is waiting her friend at the station.", 0],
    ["empty", "", 0],
  ])("%s → %s", (_n, text, want) => expect(score(text).score).toBe(want));
  it("gives the solution example", () => expect(score("She waits.").right_answer).toBe(item.answer[0]));
  it("rejects a list answer", () => expect(() => score(["She", "is"])).toThrow(/one typed answer/));
  it("rejects text over the limit", () => expect(() => score("a".repeat(600))).toThrow(/answer is invalid/));
});
