import { describe, expect, it } from "vitest";
import { lettersOf, noteSymbols, phoneSymbol } from "./phone-symbols.ts";

describe("phone symbols", () => {
  it.each([
    ["th", undefined, "θ"],
    ["dh", undefined, "ð"],
    ["r", undefined, "r"],
    ["sh", undefined, "ʃ"],
    ["ng", undefined, "ŋ"],
    ["ah", undefined, "ʌ"],
    ["ah", "schwa", "ə"],
    ["xx", undefined, "xx"],
  ] as const)("shows %s (tip %s) as %s", (phone, tip, symbol) => {
    expect(phoneSymbol(phone, tip)).toBe(symbol);
  });

  it("names a note as its symbols, with the phone heard when there is one", () => {
    expect(noteSymbols({ phone: "r", heard: "l", tip: "r-l" })).toBe("/r/ → /l/");
    expect(noteSymbols({ phone: "k", tip: "vowel-added" })).toBe("/k/");
    expect(noteSymbols({ phone: "s", heard: "sh" })).toBe("/s/ → /ʃ/");
    // the vowel heard with vowel-added came after the consonant, not instead of it
    expect(noteSymbols({ phone: "k", heard: "uw", tip: "vowel-added" })).toBe("/k/ + /uː/");
  });
});

describe("lettersOf", () => {
  const hl = (word: string, phone: string, final = false) => {
    const at = lettersOf(word, phone, final);
    return at ? `${word.slice(0, at[0])}[${word.slice(at[0], at[1])}]${word.slice(at[1])}` : null;
  };

  it.each([
    ["right", "r", false, "[r]ight"],
    ["Really", "r", false, "[R]eally"],
    ["think", "th", false, "[th]ink"],
    ["this", "dh", false, "[th]is"],
    ["very", "v", false, "[v]ery"],
    ["phone", "f", false, "[ph]one"],
    ["sit", "s", false, "[s]it"],
    ["city", "s", false, "[c]ity"],
    // a final consonant is the last spelling, before nothing but a silent e
    ["desk", "k", true, "des[k]"],
    ["make", "k", true, "ma[k]e"],
    ["evening", "ng", true, "eveni[ng]"],
    ["called", "d", true, "call[ed]"],
    ["have", "v", true, "ha[ve]"],
    ["five", "v", false, "fi[ve]"],
    ["dog.", "g", true, "do[g]."],
  ])("highlights %s /%s/ (final %s) as %s", (word, phone, final, expected) => {
    expect(hl(word, phone, final)).toBe(expected);
  });

  it.each([
    ["mirror", "r", false],
    ["revive", "v", false],
    ["about", "ah", false],
    ["of", "v", true],
    ["box", "k", true],
  ])(
    "names only, without a highlight, %s /%s/: vowels and spellings that are absent or repeat",
    (word, phone, final) => {
      expect(lettersOf(word, phone, final)).toBeNull();
    },
  );
});
