import { describe, expect, it } from "vitest";
import type { ColouredWord } from "./evaluate-html.ts";
import { collectTips, MAX_TIP_WORDS } from "./pronunciation-tips.ts";

const w = (text: string, ...notes: NonNullable<ColouredWord["notes"]>): ColouredWord => ({
  text,
  mark: "mispronounced",
  notes,
});

describe("collectTips", () => {
  it("keeps the three most frequent tips, ties in the order they first occur", () => {
    const tips = collectTips([
      w("think", { phone: "th", heard: "s", tip: "th-s" }),
      w("very", { phone: "v", heard: "b", tip: "v-b" }, { phone: "r", heard: "l", tip: "r-l" }),
      w("right", { phone: "r", heard: "l", tip: "r-l" }),
      w("desk", { phone: "k", tip: "vowel-added" }),
      w("sit", { phone: "s", heard: "sh", tip: "si-shi" }),
      w("ready", { phone: "r", heard: "l", tip: "r-l" }),
      w("guitar", { phone: "ih", heard: "iy" }),
    ]);
    expect(tips.map((t) => [t.tip, t.count])).toEqual([
      ["r-l", 3],
      ["th-s", 1],
      ["v-b", 1],
    ]);
    expect(tips[0]?.words.map((x) => [x.text, x.letters])).toEqual([
      ["very", [2, 3]],
      ["right", [0, 1]],
      ["ready", [0, 1]],
    ]);
  });

  it("lists a word once per tip however often it was read, and counts the words beyond the limit", () => {
    const words = ["left", "life", "love", "light", "late", "long", "look"].map((t) =>
      w(t, { phone: "l", heard: "r", tip: "l-r" }),
    );
    const [tip] = collectTips([...words, w("LEFT", { phone: "l", heard: "r", tip: "l-r" })]);
    expect(tip?.count).toBe(8);
    expect(tip?.words.map((x) => x.text)).toEqual(["left", "life", "love", "light", "late"]);
    expect(tip?.words).toHaveLength(MAX_TIP_WORDS);
    expect(tip?.moreWords).toBe(2);
  });

  it("is empty when no phone has a tip", () => {
    expect(collectTips([w("guitar", { phone: "ih", heard: "iy" }), { text: "Ken", mark: "ok" }])).toEqual([]);
  });
});
