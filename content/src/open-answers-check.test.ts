import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import { formatContentError } from "./errors.ts";
import { oneUnit, writeContentTree } from "./test-fixtures.ts";

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function build(files: Record<string, string>) {
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

const RUBRIC = `    open_answer:
      elements:
        - id: who
          ja: 子どもが遊んでいる
          en: a child is playing
          match:
            - [child|=boy, play]
            - [<number>, child]
`;

/** A quick-response resource with two items; `extra` is added to the first. */
function quickResponse(extra: string, second = `    category: free\n${RUBRIC}`): string {
  return `meta:
  res_code: b1-qr
  kind: quick-response
  res_title: 答えよう
  res_title_en: Answer
items:
  - question_id: q1
    audio_text: Who is playing?
    screen_jp_text: だれが遊んでいますか。
${extra}  - question_id: q2
    audio_text: How many children are there?
    screen_jp_text: 子どもは何人いますか。
${second}`;
}

describe("open answers in the build", () => {
  it("keeps the rubric with WordNet synonyms added to its single-word terms", async () => {
    const r = await build(oneUnit({ qr: quickResponse(`    category: free\n${RUBRIC}`) }));
    expect(r.messages).toEqual([]);
    const catalog = JSON.parse(await readFile(join(r.outDir, "catalog.json"), "utf8"));
    const path = catalog.books[0].units[0].sections[0].resources[0].path;
    const res = JSON.parse(await readFile(join(r.outDir, path), "utf8"));
    const match = res.items[0].open_answer.elements[0].match;
    // "child" gains "kid"; "=boy" stays "boy" without synonyms; tokens are kept as written
    expect(match[0][0]).toEqual(expect.arrayContaining(["child", "kid", "boy"]));
    expect(match[0][0][1]).toBe("boy");
    expect(match[1][0]).toEqual(["<number>"]);
    expect(res.items[0].category).toBe("free");
  });

  it("asks every open item for its rubric and category free", async () => {
    const r = await build(oneUnit({ qr: quickResponse("", RUBRIC) }));
    expect(r.messages).toEqual([
      "content/textbooks/b1/u1/qr.yaml:7:5 items[0]: an open answer needs its rubric: open_answer with the elements to look for (see content/README.md)",
      "content/textbooks/b1/u1/qr.yaml:7:5 items[0].category: an open answer is said freely: write category: free",
      "content/textbooks/b1/u1/qr.yaml:10:5 items[1].category: an open answer is said freely: write category: free",
    ]);
  });

  it("rejects a rubric on a read-aloud item and a malformed rubric", async () => {
    const reading = `meta:
  res_code: b1-read
  kind: sentence-reading
  res_title: 読もう
  res_title_en: Read
items:
  - question_id: r1
    category: free
    screen_en_text: I like cats.
    screen_jp_text: 私はネコが好きです。
${RUBRIC}  - question_id: r2
    category: read_sentence
    screen_en_text: I like dogs.
    screen_jp_text: 私は犬が好きです。
  - question_id: r3
    category: read_sentence
    screen_en_text: I like birds.
    screen_jp_text: 私は鳥が好きです。
`;
    const bad = `    category: free
    open_answer:
      need: 3
      elements:
        - { id: Who, ja: だれ, en: who, match: [["|"]] }
`;
    const r = await build(oneUnit({ read: reading, qr: quickResponse(bad) }));
    expect(r.messages).toEqual([
      "content/textbooks/b1/u1/qr.yaml:14:13 items[0].open_answer.elements[0].id: element id: lower-case letters, digits and -",
      "content/textbooks/b1/u1/qr.yaml:14:48 items[0].open_answer.elements[0].match[0][0]: a slot needs at least one term",
      "content/textbooks/b1/u1/qr.yaml:12:7 items[0].open_answer.need: need is larger than the number of elements",
      "content/textbooks/b1/u1/read.yaml:7:5 items[0]: open_answer and category: free belong to open items and their record steps (quick response, picture describe, narration, speaking multi-step, integrated parts)",
    ]);
  });
});
