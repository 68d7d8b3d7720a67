import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A small built content folder with six phonemes (catalog.json `phonics` + phonics/phonemes.json and mouth
 * pictures), so the API tests do not depend on the real content. Three contrasts: r/l, th/s, v/b. Original
 * text.
 */
const phoneme = (
  id: string,
  ipa: string,
  order: number,
  examples: string[],
  pairs: Array<[string, string, string]>,
) => ({
  id,
  arpabet: id.toUpperCase(),
  ipa,
  group: "consonant",
  order,
  name_ja: `${ipa} の音`,
  how_ja: `${ipa} の作り方の説明です。`,
  confused_with_ja: `${ipa} と似た日本語の音の説明です。`,
  tip_ja: `${ipa} のこつです。`,
  mouth: `${id}.svg`,
  examples: examples.map((word, k) => ({ word, ja: `例${k + 1}` })),
  minimal_pairs: pairs.map(([word, other, contrast]) => ({ word, other, contrast })),
});

export const PHONICS_FIXTURE = [
  phoneme(
    "r",
    "r",
    1,
    ["red", "rain", "tree"],
    [
      ["right", "light", "l"],
      ["rock", "lock", "l"],
    ],
  ),
  phoneme("l", "l", 2, ["lemon", "blue", "ball"], [["light", "right", "r"]]),
  phoneme("th", "θ", 3, ["three", "math", "thank"], [["think", "sink", "s"]]),
  phoneme("s", "s", 4, ["sun", "bus", "sea"], [["sink", "think", "th"]]),
  phoneme("v", "v", 5, ["van", "love", "five"], [["very", "berry", "b"]]),
  phoneme("b", "b", 6, ["bag", "cab", "book"], [["berry", "very", "v"]]),
];

/**
 * Writes the folder.
 * @returns its path
 */
export function writePhonicsContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-phonics-"));
  mkdirSync(join(dir, "phonics", "mouth"), { recursive: true });
  writeFileSync(join(dir, "phonics", "phonemes.json"), JSON.stringify({ phonemes: PHONICS_FIXTURE }));
  for (const p of PHONICS_FIXTURE)
    writeFileSync(
      join(dir, "phonics", "mouth", p.mouth),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${p.ipa} を言うときの口の形 &amp; 舌</title><circle cx="5" cy="5" r="4"/></svg>`,
    );
  writeFileSync(
    join(dir, "catalog.json"),
    JSON.stringify({ books: [], phonics: { count: PHONICS_FIXTURE.length, path: "phonics/phonemes.json" } }),
  );
  return dir;
}

/**
 * An ISE-shaped XML of one word read, with its phones' scores (0-5), as speech/ise-xml.ts writes it.
 * @param word - the word
 * @param phones - [phone, score] in order
 * @param total - the word's score
 * @returns the XML
 */
export function wordXml(word: string, phones: Array<[string, number]>, total = 3): string {
  const ph = phones
    .map(
      ([p, s], k) =>
        `<phone beg_pos="${k * 10}" end_pos="${k * 10 + 9}" content="${p}" dp_message="0" score="${s}"/>`,
    )
    .join("");
  return `<?xml version="1.0" ?>
<xml_result><read_word lan="en" type="study"><rec_paper>
<read_word accuracy_score="${total}" content="${word}" except_info="0" fluency_score="${total}" integrity_score="5" is_rejected="false" total_score="${total}">
<sentence content="${word}"><word beg_pos="0" end_pos="${phones.length * 10}" content="${word}" dp_message="0" global_index="0" index="0" total_score="${total}"><syll content="${phones.map(([p]) => p).join(" ")}">${ph}</syll></word></sentence>
</read_word></rec_paper></read_word></xml_result>`;
}
