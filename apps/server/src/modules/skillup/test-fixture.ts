import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A tiny built content folder with skill-up types, in the shape the content build writes (catalog.json
 * with `skillup` + res/), so the skill-up API tests do not depend on the real content build. Original text.
 */

/** Codes the tests refer to. */
export const SU = {
  grammar: "grammar-choice",
  reading: "reading",
  listening: "listening",
  gc1: { code: "su-gc-1", id: 9101, version: 201 },
  gc2: { code: "su-gc-2", id: 9102, version: 202 },
  read1: { code: "su-read-1", id: 9103, version: 203 },
} as const;

const choice = (questionId: string, text: string, options: string[], right: number) => ({
  index: 0,
  question_id: questionId,
  screen_text: text,
  answers: options.map((content, index) => ({ index, content, correct: index === right ? 1 : 0 })),
});

const gc1 = {
  res_code: SU.gc1.code,
  res_id: SU.gc1.id,
  res_title: "過去形を選ぼう",
  res_version: SU.gc1.version,
  kind: "grammar-choice",
  option_random: 0,
  items: [
    choice("g1", "Yesterday I ___ a kite by the river.", ["fly", "flew"], 1),
    { ...choice("g2", "She ___ her lunch an hour ago.", ["ate", "eats"], 0), index: 1 },
  ],
};

const gc2 = {
  res_code: SU.gc2.code,
  res_id: SU.gc2.id,
  res_title: "前置詞を選ぼう",
  res_version: SU.gc2.version,
  kind: "grammar-choice",
  option_random: 0,
  items: [choice("h1", "The cat is sleeping ___ the sofa.", ["on", "at"], 0)],
};

const read1 = {
  res_code: SU.read1.code,
  res_id: SU.read1.id,
  res_title: "朝の文を読もう",
  res_version: SU.read1.version,
  kind: "sentence-reading",
  items: [{ index: 0, question_id: "r1", screen_en_text: "The bakery opens before sunrise." }],
};

const entry = (r: typeof gc1 | typeof gc2 | typeof read1) => ({
  res_code: r.res_code,
  res_id: r.res_id,
  kind: r.kind,
  res_version: r.res_version,
  title: { ja: r.res_title, en: `${r.res_title} (en)` },
  item_count: r.items.length,
  path: `res/${r.res_code}/${r.res_version}/resource.json`,
});

/**
 * Writes the fixture content folder: three types (grammar choice with two resources, reading with one,
 * listening with none) listed out of order, so the order field decides.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeSkillupContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-skillup-fixture-"));
  const catalog = {
    books: [],
    skillup: [
      {
        type: SU.grammar,
        title: { ja: "文法選択", en: "Grammar choice" },
        order: 6,
        resources: [entry(gc1), entry(gc2)],
      },
      {
        type: SU.reading,
        title: { ja: "音読", en: "Reading aloud" },
        description: { ja: "文を声に出して読みます。", en: "Read sentences aloud." },
        order: 1,
        resources: [entry(read1)],
      },
      { type: SU.listening, title: { ja: "リスニング", en: "Listening" }, order: 2, resources: [] },
    ],
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  for (const r of [gc1, gc2, read1]) {
    const folder = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "resource.json"), JSON.stringify(r));
  }
  return dir;
}
