import { describe, expect, it } from "vitest";
import { textWords, trackProgress, wordListOf } from "./tracking.ts";

const words = textWords("The bus to Nara leaves at nine, doesn't it?");

describe("live tracking", () => {
  it("follows the heard words through the text, ignoring case and punctuation", () => {
    const p = trackProgress(words, "the bus to nara");
    expect(p.reached).toBe(4);
    expect(p.heard.slice(0, 5)).toEqual([true, true, true, true, false]);
  });

  it("steps over a skipped word but not over a misheard one far ahead", () => {
    expect(trackProgress(words, "the bus nara leaves").reached).toBe(5);
    expect(trackProgress(words, "the bus it").reached).toBe(2);
  });

  it("keeps apostrophes and reaches the end", () => {
    const p = trackProgress(words, "The bus to Nara leaves at nine doesn't it");
    expect(p.reached).toBe(words.length);
    expect(p.heard.every(Boolean)).toBe(true);
  });

  it("starts at the beginning with nothing heard", () => {
    expect(trackProgress(words, "")).toEqual({ heard: words.map(() => false), reached: 0 });
  });
});

describe("word list", () => {
  it("marks every shown word with its evaluation, keeping the text's punctuation", () => {
    const list = wordListOf("Ken plays tennis, too.", [
      { text: "Ken", mark: "ok" },
      { text: "plays", mark: "mispronounced" },
      { text: "tennis", mark: "ok" },
      { text: "too", mark: "omitted" },
    ]);
    expect(list).toEqual([
      { text: "Ken", mark: "ok" },
      { text: "plays", mark: "mispronounced" },
      { text: "tennis,", mark: "ok" },
      { text: "too.", mark: "omitted" },
    ]);
  });

  it("leaves words the evaluation does not name unmarked", () => {
    expect(wordListOf("Good morning, Mr. Sato.", [{ text: "good", mark: "ok" }]).map((w) => w.mark)).toEqual([
      "ok",
      null,
      null,
      null,
    ]);
    expect(wordListOf("Hello there", []).every((w) => w.mark === null)).toBe(true);
  });
});
