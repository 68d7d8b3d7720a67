import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { EIKEN_FORMAT, EIKEN_GRADES } from "@hibiki/exercises/eiken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { formatContentError } from "./errors.ts";
import { type RealContent, readRealContent } from "./real-content.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

const meta = (code: string, kind: string, extra: string) => `meta:
  res_code: ${code}
  kind: ${kind}
  res_title: 英検 ${code}
  res_title_en: Eiken ${code}
${extra}`;
const gap = (code: string, grade: string, set: string, n: number, section = "vocab-gap") =>
  `${meta(code, "grammar-choice", `  eiken_grade: "${grade}"\n  eiken_section: ${section}\n  eiken_set: ${set}\n`)}items:
${Array.from(
  { length: n },
  (_, i) => `  - question_id: q${i + 1}
    screen_text: My cat ___ on the sofa.
    answers:
      - { content: sleeps, correct: true }
      - { content: sleep }
`,
).join("")}`;
const listening = (code: string, plays: number) =>
  `${meta(
    code,
    "listening-choice",
    `  eiken_grade: "3"\n  eiken_section: listen-2\n  eiken_set: practice\n  eiken_plays: ${plays}\n  speakers:\n    - { name: Ann, type: single, voice: slt }\n`,
  )}items:
  - question_id: l1
    screen_text: Where is Ann going?
    audio_script:
      - { speaker: Ann, text: "I am going to the library." }
    answers:
      - { content: To the library., correct: true }
      - { content: To the park. }
`;
const writing = (code: string, section: string, min: number, max: number, extra: string, grade = "3") =>
  `${meta(code, "topic-writing", `  eiken_grade: "${grade}"\n  eiken_section: ${section}\n  eiken_set: practice\n`)}items:
  - question_id: w1
    topic: Do you like winter?
${extra}    min_words: ${min}
    max_words: ${max}
    sample:
      - en_answer: "I like winter because I can ski with my family. Also, hot soup tastes good when it is cold outside."
`;

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function build(files: Record<string, string>) {
  const { repoRoot, contentDir } = await writeContentTree(oneUnit({ a: wordChoice("b1-a") }, files));
  trees.push(repoRoot);
  const outDir = join(contentDir, "dist");
  const summary = await buildContent({
    contentDir,
    repoRoot,
    audio: false,
    outDir,
    cacheDir: join(repoRoot, "c"),
  });
  return { messages: summary.errors.map(formatContentError), outDir };
}
const P = "eiken/practice";

describe("Eiken practice and mock tests in the content build", () => {
  it("lists practice sets and mock parts in paper order with their grade, set, section and plays", async () => {
    const r = await build({
      [`${P}/grade-3/b.yaml`]: listening("eiken-3-practice-listen-2-1", 2),
      [`${P}/grade-3/a.yaml`]: gap("eiken-3-practice-vocab-gap-1", "3", "practice", 3),
    });
    expect(r.messages).toEqual([]);
    const catalog: Catalog = JSON.parse(await readFile(join(r.outDir, "catalog.json"), "utf8"));
    expect(
      catalog.eiken_practice.map((e) => [e.res_code, e.grade, e.set, e.section, e.plays, e.item_count]),
    ).toEqual([
      ["eiken-3-practice-vocab-gap-1", "3", "practice", "vocab-gap", undefined, 3],
      ["eiken-3-practice-listen-2-1", "3", "practice", "listen-2", 2, 1],
    ]);
  });

  it("refuses a wrong grade, a section the grade lacks, the wrong kind and the wrong number of plays", async () => {
    const r = await build({
      [`${P}/grade-3/a.yaml`]: gap("eiken-3-a", "4", "practice", 1),
      [`${P}/grade-3/b.yaml`]: gap("eiken-3-b", "3", "practice", 1, "word-order"),
      [`${P}/grade-3/c.yaml`]: gap("eiken-3-c", "3", "practice", 1, "notice"),
      [`${P}/grade-3/d.yaml`]: listening("eiken-3-d", 1),
      [`${P}/grade-3/e.yaml`]: gap("eiken-3-e", "3", "sample", 1),
      [`${P}/grade-9/f.yaml`]: gap("eiken-9-f", "3", "practice", 1),
    });
    const text = r.messages.join("\n");
    expect(text).toContain('eiken_grade must be "3"');
    expect(text).toMatch(/eiken_section must be one of grade 3's sections: vocab-gap, dialogue-gap/);
    expect(text).toContain("notice is written in reading-comprehension, not grammar-choice");
    expect(text).toContain("grade 3 plays listen-2 twice: eiken_plays: 2");
    expect(text).toMatch(/e.yaml:\d+:\d+ eiken_set: Invalid option/);
    expect(text).toContain("unknown grade folder grade-9");
  });

  it("holds writing tasks to the grade's word range and exam kind", async () => {
    const r = await build({
      [`${P}/grade-3/a.yaml`]: writing("eiken-3-w1", "write-opinion", 20, 40, "    exam_kind: opinion\n"),
      [`${P}/grade-3/b.yaml`]: writing(
        "eiken-3-w2",
        "write-email",
        15,
        25,
        '    content: "Hi! What do you do on Sundays?"\n    exam_kind: email\n',
      ),
      [`${P}/grade-3/c.yaml`]: writing("eiken-3-w3", "write-opinion", 25, 35, ""),
      [`${P}/grade-2/d.yaml`]: writing(
        "eiken-2-w4",
        "write-summary",
        45,
        55,
        '    content: "A passage."\n    exam_kind: summary\n',
        "2",
      ),
    });
    const text = r.messages.join("\n");
    expect(text).toContain("grade 3 write-opinion asks for 25-35 words");
    expect(text).toContain("an e-mail task lists the questions to answer in email_questions");
    expect(text).toContain("a write-opinion task has exam_kind: opinion");
    expect(text).toContain("a summary task lists the passage's main points in main_points");
  });

  it("checks that a grade's mock parts add up to the paper's item count per section", async () => {
    const r = await build({ [`${P}/grade-5/m.yaml`]: gap("eiken-5-mock-vocab-gap-1", "5", "mock", 14) });
    const text = r.messages.join("\n");
    expect(text).toContain("the grade 5 mock test needs 15 vocab-gap question(s), has 14");
    expect(text).toContain("the grade 5 mock test needs 10 listen-1 question(s), has 0");
  });
});

describe("the real Eiken practice content", () => {
  let real: RealContent;
  beforeAll(async () => {
    real = await readRealContent();
  });

  it("builds without errors", () => {
    expect(real.summary.errors.map(formatContentError)).toEqual([]);
  });

  it("gives every grade a practice set for every section of its paper and a complete mock test", () => {
    const entries = real.catalog?.eiken_practice ?? [];
    for (const grade of EIKEN_GRADES) {
      for (const part of EIKEN_FORMAT[grade].parts) {
        const of = entries.filter((e) => e.grade === grade && e.section === part.section);
        expect(
          of.some((e) => e.set === "practice"),
          `grade ${grade} practice ${part.section}`,
        ).toBe(true);
        expect(
          of.some((e) => e.set === "mock"),
          `grade ${grade} mock ${part.section}`,
        ).toBe(true);
      }
    }
  });
});
