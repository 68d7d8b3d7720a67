import { describe, expect, it } from "vitest";
import { normalizeTtsText, TTS_TEXT_MAX } from "./validate-text.ts";

describe("normalizeTtsText", () => {
  it.each([
    ["  Hello,\n  world!  ", "Hello, world!"],
    ["Ｉ ｌｉｋｅ ｔｅａ．", "I like tea."],
    ["\u201CIt\u2019s fine,\u201D she said\u2026", '"It\'s fine," she said...'],
    ["Room 101 - floor 3", "Room 101 - floor 3"],
  ])("accepts %j as %j", (raw, expected) => {
    expect(normalizeTtsText(raw)).toEqual({ ok: true, text: expected });
  });

  it.each([
    ["", "empty"],
    ["   \n ", "empty"],
    ["?!...", "empty"],
    ["x".repeat(TTS_TEXT_MAX + 1), "too_long"],
    ["hello\u0000world", "control_chars"],
    ["bell\u0007", "control_chars"],
    ["right-to-left \u202E trick", "control_chars"],
    ["こんにちは hello", "not_english"],
    ["café", "not_english"],
    ["emoji 😀", "not_english"],
  ])("refuses %j (%s)", (raw, problem) => {
    expect(normalizeTtsText(raw)).toEqual({ ok: false, problem });
  });

  it("counts the limit after normalising whitespace", () => {
    const padded = `  ${"a".repeat(TTS_TEXT_MAX)}   `;
    expect(normalizeTtsText(padded).ok).toBe(true);
  });
});
