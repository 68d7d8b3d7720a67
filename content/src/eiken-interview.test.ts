import { readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { EIKEN_INTERVIEW_GRADES, loadEikenInterviews } from "./eiken-interview.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A grade-5 card: passage, one picture, three questions with rubrics and test answers. */
const card = (over: { id?: string; passage?: string; answers?: string } = {}) => `grade: "5"
card_id: ${over.id ?? "g5-park"}
title: The Park
title_ja: 公園
passage: "${over.passage ?? "Mika goes to the park with her dog every Sunday. She likes to run there."}"
passage_ja: ミカは毎週日曜日に犬と公園に行きます。
pictures:
  - { file: park.svg, label: main, alt_ja: 公園の絵, alt_en: A girl and a dog in a park }
small_talk:
  - { examiner: "Hello. How are you?", examiner_ja: こんにちは。 }
questions:
${[1, 2, 3]
  .map(
    (no) => `  - no: ${no}
    part: passage
    examiner: "Where does Mika go every Sunday?"
    examiner_ja: ミカは毎週日曜日にどこへ行きますか。
    answer_seconds: 15
    model_answers: ["She goes to the park.", "To the park."]
    open_answer:
      need: 1
      elements:
        - { id: park, ja: 公園, en: the park, match: [[park]] }
    tests:
      valid: ${over.answers ?? '["She goes to the park.", "The park.", "Mika goes to the park with her dog."]'}
      off_topic: ["I like apples.", ""]
`,
  )
  .join("")}`;

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function load(files: Record<string, string>) {
  const { repoRoot, contentDir } = await writeContentTree(files);
  trees.push(repoRoot);
  return loadEikenInterviews(contentDir, repoRoot);
}

describe("the Eiken interview cards", () => {
  it("loads a valid card with its picture", async () => {
    const r = await load({
      "eiken/interview/grade-5/g5-park.yaml": card(),
      "eiken/interview/grade-5/g5-park/park.svg": SVG,
    });
    expect(r.errors.map(formatContentError)).toEqual([]);
    expect(r.cards.map((c) => c.card.card_id)).toEqual(["g5-park"]);
  });

  it("names a passage of the wrong length, a missing picture, a file named otherwise and a rubric that fails its tests", async () => {
    const r = await load({
      "eiken/interview/grade-5/g5-long.yaml": card({
        id: "g5-other",
        passage: Array(40).fill("word").join(" "),
        answers: '["She goes to school.", "The park.", "At the park."]',
      }),
    });
    const messages = r.errors.map(formatContentError);
    expect(messages).toEqual([
      expect.stringMatching(/g5-long\.yaml:2:\d+ card_id: card_id must be the file's name \(g5-long\)/),
      expect.stringMatching(/g5-long\.yaml:5:\d+ passage: a grade 5 passage has 12-35 words, not 40/),
      expect.stringMatching(/g5-long\.yaml:\d+:\d+ pictures\[0\]\.file: park\.svg is not in g5-other\//),
      ...[0, 1, 2].flatMap((i) => [
        expect.stringMatching(
          new RegExp(
            `questions\\[${i}\\]\\.tests: No\\.${i + 1}: valid answer "She goes to school\\." scores 0`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `questions\\[${i}\\]\\.tests: No\\.${i + 1}: valid answer "she goes to school" scores 0`,
          ),
        ),
      ]),
    ]);
  });
});

describe("the interview cards in the content build", () => {
  it("writes each card (rubrics with synonyms, no test answers) beside its pictures, and lists it in catalog.json", async () => {
    const { repoRoot, contentDir } = await writeContentTree(
      oneUnit(
        { a: wordChoice("b1-a") },
        { "eiken/interview/grade-5/g5-park.yaml": card(), "eiken/interview/grade-5/g5-park/park.svg": SVG },
      ),
    );
    trees.push(repoRoot);
    const outDir = join(contentDir, "dist");
    const summary = await buildContent({
      contentDir,
      repoRoot,
      outDir,
      audio: false,
      cacheDir: join(repoRoot, "c"),
    });
    expect(summary.errors.map(formatContentError)).toEqual([]);
    const catalog: Catalog = JSON.parse(await readFile(join(outDir, "catalog.json"), "utf8"));
    expect(catalog.eiken_interviews).toEqual([
      {
        grade: "5",
        card_id: "g5-park",
        title: "The Park",
        questions: 3,
        path: "eiken/interview/g5-park/card.json",
        resource: expect.objectContaining({
          res_code: "eiken-interview-g5-park",
          kind: "mixed",
          item_count: 4,
          title: { ja: "英検5級 面接 公園", en: "Eiken Grade 5 interview: The Park" },
        }),
      },
    ]);
    const built = JSON.parse(await readFile(join(outDir, "eiken/interview/g5-park/card.json"), "utf8"));
    expect(built.questions[0].tests).toBeUndefined();
    expect(built.questions[0].open_answer.elements[0].match[0][0]).toContain("park");
    expect(await readFile(join(outDir, "eiken/interview/g5-park/park.svg"), "utf8")).toBe(SVG);
    // the playable resource: the read-aloud, then each question with the examiner's line and the rubric
    const entry = catalog.eiken_interviews[0]?.resource;
    const dir = join(outDir, dirname(entry?.path ?? ""));
    const resource = JSON.parse(await readFile(join(dir, "resource.json"), "utf8"));
    expect(resource.items.map((i: { kind: string; question_id: string }) => [i.kind, i.question_id])).toEqual(
      [
        ["single-reading", "read"],
        ["quick-response", "q1"],
        ["quick-response", "q2"],
        ["quick-response", "q3"],
      ],
    );
    expect(resource.items[0].screen_en_text).toMatch(/^The Park\. /);
    expect(resource.items[1]).toMatchObject({ category: "free", audio_file: "audio/q1.mp3" });
    expect(resource.items[1].open_answer.elements[0].match[0][0]).toContain("park");
    expect(JSON.parse(await readFile(join(dir, "card.json"), "utf8")).card_id).toBe("g5-park");
    expect(await readFile(join(dir, "park.svg"), "utf8")).toBe(SVG);
  });
});

describe("the real interview cards (content/eiken/interview)", () => {
  it("load without errors, three or more per grade that has cards", async () => {
    const r = await loadEikenInterviews(REAL_CONTENT_DIR, `${REAL_CONTENT_DIR}/..`);
    expect(r.errors.map(formatContentError)).toEqual([]);
    for (const grade of EIKEN_INTERVIEW_GRADES) {
      const n = r.cards.filter((c) => c.card.grade === grade).length;
      if (n > 0) expect(n, `grade ${grade}`).toBeGreaterThanOrEqual(3);
    }
  });
});
