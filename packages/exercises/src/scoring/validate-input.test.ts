import { describe, expect, it } from "vitest";
import {
  clampBlankInput,
  normalizeWriting,
  validateBlanks,
  validateChoices,
  validateFreeWritingAnswers,
  validateLetters,
  validateOrder,
  validateTyped,
  validateWriting,
} from "./validate-input.ts";

const ok = { ok: true };
const key = (k: string) => ({ ok: false, key: k });

describe("blank rules", () => {
  it.each([
    [["went", "to"], 2, ok],
    [["went", ""], 2, key("hint_common_please_enter_answer")],
    [["went", "  "], 2, key("hint_common_please_enter_answer")],
    [["went"], 2, key("hint_common_please_enter_answer")],
    [["went", "to 🏫"], 2, key("hint_common_has_emoji")],
  ])("%j of %s blanks → %j", (values, n, want) => expect(validateBlanks(values, n)).toEqual(want));
  it("clamps a blank to 20 characters", () => {
    expect(clampBlankInput("abcdefghijklmnopqrstuvwxyz")).toBe("abcdefghijklmnopqrst");
    expect(clampBlankInput("短い")).toBe("短い");
  });
});

describe("order rules", () => {
  it.each([
    ["sentence-sorting", [0, 1, 2], 3, ok],
    ["sentence-sorting", [0, null, 2], 3, key("hint_common_please_enter_answer")],
    ["grammar-blank-fill", [0, 1], 3, key("hint_common_sentence_order_no_select_all_msg")],
    ["fill-in-order", [2, undefined], 2, key("hint_common_sentence_order_no_select_all_msg")],
    ["fill-in-order", [2, 0], 2, ok],
  ] as const)("%s %j of %s → %j", (kind, filled, n, want) =>
    expect(validateOrder(filled, n, kind)).toEqual(want),
  );
});

describe("typed, letters, choices", () => {
  it.each([
    ["I play tennis.", ok],
    ["", key("hint_common_please_enter_answer")],
    [null, key("hint_common_please_enter_answer")],
    ["I play 🎾", key("hint_common_has_emoji")],
  ])("typed %j → %j", (t, want) => expect(validateTyped(t)).toEqual(want));
  it.each([
    [["p", "l"], 2, ok],
    [["p"], 2, key("hint_common_please_enter_answer")],
    [["p", "l", "e"], 2, key("hint_common_please_enter_answer")],
  ])("letters %j for %s blanks → %j", (l, n, want) => expect(validateLetters(l, n)).toEqual(want));
  it.each([
    [[1], ok],
    [[1, null], key("hint_common_please_enter_answer")],
    [[], key("hint_common_please_enter_answer")],
  ])("choices %j → %j", (c, want) => expect(validateChoices(c)).toEqual(want));
  it.each([
    [["My town is small.", "I like it."], ok],
    [["My town is small.", " "], key("hint_common_please_enter_answer")],
    [["I love it 😍"], key("hint_common_has_emoji")],
  ])("free writing %j → %j", (a, want) => expect(validateFreeWritingAnswers(a)).toEqual(want));
});

describe("writing", () => {
  it("normalises before submit but keeps paragraphs", () => {
    expect(normalizeWriting("  I\u2019m Ｋｅｎ．  \r\n\r\nＩ like  dogs！ ")).toBe(
      "I'm Ken.\n\nI like dogs!",
    );
  });
  it.each([
    ["I like my school.", ok],
    ["   \n ", key("skill_writing_content_cannot_empty")],
    ["I like sushi 🍣", key("hint_common_has_emoji")],
  ])("%j → %j", (t, want) => expect(validateWriting(t)).toEqual(want));
  it("reports non-English characters with positions", () => {
    expect(validateWriting("I went to 京都.")).toEqual({
      ok: false,
      key: "skill_writing_content_include_not_english",
      positions: [
        { char: "京", start: 10, end: 11 },
        { char: "都", start: 11, end: 12 },
      ],
    });
  });
});
