import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { scoreResourceAnswer } from "@hibiki/exercises";
import { afterAll, describe, expect, it } from "vitest";
import { AiStudyGrammarIndexSchema, AiStudyIndexSchema, AiStudyLessonJsonSchema } from "./ai-study-schema.ts";
import {
  aiStudyTree,
  FIXTURE_LESSON,
  FIXTURE_LESSON_YAML,
  TEXTBOOK_GRAMMAR,
} from "./ai-study-test-fixture.ts";
import { buildContent } from "./build-content.ts";
import { indexCatalog } from "./catalog-index.ts";
import { CatalogSchema } from "./catalog-schema.ts";
import { formatContentError } from "./errors.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

/** The AI study courses in a whole content build: validation, resources, JSON and the grammar index. */

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function build(extra: Record<string, string>) {
  const { repoRoot, contentDir } = await writeContentTree(
    oneUnit({ words: wordChoice("b1-words"), grammar: TEXTBOOK_GRAMMAR }, extra),
  );
  trees.push(repoRoot);
  const outDir = join(contentDir, "dist");
  const summary = await buildContent({
    contentDir,
    repoRoot,
    audio: false,
    outDir,
    cacheDir: join(repoRoot, "c"),
  });
  const json = async (path: string) => JSON.parse(await readFile(join(outDir, path), "utf8"));
  return { summary, outDir, json, messages: summary.errors.map(formatContentError) };
}

/** Every file under a folder (relative paths). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

type Item = Record<string, unknown> & { question_id: string; kind: string };

describe("AI study build", () => {
  it("builds mixed resources of existing kinds with their grammar points, lesson.json, index.json and no audio", async () => {
    const { summary, outDir, json, messages } = await build(aiStudyTree());
    expect(messages).toEqual([]);
    const catalog = CatalogSchema.parse(await json("catalog.json"));
    expect(catalog.ai_study).toMatchObject({
      count: 1,
      index: "ai-study/index.json",
      grammar_index: "ai-study/grammar-index.json",
    });
    const entries = catalog.ai_study?.resources ?? [];
    expect(entries.map((r) => [r.res_code, r.stage, r.lesson_id, r.kind, r.res_type])).toEqual([
      ["ai-jh1-01-be-present-review", "review", "jh1-01-be-present", "mixed", "ai-study"],
      ["ai-jh1-01-be-present-consolidation", "consolidation", "jh1-01-be-present", "mixed", "ai-study"],
      ["ai-jh1-test", "test", null, "mixed", "ai-study"],
      ["ai-jh1-bank", "bank", null, "mixed", "ai-study"],
    ]);
    // Played through the textbook calls (the server finds them by res_code), listed in no textbook.
    const index = indexCatalog(catalog);
    expect(index.byCode.get("ai-jh1-test")).toMatchObject({ module: "ai-study", unit_code: "jh1" });
    expect(
      catalog.books.flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.resources))),
    ).toHaveLength(2);

    const review = await json(entries[0]?.path ?? "");
    expect(review).toMatchObject({
      res_title: "be動詞：復習",
      res_level: "jh1",
      kind: "mixed",
      res_type: "ai-study",
    });
    const items = review.items as Item[];
    expect(items.map((i) => [i.question_id, i.kind, i.item_type])).toEqual([
      ["r1", "grammar-choice", "be-present"],
      ["r2", "grammar-choice", "be-present"],
      ["r3", "sentence-sorting", "be-present"],
      ["r4", "ja-to-en-writing", "be-present"],
      ["r5", "ja-to-en-writing", "be-present"],
      ["r6", "single-reading", "be-present"],
    ]);
    expect(items[5]).toMatchObject({
      category: "read_sentence",
      screen_en_text: "We are in the same class.",
      evaluate_text: "We are in the same class.",
    });
    expect(items[2]).toMatchObject({ screen_text: "___ ___ ___ ___?", answer: ["Are you from Osaka?"] });
    expect(((items[2]?.choose ?? []) as { content: string }[]).map((c) => c.content).sort()).toEqual(
      ["Are", "Osaka", "from", "you"].sort(),
    );
    expect(items[3]).toMatchObject({ screen_text: "He are my friend.", answer: ["He is my friend."] });
    expect(String(items[3]?.instruction_jp)).toContain("He are my friend.");
    for (const item of items) expect(item).not.toHaveProperty("audio_file");

    // The resources are answered like any mixed resource: the fix item takes the corrected sentence.
    const ok = scoreResourceAnswer(review, { question_id: "r4", answer_result: "He is my friend." });
    expect(ok.outcome.total_score).toBe(5);
    const wrong = scoreResourceAnswer(review, { question_id: "r4", answer_result: "He are my friend." });
    expect(wrong.outcome.total_score).toBe(0);

    // No audio: no clip planned (a textbook item names its planned clip even without synthesis), no mp3.
    const words = await json(catalog.books[0]?.units[0]?.sections[0]?.resources[0]?.path ?? "");
    expect(words.items[0]).toHaveProperty("audio_file");
    expect(summary.audioFiles).toBe(0);
    expect((await filesUnder(outDir)).filter((f) => f.endsWith(".mp3"))).toEqual([]);

    const bank = await json(entries[3]?.path ?? "");
    expect((bank.items as Item[]).map((i) => i.question_id)).toEqual([
      "01-r1",
      "01-r2",
      "01-r3",
      "01-r4",
      "01-r5",
      "01-c3",
      "01-c4",
      "01-c5",
      "01-c6",
    ]);

    const lesson = AiStudyLessonJsonSchema.parse(await json("ai-study/jh1-01-be-present/lesson.json"));
    expect(lesson).toMatchObject({ lesson_no: 1, point: "be-present", slide_count: 4, check_count: 2 });
    expect(lesson.video[1]?.narration[0]).toEqual({
      cue_id: "s2-n1",
      en: "With I, use am.",
      ja: "I のときは am を使います。",
    });
    expect(lesson.explanation[0]?.check).toMatchObject({ check_id: "e1", answer: 1 });
    expect(lesson.review.res_code).toBe("ai-jh1-01-be-present-review");
    expect(lesson.consolidation.items[0]).toEqual({ question_id: "c1", type: "speak", point: "be-present" });

    const courses = AiStudyIndexSchema.parse(await json("ai-study/index.json")).courses;
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({
      course: "jh1",
      level: "A1",
      test: { res_code: "ai-jh1-test", time_limit_minutes: 5 },
      bank: { res_code: "ai-jh1-bank" },
    });
    expect(courses[0]?.lessons[0]).toMatchObject({
      lesson_id: "jh1-01-be-present",
      review: "ai-jh1-01-be-present-review",
      path: "ai-study/jh1-01-be-present/lesson.json",
      version: lesson.version,
    });
    expect(courses[0]?.bank.items[0]).toEqual({
      question_id: "01-r1",
      type: "choice",
      point: "be-present",
      lesson_id: "jh1-01-be-present",
      item_id: "r1",
    });
  });

  it("tags the other resources' questions by their model sentences in grammar-index.json", async () => {
    const { json, messages } = await build(aiStudyTree());
    expect(messages).toEqual([]);
    const grammar = AiStudyGrammarIndexSchema.parse(await json("ai-study/grammar-index.json"));
    // "She is my sister." shows the be-verb; "library" shows nothing; AI resources are not indexed.
    expect(grammar.questions["b1-grammar"]).toEqual({ g1: ["be-present"] });
    expect(Object.keys(grammar.questions).filter((code) => code.startsWith("ai-"))).toEqual([]);
    expect(grammar.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it("reports a bad lesson at its file, line and field and writes nothing", async () => {
    const bad = FIXTURE_LESSON_YAML.replace('full: "I am a student."', 'full: "I am student."');
    const { outDir, messages } = await build(aiStudyTree(bad));
    expect(messages).toEqual([
      `content/${FIXTURE_LESSON}:54:7 review[0].full: the sentence with "am" in the blank is "I am a student.", not full`,
    ]);
    expect(await stat(outDir).catch(() => null)).toBeNull();
    // Once the schema passes, the built items are scored: a fix whose error is only case and punctuation.
    const caseOnly = FIXTURE_LESSON_YAML.replace('wrong: "I is hungry now."', 'wrong: "i am hungry now"');
    const { messages: keyed } = await build(aiStudyTree(caseOnly));
    expect(keyed).toEqual([
      `content/${FIXTURE_LESSON}:61:26 review[4].wrong: wrong typed scores full marks: the scorer ignores case and final punctuation, make the error a word`,
    ]);
  });

  it("checks courses.yaml against the files and the table", async () => {
    const tree = aiStudyTree();
    const { messages } = await build({
      ...tree,
      "ai-study/courses.yaml": (tree["ai-study/courses.yaml"] as string).replace(
        "lessons: [01-be-present]",
        "lessons: [01-be-present, 02-verb-present, 09-can]",
      ),
      "ai-study/jh1/03-third-person-s.yaml": FIXTURE_LESSON_YAML,
    });
    expect(messages).toEqual([
      "content/ai-study/courses.yaml:6:30 courses[0].lessons[1]: no file content/ai-study/jh1/02-verb-present.yaml",
      expect.stringMatching(
        /^content\/ai-study\/courses\.yaml:6:47 courses\[0\]\.lessons\[2\]: 09-can is not a lesson of jh1: use one of 01-be-present, .*08-past-simple$/,
      ),
      "content/ai-study/jh1/03-third-person-s.yaml: not listed in courses.yaml (course jh1)",
    ]);
  });

  it("keeps a catalogue written before AI study valid (ai_study defaults to null)", () => {
    expect(CatalogSchema.parse({ books: [] }).ai_study).toBeNull();
  });
});
