import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CEFR_STEPS } from "@hibiki/exercises/cefr";

/**
 * A small built content folder with the level test's ten steps (catalog.json `cefr` + res/), so the API
 * tests do not depend on the real item bank: per step a grammar resource of six items whose right option
 * is always the first, and at B2.2 a read-aloud resource (the placement must give one; the step tests
 * the students of these tests take do not reach B2.2). Original text.
 */

export const GRAMMAR_PER_STEP = 6;
const folder = (step: string) => step.toLowerCase().replace(/\./g, "-");

const grammar = (step: string, i: number) => ({
  res_code: `cefr-${folder(step)}-grammar-1`,
  res_id: 9500 + i,
  res_title: `診断 ${step} 文法`,
  res_version: 300 + i,
  kind: "grammar-choice",
  res_level: step,
  cefr_skill: "grammar",
  cefr_type: 3,
  cefr_point: `point of ${step}`,
  option_random: 0,
  items: Array.from({ length: GRAMMAR_PER_STEP }, (_, k) => ({
    index: k,
    question_id: `g${k + 1}`,
    screen_text: `Step ${step} question ${k + 1}: the river ___ wide.`,
    answers: [
      { index: 0, content: "is", correct: 1 },
      { index: 1, content: "are", correct: 0 },
    ],
  })),
});

const reading = {
  res_code: "cefr-b2-2-speaking-1",
  res_id: 9600,
  res_title: "診断 B2.2 音読",
  res_version: 400,
  kind: "single-reading",
  res_level: "B2.2",
  cefr_skill: "speaking",
  cefr_type: 15,
  cefr_point: "reading aloud",
  items: [
    {
      index: 0,
      question_id: "s1",
      category: "read_sentence",
      screen_en_text: "We walked along the quiet beach.",
    },
  ],
};

type Res = ReturnType<typeof grammar> | typeof reading;
const entry = (r: Res) => ({
  res_code: r.res_code,
  res_id: r.res_id,
  kind: r.kind,
  res_version: r.res_version,
  title: { ja: r.res_title, en: `${r.res_title} (en)` },
  item_count: r.items.length,
  path: `res/${r.res_code}/${r.res_version}/resource.json`,
  skill: r.cefr_skill,
  type: r.cefr_type,
  point: r.cefr_point,
});

/**
 * Writes the fixture content folder.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeCefrContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-cefr-fixture-"));
  const all: Res[] = [];
  const cefr = CEFR_STEPS.map((step, i) => {
    const g = grammar(step, i);
    const resources: Res[] = step === "B2.2" ? [g, reading] : [g];
    all.push(...resources);
    return {
      step,
      title: { ja: `${step} の段階`, en: `Step ${step}` },
      can_do: { ja: `${step} でできること`, en: `What ${step} can do` },
      order: i + 1,
      resources: resources.map(entry),
    };
  });
  writeFileSync(join(dir, "catalog.json"), JSON.stringify({ books: [], skillup: [], cefr }));
  for (const r of all) {
    const out = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "resource.json"), JSON.stringify(r));
  }
  return dir;
}
