import { describe, expect, it } from "vitest";
import { splitSentences, tokenize } from "./tokenize.ts";

describe("splitSentences", () => {
  it("splits on . ! ? and line breaks and keeps offsets", () => {
    const text = "I like cats! Do you?\nMr. Tanaka is kind. We met at 7 a.m. Today";
    const s = splitSentences(text);
    expect(s.map((x) => x.text)).toEqual([
      "I like cats!",
      "Do you?",
      "Mr. Tanaka is kind.",
      "We met at 7 a.m. Today",
    ]);
    for (const x of s) expect(text.slice(x.start, x.start + x.text.length)).toBe(x.text);
  });

  it("keeps a title before 'and' inside the sentence: Mr. and Mrs. Brown", () => {
    expect(splitSentences("Mr. and Mrs. Brown live here. Dr. & Mrs. Sato came.").map((x) => x.text)).toEqual([
      "Mr. and Mrs. Brown live here.",
      "Dr. & Mrs. Sato came.",
    ]);
    expect(splitSentences("I met Mr. Sato. and then I left.").map((x) => x.text)).toHaveLength(2);
  });

  it("splits on Japanese full stops even without a space", () => {
    expect(splitSentences("I like sushi。It is good.").map((x) => x.text)).toEqual([
      "I like sushi。",
      "It is good.",
    ]);
  });

  it("returns nothing for blank text", () => {
    expect(splitSentences("  \n ")).toEqual([]);
  });
});

describe("tokenize", () => {
  it("keeps accented words whole: café, Pokémon, Ryūta", () => {
    expect(
      tokenize("Ryūta ate a crêpe at the café.")
        .filter((t) => t.kind === "word")
        .map((t) => t.text),
    ).toEqual(["Ryūta", "ate", "a", "crêpe", "at", "the", "café"]);
  });

  it("keeps contractions together and marks numbers and punctuation", () => {
    expect(tokenize("I don't have 3 pens, Ken.").map((t) => [t.text, t.kind])).toEqual([
      ["I", "word"],
      ["don't", "word"],
      ["have", "word"],
      ["3", "number"],
      ["pens", "word"],
      [",", "punct"],
      ["Ken", "word"],
      [".", "punct"],
    ]);
  });
});
