import { describe, expect, it } from "vitest";
import {
  collapseSpaces,
  normalizeLetter,
  normalizeText,
  toHalfWidth,
  unifyPunctuation,
} from "./normalize-text.ts";

describe("toHalfWidth", () => {
  it.each([
    ["ＡＢＣ１２３", "ABC123"],
    ["ｉ　ａｍ", "i am"],
    ["？！（）", "?!()"],
    ["日本語 stays", "日本語 stays"],
  ])("%s → %s", (a, b) => expect(toHalfWidth(a)).toBe(b));
});

describe("unifyPunctuation", () => {
  it.each([
    ["It\u2019s", "It's"],
    ["\u201CHi\u201D", '"Hi"'],
    ["はい。いいえ、", "はい.いいえ,"],
    ["wait\u2026", "wait..."],
    ["well\u2014yes", "well-yes"],
  ])("%s → %s", (a, b) => expect(unifyPunctuation(a)).toBe(b));
});

describe("normalizeText", () => {
  it.each([
    ["  I   like\tcats. ", {}, "i like cats."],
    ["Ｉ ｌｉｋｅ ｃａｔｓ．", {}, "i like cats."],
    ["I like cats .", {}, "i like cats."],
    ["I like cats", { caseSensitive: true }, "I like cats"],
    ["I like cats!!", { ignoreTerminalPunctuation: true }, "i like cats"],
    ["Don\u2019t go", {}, "don't go"],
    ["a\u00A0b", {}, "a b"],
    ["", {}, ""],
  ] as const)("%j with %j → %j", (text, opts, want) => expect(normalizeText(text, opts)).toBe(want));

  it("applies config special_string_to_semiangle before everything else", () => {
    const map = { "\u2019": "'", "\uFF1F": "?", "\u201C": '"', "\u201D": '"', "@@": "at" };
    expect(normalizeText("Where\u2019s he\uFF1F", { specialStringToSemiangle: map })).toBe("where's he?");
    expect(normalizeText("meet @@ six", { specialStringToSemiangle: map })).toBe("meet at six");
  });

  it("ignores a broken config map entry (empty key)", () => {
    expect(normalizeText("ab", { specialStringToSemiangle: { "": "x" } })).toBe("ab");
  });
});

describe("collapseSpaces / normalizeLetter", () => {
  it("collapses newlines and tabs", () => expect(collapseSpaces(" a \n\n b\t c ")).toBe("a b c"));
  it.each([
    ["\u2019", "'"],
    ["Ａ", "A"],
    [" b ", "b"],
  ])("letter %j → %j", (a, b) => expect(normalizeLetter(a)).toBe(b));
});
