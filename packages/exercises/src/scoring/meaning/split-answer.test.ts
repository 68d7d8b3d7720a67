import { describe, expect, it } from "vitest";
import { answerWordCount, answerWords, hasSentencePunctuation, splitAnswer } from "./split-answer.ts";

describe("splitAnswer", () => {
  it.each([
    ["I like cats.", [["i", "like", "cats"]]],
    [
      "I LIKE Cats!! Do you?",
      [
        ["i", "like", "cats"],
        ["do", "you"],
      ],
    ],
    ["I\u2019m fine; thanks", [["i'm", "fine"], ["thanks"]]],
    ["Ｉ ｌｉｋｅ ｃａｔｓ．", [["i", "like", "cats"]]],
    [
      "line one\nline two",
      [
        ["line", "one"],
        ["line", "two"],
      ],
    ],
    ["Mr. Sato is here.", [["mr", "sato", "is", "here"]]],
    ["I get up at 6:30 a.m. every day.", [["i", "get", "up", "at", "6:30", "am", "every", "day"]]],
    ["It costs 1,000 yen, or 3.5 dollars.", [["it", "costs", "1000", "yen", "or", "3.5", "dollars"]]],
    ["twenty-one ice-cream cones", [["twenty", "one", "ice", "cream", "cones"]]],
    ["It's seven o'clock", [["it's", "seven", "o'clock"]]],
    ["the boys' room", [["the", "boys", "room"]]],
    ["...", []],
    ["", []],
  ])("%j → %j", (text, want) => expect(splitAnswer(text)).toEqual(want));
});

describe("hasSentencePunctuation", () => {
  it.each([
    ["a boy is kicking a ball", false],
    ["a boy is kicking a ball.", true],
    ["one. two", true],
    ["line one\nline two", true],
    ["it is 3.5 meters", false],
    ["at 7 a.m. every day", false],
    ["words then a newline\n", false],
  ])("%j → %s", (text, want) => expect(hasSentencePunctuation(text)).toBe(want));
});

describe("answerWords / answerWordCount", () => {
  it.each([
    ["I'm a student.", ["i'm", "a", "student"]],
    ["  Hello ,  world ! ", ["hello", "world"]],
    ["It's 6:30.", ["it's", "6:30"]],
    ["!!!", []],
  ])("%j → %j", (text, want) => {
    expect(answerWords(text)).toEqual(want);
    expect(answerWordCount(text)).toBe(want.length);
  });
});
