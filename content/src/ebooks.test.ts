import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passageNotes } from "./ebook-exercise.ts";
import { ebookTree, FIXTURE_BOOK, FIXTURE_BOOK_DIR, FIXTURE_PICTURE } from "./ebook-test-fixture.ts";
import { planEbooks } from "./ebooks.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";
import { writeContentTree } from "./test-fixtures.ts";

const trees: string[] = [];
let csv = "";
beforeAll(async () => {
  csv = await readFile(join(REAL_CONTENT_DIR, "cefr-j", "cefrj-vocabulary-profile-1.5.csv"), "utf8");
});
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

const BOOK_FILE = `content/${FIXTURE_BOOK_DIR}/book.yaml`;

/** Writes the fixture library with some files changed (null removes a file) and plans it. */
async function plan(changes: Record<string, string | null> = {}) {
  const files: Record<string, string> = { ...ebookTree(csv) };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete files[path];
    else files[path] = text;
  }
  const { repoRoot, contentDir } = await writeContentTree(files);
  trees.push(repoRoot);
  const result = await planEbooks(contentDir, repoRoot);
  return { ...result, messages: result.errors.map(formatContentError) };
}

/** The fixture book with one text replaced (the text must occur exactly once). */
function book(from: string, to: string): Record<string, string> {
  expect(FIXTURE_BOOK.split(from)).toHaveLength(2);
  return { [`${FIXTURE_BOOK_DIR}/book.yaml`]: FIXTURE_BOOK.replace(from, to) };
}

describe("e-book checks", () => {
  it("accepts the fixture book", async () => {
    const r = await plan();
    expect(r.messages).toEqual([]);
    expect(r.plan?.books.map((b) => b.book.book_id)).toEqual(["eb-01-the-red-cup"]);
    expect(r.plan?.books[0]?.vocabulary).toMatchObject({
      running_words: 38,
      off_level_count: 0,
      passes: true,
    });
  });

  it("names a line without its Japanese", async () => {
    const r = await plan(book("        ja: ケンは台所にいます。\n", ""));
    expect(r.messages).toEqual([
      `${BOOK_FILE}:22:9 pages[0].lines[0].ja: missing required field (expected string)`,
    ]);
  });

  it("names an unknown speaker and a voice the speech engine lacks", async () => {
    const r = await plan({
      ...book("        speaker: Ken\n", "        speaker: Kenji\n"),
    });
    expect(r.messages).toEqual([
      `${BOOK_FILE}:26:9 pages[0].lines[1].speaker: unknown speaker "Kenji" (add it to speakers with a voice)`,
    ]);
    const voice = await plan(book("  Mika: female2\n", "  Mika: robot\n"));
    expect(voice.messages).toEqual([
      `${BOOK_FILE}:14:3 speakers.Mika: voice is one of female1, female2, male1, male2, male3`,
    ]);
  });

  it("refuses an unsafe picture, a missing one and one without a title", async () => {
    const r = await plan({
      [`${FIXTURE_BOOK_DIR}/p1.svg`]: FIXTURE_PICTURE.replace("<rect ", '<rect onclick="alert(1)" '),
      [`${FIXTURE_BOOK_DIR}/p2.svg`]: null,
      [`${FIXTURE_BOOK_DIR}/cover.svg`]: FIXTURE_PICTURE.replace(/<title>.*<\/title>/, "").replace(
        "<rect ",
        '<image href="https://example.com/x.png"/><rect ',
      ),
    });
    expect(r.messages).toEqual([
      `${BOOK_FILE}:17:1 cover: cover.svg holds an <image> (draw with shapes instead)`,
      `${BOOK_FILE}:17:1 cover: cover.svg holds a link to outside the file (only href="#id" is allowed)`,
      `${BOOK_FILE}:17:1 cover: cover.svg needs a <title> saying what it shows`,
      `${BOOK_FILE}:17:1 cover: cover.svg needs viewBox="0 0 300 420" (has 0 0 400 260)`,
      `${BOOK_FILE}:20:5 pages[0].illustration: p1.svg holds an on…= event attribute`,
      `${BOOK_FILE}:33:5 pages[1].illustration: p2.svg is missing (put it beside book.yaml)`,
    ]);
    const script = await plan({
      [`${FIXTURE_BOOK_DIR}/p1.svg`]: FIXTURE_PICTURE.replace(
        "</svg>",
        `<script>x()</script>${" ".repeat(12_000)}</svg>`,
      ),
    });
    expect(script.messages).toEqual([
      `${BOOK_FILE}:20:5 pages[0].illustration: p1.svg holds a <script>`,
      expect.stringMatching(/p1\.svg is 12\d{3} bytes \(keep it under 12000\)$/),
    ]);
  });

  it("wants a picture on every page below YL 1.0", async () => {
    const r = await plan(book("    illustration: p2.svg\n", ""));
    expect(r.messages).toEqual([`${BOOK_FILE}:32:5 pages[1]: below YL 1.0 every page has an illustration`]);
    const higher = await plan({
      [`${FIXTURE_BOOK_DIR}/book.yaml`]: FIXTURE_BOOK.replace("    illustration: p2.svg\n", "").replace(
        "yl: 0.6",
        "yl: 1.0",
      ),
    });
    expect(higher.messages).toEqual([]);
  });

  it("allows at most 8 glossary words", async () => {
    const nine = ["apple", "bread", "cake", "desk", "egg", "fish", "game", "hat", "ink"];
    const r = await plan(book("  saucer: 受け皿\n", nine.map((w) => `  ${w}: ことば\n`).join("")));
    expect(r.messages).toEqual([`${BOOK_FILE}:15:1 glossary: at most 8 glossary words`]);
  });

  it("fails a book whose words above its band reach 5%, listing them", async () => {
    const r = await plan(
      book("      - text: Ken is happy.\n", "      - text: Ken is ecstatic, exhausted and bewildered.\n"),
    );
    expect(r.messages).toEqual([
      `${BOOK_FILE} pages: 3 of 41 running words (7.3%) are above A1; keep them under 5% (simpler words, or ` +
        "the glossary): bewilder (B2), ecstatic (B2), exhausted (B1)",
    ]);
    // The same words in the glossary are fine.
    const glossed = await plan({
      [`${FIXTURE_BOOK_DIR}/book.yaml`]: FIXTURE_BOOK.replace(
        "      - text: Ken is happy.\n",
        "      - text: Ken is ecstatic, exhausted and bewildered.\n",
      ).replace("  saucer: 受け皿\n", "  saucer: 受け皿\n  ecstatic: 大喜び\n  exhausted: つかれた\n"),
    });
    expect(glossed.messages).toEqual([]);
  });

  it("notes an exercise passage that is not copied from the book", async () => {
    const r = await plan(
      book("    passage: '\"Where is my red cup?\" says Ken.'", "    passage: Ken wants his cup."),
    );
    expect(r.messages).toEqual([]);
    const loaded = r.plan?.books[0];
    expect(loaded && passageNotes(loaded.book)).toEqual([
      "exercise q1: its passage is not copied from consecutive lines of the book",
    ]);
  });

  it("requires exactly one correct answer per question", async () => {
    const r = await plan(
      book("          - { content: His bag. }", "          - { content: His bag., correct: true }"),
    );
    expect(r.messages).toEqual([
      `${BOOK_FILE}:49:9 exercise[0].questions[0].answers: exactly one answer is correct: true (this question has 2)`,
    ]);
    const none = await plan(
      book("          - { content: His red cup., correct: true }", "          - { content: His red cup. }"),
    );
    expect(none.messages).toEqual([
      `${BOOK_FILE}:49:9 exercise[0].questions[0].answers: exactly one answer is correct: true (this question has 0)`,
      `${BOOK_FILE}:49:9 exercise[0].questions[0].answers: reading-comprehension item: no option is marked correct`,
    ]);
  });

  it("keeps yl within 0.5–4.0 and cefr in the yl's band", async () => {
    const high = await plan(book("yl: 0.6", "yl: 4.5"));
    expect(high.messages).toEqual([`${BOOK_FILE}:4:1 yl: yl is 0.5–4.0`]);
    const mismatch = await plan(book("yl: 0.6", "yl: 1.6"));
    expect(mismatch.messages).toEqual([
      `${BOOK_FILE}:5:1 cefr: yl 1.6 is band A2 (YL 0.5–1.4 A1, 1.5–2.4 A2, 2.5–3.4 B1, 3.5–4.0 B2), not A1`,
    ]);
  });

  it("refuses a book number used twice and a book_id that is not its folder", async () => {
    const tree = ebookTree(csv);
    const twin: Record<string, string> = {};
    for (const [path, text] of Object.entries(tree))
      if (path.startsWith(FIXTURE_BOOK_DIR))
        twin[path.replace(FIXTURE_BOOK_DIR, "ebooks/eb-01-the-blue-cup")] = text.replace(
          "book_id: eb-01-the-red-cup",
          "book_id: eb-01-the-blue-cup",
        );
    const r = await plan(twin);
    expect(r.messages).toEqual([
      "content/ebooks/eb-01-the-red-cup/book.yaml:1:1 book_id: book_id eb-01-the-red-cup (or its number) is also used by eb-01-the-blue-cup",
    ]);
    const wrong = await plan(book("book_id: eb-01-the-red-cup", "book_id: eb-02-the-red-cup"));
    expect(wrong.messages).toEqual([
      `${BOOK_FILE}:1:1 book_id: book_id must be the folder's name (eb-01-the-red-cup)`,
    ]);
  });

  it("checks the level check: two items on each half level", async () => {
    const r = await plan({
      "ebooks/level-check.yaml":
        ebookTree(csv)["ebooks/level-check.yaml"]?.replace("yl: 4.0", "yl: 3.5") ?? "",
    });
    expect(r.messages).toEqual([
      "content/ebooks/level-check.yaml:1:1 items: YL 4.0 has 1 item(s); write at least 2",
    ]);
    const missing = await plan({ "ebooks/level-check.yaml": null });
    expect(missing.messages).toEqual(["content/ebooks/level-check.yaml: file is missing"]);
  });
});
