import { describe, expect, it } from "vitest";
import {
  cleanWord,
  collectablePoorlyWords,
  isPoorlyWordEligible,
  practiceWords,
  splitPoorlyWords,
} from "./poorly-words.ts";

const ctx = { collected: ["Library"], blacklist: ["the", "Tokyo", "1990s"] };

describe("isPoorlyWordEligible", () => {
  it.each([
    ["museum", true],
    ["museum,", true],
    ["don't", false],
    ["it\u2019s", false],
    ["2024", false],
    ["3rd", false],
    ["library", false],
    ["THE", false],
    ["tokyo", false],
    ["", false],
    ["...", false],
  ])("%j → %s", (w, want) => expect(isPoorlyWordEligible(w, ctx)).toBe(want));
  it("without context any plain word is eligible", () => expect(isPoorlyWordEligible("library")).toBe(true));
});

describe("poorly_words field helpers", () => {
  it("cleans punctuation", () => expect(cleanWord("\u201Chello!\u201D")).toBe("hello"));
  it("splits the | joined field without empties or duplicates", () => {
    expect(splitPoorlyWords("river||forest|river| ")).toEqual(["river", "forest"]);
    expect(splitPoorlyWords(undefined)).toEqual([]);
  });
  it("joins only collectable, distinct words", () => {
    expect(collectablePoorlyWords(["River", "river.", "can't", "the", "42", "forest"], ctx)).toBe(
      "River|forest",
    );
  });
});

describe("practiceWords (練習したい語, issue 16 #9)", () => {
  const lists = { excluded: ["at", "the", "sushi", "i"], whiteList: ["Tokyo", "Emma"] };
  it("drops config poorly_words, apostrophes and numbers, whatever the case", () => {
    expect(practiceWords(["at", "The", "guitar", "don't", "3rd", "sushi", "evening"], lists)).toEqual([
      "guitar",
      "evening",
    ]);
  });
  it("keeps a capitalised name only when white_list_words accepts it (as written)", () => {
    expect(practiceWords(["Ken", "Tokyo", "emma", "Emma", "Osaka"], lists)).toEqual(["Tokyo", "emma"]);
  });
  it("does not take a sentence's first word for a name", () => {
    expect(practiceWords([{ text: "Practice", sentenceStart: true }, { text: "Ken" }], lists)).toEqual([
      "practice",
    ]);
  });
  it("without lists applies only the spec's fixed rules", () => {
    expect(practiceWords(["at", "river,", "River"])).toEqual(["at", "river"]);
  });
});
