import { describe, expect, it } from "vitest";
import {
  CUSTOM_READING_MAX_CHARS,
  CUSTOM_READING_RULES,
  type CustomReadingRule,
  checkCustomText,
  customTextCategory,
  customTextKey,
  customTextLength,
  customTextWordCount,
  normalizeCustomText,
} from "./index.ts";

const ruleOf = (raw: string): CustomReadingRule | null => {
  const r = checkCustomText(raw);
  return r.ok ? null : r.rule;
};

describe("custom reading text rules", () => {
  it.each<[string, string, CustomReadingRule | null]>([
    // empty
    ["empty", "", "empty"],
    ["only spaces", "    ", "empty"],
    ["only line breaks and tabs", "\n\t \r\n", "empty"],
    // length: exactly 50 passes, 51 is too long (counted after trimming)
    ["exactly 50 characters", `I like ${"a".repeat(43)}`, null],
    ["51 characters", `I like ${"a".repeat(44)}`, "too_long"],
    ["50 characters with spaces around", `   I like ${"a".repeat(43)}   `, null],
    ["spaces inside collapse before counting", `I  like ${"a".repeat(43)}`, null],
    // special symbols
    ["at sign", "Mail me @ school.", "special_symbol"],
    ["hash", "I love #music", "special_symbol"],
    ["slash", "yes/no", "special_symbol"],
    ["ampersand", "Tom & Jerry", "special_symbol"],
    ["underscore", "my_dog", "special_symbol"],
    ["square bracket", "Read [this]", "special_symbol"],
    ["backtick", "It`s fine", "special_symbol"],
    ["emoji", "I like cats 😺", "special_symbol"],
    ["flag emoji", "Go Japan 🇯🇵", "special_symbol"],
    ["heart with selector", "I ❤️ you", "special_symbol"],
    ["copyright sign", "Hibiki © 2026", "special_symbol"],
    ["control character", "Hello\u0007 there", "special_symbol"],
    ["special before full-width", "こんにちは @ Ken", "special_symbol"],
    // allowed punctuation
    ["sentence punctuation", `"Hi," she said; then: (yes) - ok!`, null],
    ["apostrophe", "I don't know.", null],
    // full-width
    ["Japanese", "I like すし.", "full_width"],
    ["all Japanese", "こんにちは", "full_width"],
    ["full-width letters", "Ｈｅｌｌｏ", "full_width"],
    ["full-width digits", "I am １４.", "full_width"],
    ["ideographic space", "I\u3000like it.", "full_width"],
    ["full-width comma (not in the config's list)", "Yes，I do.", "full_width"],
    ["accented letter", "I like café.", "full_width"],
    // curly quotes and full-width ? ! are normalised first, so they pass
    ["curly apostrophe normalised", "I\u2019m fine.", null],
    ["curly double quotes normalised", "\u201CHello,\u201D he said.", null],
    ["full-width question mark normalised", "Are you OK\uFF1F", null],
    ["full-width exclamation mark normalised", "Great\uFF01", null],
    // digit runs: 4 in a row pass, 5 do not
    ["4 digits", "It is 2026 now.", null],
    ["5 digits", "My number is 12345.", "digit_run"],
    ["digits split by a comma", "It costs 10,000 yen.", null],
    // symbol runs: 2 pass, 3 do not; "..." is one mark; quotes, parentheses and spaces are skipped
    ["two marks", "Really?!", null],
    ["three marks", "Wow!!!", "symbol_run"],
    ["three marks with spaces", "Wow! ! !", "symbol_run"],
    ["ellipsis", "Wait... what?", null],
    ["ellipsis then a mark", "Wait...!", null],
    ["five dots", "Wait.....", "symbol_run"],
    ["marks around a closing quote", `"Why?!"`, null],
    ["marks around a quote make three", `"Why?!" - yes`, "symbol_run"],
    ["dashes", "- - - go", "symbol_run"],
    // an English word is needed
    ["digits only", "1234", "no_word"],
    ["digits and marks", "12, 34!", "no_word"],
    ["a one-letter word", "I", null],
  ])("%s", (_name, raw, rule) => {
    expect(ruleOf(raw)).toBe(rule);
  });

  it("reports the first broken rule in the order of the spec", () => {
    expect(CUSTOM_READING_RULES).toEqual([
      "empty",
      "too_long",
      "special_symbol",
      "full_width",
      "digit_run",
      "symbol_run",
      "no_word",
    ]);
    // too long wins over everything after it
    expect(ruleOf(`@ ${"あ".repeat(60)}`)).toBe("too_long");
    // full-width wins over a long run of digits
    expect(ruleOf("123456 ですね")).toBe("full_width");
    expect(ruleOf("123456 !!!")).toBe("digit_run");
  });

  it("normalises the text it stores and counts what the counter shows", () => {
    expect(normalizeCustomText("  I\u2019m   here\n\tnow\uFF01 ")).toBe("I'm here now!");
    expect(checkCustomText("  Hello   world ")).toEqual({ ok: true, text: "Hello world", length: 11 });
    expect(customTextLength(`  ${"b".repeat(CUSTOM_READING_MAX_CHARS)}  `)).toBe(CUSTOM_READING_MAX_CHARS);
    // an emoji counts as one character
    expect(customTextLength("Hi 😺")).toBe(4);
  });

  it("counts words, picks the engine's category and gives the duplicate key", () => {
    expect(customTextWordCount("I don't like it.")).toBe(4);
    expect(customTextWordCount("It is 2026.")).toBe(3);
    expect(customTextCategory("Hello!")).toBe("read_word");
    expect(customTextCategory("I like apples.")).toBe("read_sentence");
    expect(customTextCategory("I like apples. Do you?")).toBe("read_chapter");
    expect(customTextCategory("It costs 3.5 dollars.")).toBe("read_sentence");
    expect(customTextKey("Hello World")).toBe(customTextKey("hello world"));
  });
});
