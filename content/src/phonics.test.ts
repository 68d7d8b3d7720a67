import { beforeAll, describe, expect, it } from "vitest";
import { buildErrors as build } from "./build-errors-fixture.ts";
import { formatContentError } from "./errors.ts";
import { PHONEME_IDS } from "./phonics.ts";
import { type RealContent, readRealContent } from "./real-content.ts";

const phoneme = (id: string, over: Record<string, string> = {}) => {
  const f = {
    id,
    arpabet: id.toUpperCase(),
    group: "consonant",
    order: "1",
    mouth: `${id}.svg`,
    pairs: `[{ word: right, other: light, contrast: l }]`,
    ...over,
  };
  return `id: ${f.id}
arpabet: ${f.arpabet}
ipa: "ɹ"
group: ${f.group}
order: ${f.order}
name_ja: r の音
how_ja: 舌先をどこにも付けずに後ろへ丸めます。
confused_with_ja: 日本語のラ行は舌先で上の歯ぐきを弾きます。
tip_ja: 「ウ」を小さく前につけるつもりで。
mouth: ${f.mouth}
examples:
  - { word: red, ja: 赤い }
  - { word: rice, ja: 米 }
  - { word: run, ja: 走る }
minimal_pairs: ${f.pairs}
`;
};
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>口の形</title></svg>`;

describe("phonics in the content build", () => {
  it("holds each phoneme to its id, group, pairs and picture, and wants every phone of the model", async () => {
    const text = await build({
      "phonics/r.yaml": phoneme("r", { arpabet: "L", group: "vowel" }),
      "phonics/l.yaml": phoneme("l", { pairs: "[{ word: light, other: light, contrast: xx }]", order: "2" }),
      "phonics/s.yaml": phoneme("s", { order: "3" }),
      "phonics/mouth/r.svg": SVG,
      "phonics/mouth/l.svg": `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
    });
    expect(text).toContain("arpabet must be R");
    expect(text).toContain("r is a consonant");
    expect(text).toContain("contrast must name another phoneme's id");
    expect(text).toContain("a minimal pair has two different words");
    expect(text).toContain("mouth/s.svg is missing");
    expect(text).toContain("a mouth picture has a <title>");
    expect(text).toContain("a mouth picture holds no script");
    expect(text).toContain("phoneme zh is missing");
  });
});

describe("the real phonics content", () => {
  let real: RealContent;
  beforeAll(async () => {
    real = await readRealContent();
  });

  it("builds all 39 phonemes in order with their pictures, r and l paired", async () => {
    expect(real.summary.errors.map(formatContentError)).toEqual([]);
    expect(real.catalog?.phonics).toEqual({ count: 39, path: "phonics/phonemes.json" });
    const [built] = [
      ...(
        await real.read<{ phonemes: Array<Record<string, unknown>> }>([
          { res_code: "phonics", path: "phonics/phonemes.json" },
        ])
      ).values(),
    ];
    const phonemes = built?.phonemes as Array<{ id: string; minimal_pairs: Array<{ contrast: string }> }>;
    expect(phonemes.map((p) => p.id).sort()).toEqual(Object.values(PHONEME_IDS).flat().sort());
    const r = phonemes.find((p) => p.id === "r");
    expect(r?.minimal_pairs.some((m) => m.contrast === "l")).toBe(true);
  });
});
