import type { EikenWordCard } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { buildWordItems, spellingMatches, testTypeAt } from "./items.ts";

const card = (word: string, pos: string, ja: string): EikenWordCard => ({
  word,
  pos,
  ja,
  ipa: "x",
  example: `A ${word}.`,
  example_ja: "例",
});
const pool = [
  card("apple", "noun", "りんご"),
  card("river", "noun", "川"),
  card("desk", "noun", "机"),
  card("cloud", "noun", "雲"),
  card("stream", "noun", "川"),
  card("run", "verb", "走る"),
  card("swim", "verb", "泳ぐ"),
];

describe("Eiken word items", () => {
  it("gives four distinct options with the word's own gloss once, preferring its part of speech", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const [item] = buildWordItems([pool[1]!], pool, {
        mode: "learning",
        speaking: true,
        seed,
        isNew: () => true,
      });
      const shown = item!.options.map((o) => o.content);
      expect(new Set(shown).size).toBe(4);
      // "stream" shares the gloss 川 and is never a distractor
      expect(shown.filter((s) => s === "川")).toHaveLength(1);
      expect(shown[item!.correct_index]).toBe("川");
      expect(shown.some((s) => s === "走る" || s === "泳ぐ")).toBe(false);
    }
  });

  it("is the same for the same seed and moves the answer between seeds", () => {
    const make = (seed: string) =>
      buildWordItems(pool.slice(0, 4), pool, { mode: "training", speaking: true, seed, isNew: () => false });
    expect(make("s1")).toEqual(make("s1"));
    const places = new Set(["s1", "s2", "s3", "s4", "s5", "s6"].map((s) => make(s)[0]!.correct_index));
    expect(places.size).toBeGreaterThan(1);
  });

  it("rotates training through meaning, listening, spelling and reading (no reading without a microphone)", () => {
    const items = buildWordItems(pool.slice(0, 4), pool, {
      mode: "training",
      speaking: true,
      seed: "x",
      isNew: () => false,
    });
    expect(items.map((i) => i.test_type)).toEqual(["meaning", "listening", "spelling", "reading"]);
    expect(items[1]).toMatchObject({ screen_text: "", correct_answer: "river" });
    expect(items[2]).toMatchObject({ screen_text: "机", options: [], correct_answer: "desk" });
    expect([0, 1, 2, 3, 4].map((i) => testTypeAt("training", i, false))).toEqual([
      "meaning",
      "listening",
      "spelling",
      "meaning",
      "listening",
    ]);
  });

  it("accepts a spelling whatever its case, spacing or curly apostrophe, and nothing else", () => {
    expect(spellingMatches("  Apple ", "apple")).toBe(true);
    expect(spellingMatches("don\u2019t", "don't")).toBe(true);
    expect(spellingMatches("look  after", "look after")).toBe(true);
    expect(spellingMatches("aple", "apple")).toBe(false);
    expect(spellingMatches("", "apple")).toBe(false);
  });
});
