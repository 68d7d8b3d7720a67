import { describe, expect, it } from "vitest";
import { highlightOf } from "./highlight.ts";
import { phonePercentOf } from "./marking.ts";
import { challengeItems, practiceItems } from "./papers.ts";
import type { PhonemeEntry, Phonics } from "./phonemes.ts";
import { wordXml } from "./test-fixture.ts";

/** A seeded random source, so papers are the same every run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const entry = (id: string, pairs = 1): PhonemeEntry => ({
  id,
  arpabet: id.toUpperCase(),
  ipa: id,
  group: "consonant",
  order: 1,
  name_ja: id,
  how_ja: "",
  confused_with_ja: "",
  tip_ja: "",
  mouth: `${id}.svg`,
  examples: ["a", "b", "c", "d"].map((w) => ({ word: `${id}${w}`, ja: w })),
  minimal_pairs: Array.from({ length: pairs }, (_, k) => ({
    word: `${id}x${k}`,
    other: `${id}y${k}`,
    contrast: "zz",
  })),
});

const phonicsOf = (list: PhonemeEntry[]): Phonics => ({
  list,
  byId: new Map(list.map((p) => [p.id, p])),
  highlight: () => null,
  mouth: async () => ({ svg: "", title: "" }),
});

describe("phonogram papers", () => {
  it("a practice paper takes turns: choose, say, choose, say… with at most eight items", () => {
    const p = entry("r", 6);
    const items = practiceItems(phonicsOf([p]), p, seeded(1));
    expect(items).toHaveLength(8);
    expect(items.map((i) => i.kind)).toEqual([
      "choose",
      "say",
      "choose",
      "say",
      "choose",
      "say",
      "choose",
      "say",
    ]);
    for (const i of items.filter((i) => i.kind === "choose")) {
      expect([i.word, i.other].sort()).toEqual([...i.options].sort());
      expect(i.options).toHaveLength(2);
    }
    // a phoneme without pairs: only words to say
    const lone = entry("zh", 0);
    expect(practiceItems(phonicsOf([lone]), lone, seeded(2)).every((i) => i.kind === "say")).toBe(true);
  });

  it("a challenge puts the weak phonemes in first and fills the rest at random", () => {
    const list = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].map((id) => entry(`p${id}`));
    const recent = new Map([
      ["ph", 10],
      ["pc", 40],
      ["pa", 90],
    ]);
    for (const seed of [1, 2, 3, 4, 5]) {
      const items = challengeItems(phonicsOf(list), recent, 60, seeded(seed));
      expect(items).toHaveLength(12);
      const ids = new Set(items.map((i) => i.phoneme_id));
      expect(ids.size).toBe(6);
      expect(ids.has("ph") && ids.has("pc")).toBe(true);
      expect(items.map((i) => i.item_id)).toEqual(items.map((_, k) => `i${k + 1}`));
    }
  });
});

describe("the letters that spell a phoneme", () => {
  it.each([
    ["right", "r", "R AY1 T", [0, 1]],
    ["light", "ay", "L AY1 T", [1, 2]],
    ["think", "th", "TH IH1 NG K", [0, 2]],
    ["sink", "ng", "S IH1 NG K", [2, 3]],
    ["berry", "iy", "B EH1 R IY0", [4, 5]],
    ["very", "v", "V EH1 R IY0", [0, 1]],
    ["cake", "ey", "K EY1 K", [1, 2]],
    ["bird", "er", "B ER1 D", [1, 3]],
    ["back", "k", "B AE1 K", [2, 4]],
    ["cat", "th", "K AE1 T", null],
  ])("%s /%s/", (word, phone, pron, expected) => {
    expect(highlightOf(word, phone, pron)).toEqual(expected);
  });
});

describe("the phone's score in a kept evaluation", () => {
  it("is the mean of the phoneme's phones, else the word's score; an omitted word or a rejected reading is 0", () => {
    expect(
      phonePercentOf(
        wordXml(
          "red",
          [
            ["r", 4.5],
            ["eh", 2],
            ["d", 2],
          ],
          2,
        ),
        "red",
        "r",
      ),
    ).toBe(90);
    expect(
      phonePercentOf(
        wordXml(
          "error",
          [
            ["eh", 4],
            ["r", 2],
            ["er", 3],
            ["r", 3],
          ],
          3,
        ),
        "error",
        "r",
      ),
    ).toBe(50);
    expect(phonePercentOf(wordXml("red", [], 3.5), "red", "r")).toBe(70);
    expect(phonePercentOf(wordXml("red", [["r", 4]]), "bed", "r")).toBeNull();
    expect(
      phonePercentOf(
        wordXml("red", [["r", 4]]).replace('dp_message="0" global', 'dp_message="16" global'),
        "red",
        "r",
      ),
    ).toBe(0);
    expect(
      phonePercentOf(
        wordXml("red", [["r", 4]]).replace('is_rejected="false"', 'is_rejected="true"'),
        "red",
        "r",
      ),
    ).toBe(0);
  });
});
