import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { filterSensitiveWords } from "./filter.ts";

describe("filterSensitiveWords", () => {
  it("masks English words as whole words, keeping the text's length", () => {
    const r = filterSensitiveWords("You are an idiot, and this is crap.");
    expect(r.words).toBe("You are an *****, and this is ****.");
    expect(r.found).toEqual(["idiot", "crap"]);
  });

  it.each([
    "Our class had a great time.",
    "I passed the exam and got a pass.",
    "My assignment is about Massachusetts.",
    "The scrapbook has a picture of Sussex.",
    "I love classical music and my classmates.",
    "He is an assistant at the embassy.",
    "Sextet and Essex are fine words.",
    "Analysis of the skill test.",
  ])("does not hit words that merely contain a listed word: %s", (text) => {
    expect(filterSensitiveWords(text)).toEqual({ words: text, found: [] });
  });

  it("is case- and width-insensitive for English", () => {
    expect(filterSensitiveWords("STUPID game").words).toBe("****** game");
    expect(filterSensitiveWords("ｓｔｕｐｉｄ game").words).toBe("****** game");
    expect(filterSensitiveWords("Stupid!").found).toEqual(["stupid"]);
  });

  it("matches multi-word entries across any spaces", () => {
    const r = filterSensitiveWords("I want to  kill myself.");
    expect(r.words).toBe("I want to  **** ******.");
    expect(r.found).toContain("kill myself");
  });

  it("matches Japanese as substrings, hiragana and katakana alike", () => {
    expect(filterSensitiveWords("おまえなんか死ねばいい").words).toBe("おまえなんか**ばいい");
    expect(filterSensitiveWords("あいつはウザい").words).toBe("あいつは***");
    expect(filterSensitiveWords("ｳｻﾞｲ").words).toBe("****");
    expect(filterSensitiveWords("キモい").words).toBe("***");
  });

  it("leaves ordinary Japanese alone", () => {
    for (const text of [
      "パンばかり食べた",
      "シネマに行こう",
      "机を動かす",
      "そろそろかえろう",
      "おいしいね",
    ]) {
      expect(filterSensitiveWords(text)).toEqual({ words: text, found: [] });
    }
  });

  it("handles empty text and rejects bad input", () => {
    expect(filterSensitiveWords("")).toEqual({ words: "", found: [] });
    expect(() => filterSensitiveWords("a".repeat(20_000))).toThrow(AppError);
    // @ts-expect-error: non-string input from an untyped caller
    expect(() => filterSensitiveWords(42)).toThrow(/string/);
  });
});
