import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { formatContentError } from "./errors.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

const STEPS = ["Pre-A1", "A1.1", "A1.2", "A1.3", "A2.1", "A2.2", "B1.1", "B1.2", "B2.1", "B2.2"];
const folder = (s: string) => s.toLowerCase().replace(/\./g, "-");
const index = (steps = STEPS) =>
  `steps:\n${steps
    .map(
      (s) =>
        `  - step: ${s}\n    folder: ${folder(s)}\n    title: { ja: ${s}, en: ${s} }\n    can_do: { ja: できる, en: I can }\n`,
    )
    .join("")}`;
const grammar = (
  code: string,
  level: string,
  extra = "  cefr_skill: grammar\n  cefr_type: 3\n  cefr_point: be-verbs\n",
) => `meta:
  res_code: ${code}
  kind: grammar-choice
  res_title: 診断
  res_title_en: Test
  res_level: ${level}
${extra}  voice: slt
items:
  - question_id: g1
    screen_text: I ___ a student.
    screen_en_text: I am a student.
    answers: [{ content: am, correct: true }, { content: is }]
`;

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function build(cefr: Record<string, string>) {
  const files = oneUnit({ a: wordChoice("b1-a") });
  for (const [k, v] of Object.entries(cefr)) files[`cefr/${k}`] = v;
  const { repoRoot, contentDir } = await writeContentTree(files);
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

const folders = () => Object.fromEntries(STEPS.map((s) => [`${folder(s)}/.keep.yaml.txt`, ""]));

describe("the level test's item bank in the content build", () => {
  it("lists the steps in catalog.json with each resource's skill, type and point, apart from the textbooks", async () => {
    const r = await build({
      "cefr.yaml": index(),
      ...folders(),
      "a1-1/grammar-1.yaml": grammar("cefr-a1-1-g", "A1.1"),
    });
    expect(r.messages).toEqual([]);
    const catalog: Catalog = JSON.parse(await readFile(join(r.outDir, "catalog.json"), "utf8"));
    expect(catalog.cefr.map((s) => s.step)).toEqual(STEPS);
    expect(catalog.cefr[1]?.resources).toEqual([
      expect.objectContaining({
        res_code: "cefr-a1-1-g",
        skill: "grammar",
        type: 3,
        point: "be-verbs",
        item_count: 1,
      }),
    ]);
    expect(
      catalog.books.flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.resources))),
    ).toHaveLength(1);
  });

  it("names the file and field of a resource without its skill, type or point, at the wrong step, in a kind its skill is not written in, or with another skill's type", async () => {
    const r = await build({
      "cefr.yaml": index(),
      ...folders(),
      "a1-1/a.yaml": grammar("cefr-a1-1-a", "A1.1", ""),
      "a1-1/b.yaml": grammar("cefr-a1-1-b", "A2.1"),
      "a1-1/c.yaml": grammar(
        "cefr-a1-1-c",
        "A1.1",
        "  cefr_skill: listening\n  cefr_type: 9\n  cefr_point: numbers\n",
      ),
      "a1-1/d.yaml": grammar(
        "cefr-a1-1-d",
        "A1.1",
        "  cefr_skill: grammar\n  cefr_type: 9\n  cefr_point: be\n",
      ),
      "a1-1/e.yaml": grammar(
        "cefr-a1-1-e",
        "A1.1",
        "  cefr_skill: grammar\n  cefr_type: 18\n  cefr_point: be\n",
      ),
    });
    expect(r.messages).toEqual([
      "content/cefr/a1-1/e.yaml:8:3 cefr_type: Too big: expected number to be <=17",
      "content/cefr/a1-1/a.yaml:1:1 cefr_skill: a level-test resource needs cefr_skill",
      "content/cefr/a1-1/a.yaml:1:1 cefr_type: a level-test resource needs cefr_type (1-17)",
      "content/cefr/a1-1/a.yaml:1:1 cefr_point: a level-test resource needs cefr_point",
      expect.stringMatching(/^content\/cefr\/a1-1\/b\.yaml:\d+:\d+ res_level: res_level must be A1\.1/),
      expect.stringMatching(
        /^content\/cefr\/a1-1\/c\.yaml:\d+:\d+ kind: cefr_skill listening is written in listening-choice, not grammar-choice/,
      ),
      expect.stringMatching(
        /^content\/cefr\/a1-1\/c\.yaml:\d+:\d+ cefr_type: cefr_type 9 \(Listening: conversations\) is written in listening-choice, not grammar-choice/,
      ),
      expect.stringMatching(
        /^content\/cefr\/a1-1\/d\.yaml:\d+:\d+ cefr_type: cefr_type 9 \(Listening: conversations\) is a listening type, not grammar/,
      ),
    ]);
  });

  it("wants every step once, lowest first, and every folder listed", async () => {
    const swapped = [...STEPS];
    [swapped[0], swapped[1]] = [swapped[1] as string, swapped[0] as string];
    const r = await build({
      "cefr.yaml": index(swapped),
      ...folders(),
      "extra/x.yaml": grammar("cefr-x", "A1.1"),
    });
    expect(r.messages).toEqual([
      expect.stringMatching(/cefr\.yaml:\d+:\d+ steps\[0\]\.step: step 1 must be Pre-A1/),
      expect.stringMatching(/cefr\.yaml:\d+:\d+ steps\[1\]\.step: step 2 must be A1\.1/),
      "content/cefr/extra: folder is not listed in cefr.yaml steps",
    ]);
    const short = await build({ "cefr.yaml": index(STEPS.slice(0, 3)), ...folders() });
    expect(short.messages.join("\n")).toMatch(/steps/);
  });
});
