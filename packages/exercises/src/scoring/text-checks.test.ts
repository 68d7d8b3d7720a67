import { describe, expect, it } from "vitest";
import { findNonBasicLatin, hasEmoji, wordCount } from "./text-checks.ts";

describe("hasEmoji", () => {
  it.each([
    ["I like pizza 🍕", true],
    ["Good job 👍🏽", true],
    ["flag 🇯🇵", true],
    ["heart ❤️", true],
    ["plain text, 100% ok!", false],
    ["日本語の文", false],
    ["", false],
  ])("%j → %s", (t, want) => expect(hasEmoji(t)).toBe(want));
});

describe("findNonBasicLatin", () => {
  it("reports each offending character with its UTF-16 range", () => {
    expect(findNonBasicLatin("I am 学生.")).toEqual([
      { char: "学", start: 5, end: 6 },
      { char: "生", start: 6, end: 7 },
    ]);
  });
  it("handles astral characters", () =>
    expect(findNonBasicLatin("a😀b")).toEqual([{ char: "😀", start: 1, end: 3 }]));
  it("accepts all of basic Latin incl. newlines", () =>
    expect(findNonBasicLatin('Hi!\n\t"ok" ~ {x}')).toEqual([]));
  it("flags curly quotes and full-width letters (normalise first)", () =>
    expect(findNonBasicLatin("It\u2019s").length).toBe(1));
});

describe("wordCount (whitespace tokens of trimmed text)", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["Hello", 1],
    ["  I  like\n\ncats . ", 4],
    ["one-two three", 2],
  ])("%j → %s", (t, n) => expect(wordCount(t)).toBe(n));
});
