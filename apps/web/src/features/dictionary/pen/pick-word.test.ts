import { describe, expect, it } from "vitest";
import { normalizeWord, wordAt, wordFromSelection } from "./pick-word.ts";
import { placePopup } from "./popup-position.ts";

describe("wordAt: the word under a caret", () => {
  const text = "Please bring an apron. Talk to Ms. Ito!";
  it.each([
    ["inside a word", text.indexOf("bring") + 2, "bring"],
    ["at a word's first letter", text.indexOf("apron"), "apron"],
    ["just after a word's last letter (right half of it tapped)", text.indexOf("apron") + 5, "apron"],
    ["before trailing punctuation", text.indexOf("Ito") + 3, "Ito"],
    ["an abbreviation keeps its letters only", text.indexOf("Ms") + 1, "Ms"],
  ])("%s", (_name, offset, word) => {
    expect(wordAt(text, offset)?.word).toBe(word);
  });

  it("gives where the word starts and ends in the text", () => {
    expect(wordAt(text, text.indexOf("apron") + 1)).toEqual({
      word: "apron",
      start: text.indexOf("apron"),
      end: text.indexOf("apron") + 5,
    });
  });

  it.each([
    ["on the space after a word", "go home", 2, "go"],
    ["at the text's end after a word", "go home", 7, "home"],
    ["on the comma after a word", "Hello, world", 5, "Hello"],
  ])("a caret %s names that word", (_name, t, offset, word) => {
    expect(wordAt(t, offset)?.word).toBe(word);
  });

  it.each([
    ["Japanese text", "料理部に入ろう！", 2],
    ["a digit run", "at 6 o'clock", 3],
    ["a lone dash", "yes - no", 4],
    ["an empty text", "", 0],
    ["an offset past the end", "cat", 9],
    ["full-width Latin letters (Japanese typography)", "ＡＢＣ", 1],
  ])("finds nothing in %s", (_name, t, offset) => {
    expect(wordAt(t, offset)).toBeNull();
  });

  it("keeps apostrophes and hyphens inside a word, straightens curly ones, drops a possessive", () => {
    expect(wordAt("I don’t know", 4)?.word).toBe("don't");
    expect(wordAt("a well-known song", 5)?.word).toBe("well-known");
    expect(wordAt("Riku's cat", 1)?.word).toBe("Riku");
  });

  it("reads the English word beside Japanese text", () => {
    const mixed = "「study」は勉強する";
    expect(wordAt(mixed, 3)?.word).toBe("study");
    expect(wordAt(mixed, 8)).toBeNull();
  });
});

describe("wordFromSelection: a selected word or short phrase", () => {
  it.each([
    ["a word with its punctuation", "  apron. ", "apron"],
    ["quotes and brackets", "“(curry)”", "curry"],
    ["a two-word phrase", "look after", "look after"],
    ["a phrase across a line break", "in\nfront  of", "in front of"],
    ["a curly possessive", "Mom’s", "Mom"],
  ])("%s", (_name, selected, word) => {
    expect(wordFromSelection(selected)).toBe(word);
  });

  it.each([
    ["Japanese", "勉強"],
    ["English mixed with Japanese", "study 勉強"],
    ["a whole sentence", "Please bring an apron to school."],
    ["digits", "2026"],
    ["punctuation", "...!"],
    ["nothing", "   "],
  ])("ignores %s", (_name, selected) => {
    expect(wordFromSelection(selected)).toBeNull();
  });

  it("refuses anything longer than a lookup accepts", () => {
    expect(normalizeWord("a".repeat(65))).toBeNull();
    expect(normalizeWord("a".repeat(64))).toBe("a".repeat(64));
  });
});

describe("placePopup: the popup beside the word, inside the screen", () => {
  const phone = { width: 390, height: 844 };
  it("fits a 390 px phone with its margins, below a word near the top", () => {
    const p = placePopup({ left: 300, top: 100, width: 60, height: 20 }, phone);
    expect(p.width).toBe(360);
    expect(p.left + p.width).toBeLessThanOrEqual(390 - 8);
    expect(p.left).toBeGreaterThanOrEqual(8);
    expect(p.top).toBe(126);
    expect(p.bottom).toBeUndefined();
  });

  it("opens above a word near the bottom of the screen", () => {
    const p = placePopup({ left: 10, top: 780, width: 40, height: 20 }, phone);
    expect(p.top).toBeUndefined();
    expect(p.bottom).toBe(844 - 780 + 6);
    expect(p.left).toBe(8);
    expect(p.maxHeight).toBeLessThanOrEqual(780);
  });

  it("shrinks to a narrow viewport", () => {
    const p = placePopup({ left: 100, top: 100, width: 40, height: 20 }, { width: 300, height: 600 });
    expect(p.width).toBe(284);
    expect(p.left).toBe(8);
  });
});
