import { describe, expect, it } from "vitest";
import { isNumberWord, parseNumberAt, parseTimeAt } from "./numbers.ts";

const w = (s: string) => s.split(" ");

describe("parseNumberAt", () => {
  it.each([
    ["7", { value: 7, end: 1 }],
    ["1000 yen", { value: 1000, end: 1 }],
    ["3.5", { value: 3.5, end: 1 }],
    ["2nd", { value: 2, end: 1 }],
    ["six", { value: 6, end: 1 }],
    ["zero", { value: 0, end: 1 }],
    ["thirteen cats", { value: 13, end: 1 }],
    ["thirty", { value: 30, end: 1 }],
    ["twenty one", { value: 21, end: 2 }],
    ["a hundred books", { value: 100, end: 2 }],
    ["one hundred", { value: 100, end: 2 }],
    ["two hundred and fifty", { value: 250, end: 4 }],
    ["a thousand", { value: 1000, end: 2 }],
    ["one thousand two hundred", { value: 1200, end: 4 }],
    ["three million", { value: 3_000_000, end: 2 }],
    // a number word after a unit starts a new number (six thirty is a time, not 36)
    ["six thirty", { value: 6, end: 1 }],
    ["twenty thirty", { value: 20, end: 1 }],
    ["ten five", { value: 10, end: 1 }],
    // "and" only joins after hundred/thousand, and only before a number word
    ["five and six", { value: 5, end: 1 }],
    ["a hundred and", { value: 100, end: 2 }],
    ["a cat", null],
    ["cat", null],
    ["", null],
  ])("%j → %j", (text, want) => expect(parseNumberAt(w(text), 0)).toEqual(want));

  it("starts where asked and stops at the limit", () => {
    expect(parseNumberAt(w("i have twenty one cats"), 2)).toEqual({ value: 21, end: 4 });
    expect(parseNumberAt(w("i have twenty one cats"), 2, 3)).toEqual({ value: 20, end: 3 });
    expect(parseNumberAt(w("i have twenty one cats"), 0)).toBeNull();
  });

  it.each([
    ["seven", true],
    ["hundred", true],
    ["million", true],
    ["and", false],
    [undefined, false],
  ])("isNumberWord(%j) → %s", (word, want) => expect(isNumberWord(word)).toBe(want));
});

describe("parseTimeAt (index after the time)", () => {
  it.each([
    ["seven", 1],
    ["7", 1],
    ["0", 1],
    ["twenty three", 2],
    ["6:30", 1],
    ["6:30 pm", 2],
    ["six thirty", 2],
    ["seven fifteen", 2],
    ["seven forty five", 3],
    ["seven oh five", 3],
    ["7 30", 2],
    ["seven o'clock", 2],
    ["seven o'clock am", 3],
    ["7 pm", 2],
    ["noon", 1],
    ["midnight", 1],
    ["half past six", 3],
    ["a quarter to seven", 4],
    ["quarter past seven pm", 4],
    ["ten past six", 3],
    ["twenty minutes to eight", 4],
    // not times
    ["thirty", null],
    ["25", null],
    ["100", null],
    ["2nd", null],
    ["99:99", null],
    ["half", null],
    ["cat", null],
    ["", null],
  ])("%j → %s", (text, want) => expect(parseTimeAt(w(text), 0)).toBe(want));

  it("reads inside a sentence and respects the limit", () => {
    const words = w("i get up at half past six every day");
    expect(parseTimeAt(words, 4)).toBe(7);
    expect(parseTimeAt(words, 4, 6)).toBeNull();
    expect(parseTimeAt(w("at seven thirty"), 1, 2)).toBe(2);
  });
});
