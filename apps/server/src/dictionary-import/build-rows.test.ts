import { describe, expect, it } from "vitest";
import { buildRows } from "./build-rows.ts";
import type { FreedictEntry } from "./freedict.ts";
import type { WordnetLemma, WordnetSynset } from "./wordnet.ts";

describe("merging the dictionary sources", () => {
  const freedict = new Map<string, FreedictEntry>([
    [
      "go",
      {
        display: "go",
        pos: ["noun", "verb"],
        meanings: [
          { pos: "noun", text: "碁", gloss_en: "board game" },
          { pos: "verb", text: "鳴く", gloss_en: "to make a sound" },
          { pos: "verb", text: "動く, 行く", gloss_en: "to work" },
          { pos: "verb", text: "行く, 参る", gloss_en: "to move" },
        ],
      },
    ],
  ]);
  const synsets: WordnetSynset[] = [
    { id: 1, pos: "verb", definition: "move", examples: [], synonyms: ["go", "travel"] },
    { id: 2, pos: "noun", definition: "a dog", examples: [], synonyms: ["dog", "Canis familiaris"] },
  ];
  const lemmas = new Map<string, WordnetLemma>([
    ["go", { display: "go", pos: ["verb", "noun"], synsets: [1] }],
    ["canis familiaris", { display: "Canis familiaris", pos: ["noun"], synsets: [2] }],
    ["zymurgy", { display: "zymurgy", pos: ["noun"], synsets: [2] }],
    ["dog", { display: "dog", pos: ["noun"], synsets: [2] }],
  ]);
  const cmu = new Map([
    ["go", { ipa: "goʊ", vowel: "OW" }],
    ["dog", { ipa: "dɔg", vowel: "AO" }],
  ]);
  const common = new Map([
    ["go", 0],
    ["dog", 0],
  ]);

  it("orders meanings by the word's main part of speech and its recurring translations", () => {
    const rows = buildRows(freedict, { lemmas, synsets }, cmu, common);
    const go = rows.words.find((w) => w.word === "go")!;
    expect(go.meanings_ja.map((m) => m.text)).toEqual(["動く, 行く", "行く, 参る", "鳴く", "碁"]);
    expect(go.ja_short).toBe("行く、動く");
    expect(go.ipa).toBe("goʊ");
    expect(go.sound).toBe("K");
    expect(go.fuzzy).toBe(true);
    expect(rows.jaTerms.filter((t) => t.word_id === go.id).map((t) => t.term)).toEqual([
      "動く",
      "行く",
      "参る",
      "鳴く",
      "碁",
    ]);
  });

  it("keeps learner words only, with ids in word order", () => {
    const rows = buildRows(freedict, { lemmas, synsets }, cmu, common);
    expect(rows.words.map((w) => [w.id, w.word])).toEqual([
      [1, "dog"],
      [2, "go"],
    ]);
    expect(rows.sources).toEqual({ freedict: 1, wordnet: 2, cmudict: 2 });
    expect(rows.synsets.map((s) => s.id)).toEqual([1, 2]);
    expect(
      buildRows(freedict, { lemmas, synsets }, cmu, common, new Set(["dog"])).words.map((w) => w.word),
    ).toEqual(["dog"]);
  });

  it("drops labelled slang and offensive meanings, and words left with nothing to show", () => {
    const fd = new Map<string, FreedictEntry>([
      ...freedict,
      [
        "mug",
        {
          display: "mug",
          pos: ["noun"],
          meanings: [
            { pos: "noun", text: "マグ", gloss_en: "large cup" },
            { pos: "noun", text: "面", gloss_en: "(slang) the face" },
          ],
        },
      ],
      [
        "jigaboo",
        { display: "jigaboo", pos: ["noun"], meanings: [{ text: "x", gloss_en: "offensive term for y" }] },
      ],
      [
        "wop",
        { display: "wop", pos: ["noun"], meanings: [{ pos: "noun", text: "イタ公", gloss_en: "Italian" }] },
      ],
    ]);
    const rows = buildRows(fd, { lemmas, synsets, offensive: new Set(["wop"]) }, cmu, common);
    expect(rows.words.find((w) => w.word === "mug")?.meanings_ja.map((m) => m.text)).toEqual(["マグ"]);
    expect(rows.jaTerms.map((t) => t.term)).not.toContain("面");
    expect(rows.words.map((w) => w.word)).toEqual(["dog", "go", "mug"]);
  });
});
