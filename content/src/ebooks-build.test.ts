import { readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import { indexCatalog } from "./catalog-index.ts";
import { CatalogSchema } from "./catalog-schema.ts";
import { ebookTree, FIXTURE_BOOK, FIXTURE_BOOK_DIR, FIXTURE_PICTURE } from "./ebook-test-fixture.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

/** The e-book library in a whole content build: the files the server and the reader use. */

const trees: string[] = [];
let csv = "";
beforeAll(async () => {
  csv = await readFile(join(REAL_CONTENT_DIR, "cefr-j", "cefrj-vocabulary-profile-1.5.csv"), "utf8");
});
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

describe("e-book build", () => {
  async function build(extra: Record<string, string>) {
    const { repoRoot, contentDir } = await writeContentTree(
      oneUnit({ words: wordChoice("b1-words") }, extra),
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
    return { summary, outDir, messages: summary.errors.map(formatContentError) };
  }

  it("writes index.json, level-check.json and each book's resource folder with book.json and pictures", async () => {
    const { outDir, messages } = await build(ebookTree(csv));
    expect(messages).toEqual([]);
    const catalog = CatalogSchema.parse(JSON.parse(await readFile(join(outDir, "catalog.json"), "utf8")));
    expect(catalog.ebooks).toMatchObject({
      count: 1,
      index: "ebooks/index.json",
      level_check: "ebooks/level-check.json",
    });
    const entry = catalog.ebooks?.books[0];
    expect(entry).toMatchObject({
      res_code: "ebook-01",
      kind: "reading-comprehension",
      res_type: "ebook",
      item_count: 2,
    });
    const version = entry?.res_version ?? 0;
    // The exercise plays through the textbook calls but sits in no textbook or skill-up list.
    const placed = indexCatalog(catalog).byCode.get("ebook-01");
    expect(placed).toMatchObject({ module: "ebook", book_code: "ebook:eb-01-the-red-cup", position: 0 });
    expect(
      catalog.books
        .flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.resources)))
        .map((r) => r.res_code),
    ).toEqual(["b1-words"]);

    const index = JSON.parse(await readFile(join(outDir, "ebooks", "index.json"), "utf8"));
    expect(index.books).toEqual([
      {
        book_id: "eb-01-the-red-cup",
        title: "The Red Cup",
        title_ja: "赤いカップ",
        yl: 0.6,
        cefr: "A1",
        genre: "fiction",
        topics: ["family", "food"],
        summary: "Ken cannot find his red cup. Mika helps him.",
        summary_ja: "ケンは赤いカップが見つかりません。ミカが手伝います。",
        word_count: 38,
        page_count: 2,
        line_count: 7,
        has_dialogue: true,
        retold_from: null,
        res_code: "ebook-01",
        res_version: version,
        cover: `/res/ebook-01/${version}/cover.svg`,
      },
    ]);
    const dir = join(outDir, "res", "ebook-01", String(version));
    for (const f of ["cover.svg", "p1.svg", "p2.svg"]) expect((await stat(join(dir, f))).isFile()).toBe(true);
    const json = JSON.parse(await readFile(join(dir, "book.json"), "utf8"));
    expect(json).toMatchObject({
      ...index.books[0],
      speakers: { narrator: "female1", Ken: "male1", Mika: "female2" },
    });
    expect(json.glossary).toEqual([{ word: "saucer", ja: "受け皿" }]);
    expect(json.pages[0]).toMatchObject({
      page_no: 1,
      chapter: null,
      illustration: `/res/ebook-01/${version}/p1.svg`,
    });
    expect(json.pages[0].lines.slice(1, 3)).toEqual([
      {
        sentence_id: "p1-2",
        text: '"Where is my red cup?" says Ken.',
        ja: "「ぼくの赤いカップはどこ？」とケンは言います。",
        speaker: "Ken",
        voice: "male1",
        new_paragraph: false,
        word_count: 7,
      },
      {
        sentence_id: "p1-3",
        text: "Mika looks under the table.",
        ja: "ミカはテーブルの下を見ます。",
        speaker: "narrator",
        voice: "female1",
        new_paragraph: true,
        word_count: 5,
      },
    ]);
    const resource = JSON.parse(await readFile(join(dir, "resource.json"), "utf8"));
    expect(resource.items[1]).toMatchObject({
      question_id: "q2",
      screen_text: '"Look! It is on the saucer, Ken," says Mika.',
      screen_jp_text: "「見て！受け皿の上にあるよ、ケン」とミカは言います。",
      questions: [
        {
          question_id: "q2-1",
          screen_text: "Where is the cup?",
          screen_jp: "カップはどこにありますか。",
          answers: [{ correct: false }, { content: "On the saucer.", correct: true }, { correct: false }],
        },
      ],
    });
    const check = JSON.parse(await readFile(join(outDir, "ebooks", "level-check.json"), "utf8"));
    expect(check.items).toHaveLength(16);
    expect(check.items[0]).toMatchObject({
      item_id: "lc-01",
      yl: 0.5,
      options: ["A cat.", "A dog.", "A bird."],
      answer: 1,
    });
  });

  it("fails the whole build on a book error and writes nothing", async () => {
    const tree = ebookTree(csv);
    tree[`${FIXTURE_BOOK_DIR}/book.yaml`] = FIXTURE_BOOK.replace("cefr: A1", "cefr: B2");
    const { outDir, messages, summary } = await build(tree);
    expect(messages).toEqual([expect.stringContaining("cefr: yl 0.6 is band A1")]);
    expect(summary.resources).toBe(0);
    await expect(stat(outDir)).rejects.toThrow();
  });

  it("bumps a book's res_version when its text or a picture changes", async () => {
    const first = await build(ebookTree(csv));
    const v1 = JSON.parse(await readFile(join(first.outDir, "ebooks", "index.json"), "utf8")).books[0]
      .res_version;
    const tree = ebookTree(csv);
    tree[`${FIXTURE_BOOK_DIR}/p2.svg`] = FIXTURE_PICTURE.replace("#c0504d", "#4d7fc0");
    const second = await build(tree);
    const v2 = JSON.parse(await readFile(join(second.outDir, "ebooks", "index.json"), "utf8")).books[0]
      .res_version;
    expect(v2).not.toBe(v1);
  });
});
