import { describe, expect, it } from "vitest";
import { letterToSound, MODEL_PHONES, pronounce, spellNumber } from "./pronunciation.ts";
import { parseReferenceText, type RefText } from "./reference-text.ts";

describe("reference text", () => {
  it("accepts ISE's BOM and [word] / [content] prefixes and splits words and sentences", () => {
    const r = parseReferenceText("\uFEFF[content]\nI’m Ken. Nice-to-meet you!", "read_sentence") as RefText;
    expect(r.words.map((w) => w.norm)).toEqual(["i'm", "ken", "nice", "to", "meet", "you"]);
    expect(r.words.map((w) => w.content)).toEqual(["I'm", "Ken", "Nice", "to", "meet", "you"]);
    expect(r.sentences).toEqual(["I’m Ken.", "Nice-to-meet you!"]);
    expect(parseReferenceText("[word]\napple", "read_word")).toMatchObject({ words: [{ norm: "apple" }] });
  });

  it("refuses empty and over-long texts", () => {
    expect(parseReferenceText("\uFEFF[word] ... !", "read_sentence")).toBe("empty");
    expect(parseReferenceText("go ".repeat(201), "read_sentence")).toBe("too_long");
    expect(parseReferenceText("a".repeat(401), "read_word")).toBe("too_long");
  });
});

describe("pronunciations for unknown words", () => {
  it("uses the CMU dictionary in the model's phone set, else letter-to-sound", async () => {
    expect(await pronounce("cat")).toBe("K AE T");
    const guess = letterToSound("zorbinski");
    expect(guess.split(" ").every((p) => MODEL_PHONES.has(p))).toBe(true);
    expect(guess.startsWith("Z AO R B")).toBe(true);
    expect(letterToSound("shake")).toBe("SH AE K");
    expect(spellNumber("1990")).toEqual(["nineteen", "ninety"]);
    expect(spellNumber("2005")).toEqual(["two", "thousand", "five"]);
    expect(spellNumber("1st")).toBeUndefined();
    expect(await pronounce("42")).toBe("F AO R T IY T UW");
  });
});
