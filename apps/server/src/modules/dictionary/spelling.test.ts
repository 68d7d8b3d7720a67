import { describe, expect, it } from "vitest";
import { baseCandidates, inflectionKind } from "./inflection.ts";
import { normaliseQuery } from "./normalise.ts";
import { metaphone, spellingDistance, stressedVowel, vowelGuesses } from "./phonetic.ts";

describe("spelling keys", () => {
  it("gives sound-alike spellings the same Metaphone key", () => {
    for (const w of ["night", "nite", "nait", "knight"]) expect(metaphone(w), w).toBe("NT");
    expect(metaphone("phone")).toBe(metaphone("fone"));
    expect(metaphone("thumb")).toBe("0M");
    expect(metaphone("school")).toBe("SKL");
    expect(metaphone("")).toBe("");
  });

  it("guesses the vowel sound of a learner's spelling", () => {
    expect(vowelGuesses("nait").has("AY")).toBe(true);
    expect(vowelGuesses("nite").has("AY")).toBe(true);
    expect(vowelGuesses("night").has("AY")).toBe(true);
    expect(vowelGuesses("cat").has("AE")).toBe(true);
    expect(vowelGuesses("xyz").size).toBeGreaterThan(0);
    expect(vowelGuesses("bcd").size).toBe(0);
    expect(stressedVowel("R IH0 S IY1 V")).toBe("IY");
    expect(stressedVowel("K AE1 T")).toBe("AE");
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(spellingDistance("recieve", "receive")).toBe(1);
    expect(spellingDistance("cat", "cut")).toBe(1);
    expect(spellingDistance("nite", "night")).toBe(3); // found as a sound-alike, not by spelling
    expect(spellingDistance("apple", "banana")).toBe(3);
    expect(spellingDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("inflected forms", () => {
  const bases = (form: string) => baseCandidates(form).map((c) => `${c.base}:${c.kind}`);
  it("lists irregular bases first, then regular endings", () => {
    expect(bases("went")[0]).toBe("go:past");
    expect(bases("children")[0]).toBe("child:plural");
    expect(bases("better")).toContain("good:comparative");
    expect(bases("studies")).toContain("study:3rd_person");
    expect(bases("running")).toContain("run:ing");
    expect(bases("making")).toContain("make:ing");
    expect(bases("stopped")).toContain("stop:past");
    expect(bases("happier")).toContain("happy:comparative");
    expect(bases("lying")[0]).toBe("lie:ing");
    expect(bases("is")).toContain("be:3rd_person");
    expect(bases("go")).toEqual([]);
    expect(bases("猫")).toEqual([]);
  });

  it("calls an -s form of a noun a plural", () => {
    expect(inflectionKind("3rd_person", ["noun"])).toBe("plural");
    expect(inflectionKind("3rd_person", ["verb", "noun"])).toBe("3rd_person");
    expect(inflectionKind("3rd_person", ["noun", "verb"])).toBe("plural");
    expect(inflectionKind("past", ["verb"])).toBe("past");
  });
});

describe("query normalisation", () => {
  it("compares what was typed with the headwords", () => {
    expect(normaliseQuery("  Ｎｉｇｈｔ, ")).toBe("night");
    expect(normaliseQuery("“Don’t”")).toBe("don't");
    expect(normaliseQuery("(give   up)")).toBe("give up");
    expect(normaliseQuery("「猫」")).toBe("猫");
    expect(normaliseQuery("...")).toBe("");
  });
});
