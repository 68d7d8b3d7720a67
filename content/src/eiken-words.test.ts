import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { EIKEN_WORD_GRADES, loadEikenWords } from "./eiken-words.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

const word = (w: string, extra = "") => `  - word: ${w}
    pos: noun
    ja: りんご
    ipa: ˈæpəl
    example: I ate an ${w} this morning.
    example_ja: 今朝りんごを食べました。
${extra}`;
const list = (grade: string, ...words: string[]) => `grade: "${grade}"\nwords:\n${words.join("")}`;

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

describe("the Eiken word lists in the content build", () => {
  it("writes each grade's list and names it in catalog.json", async () => {
    const r = await build({
      "eiken/words/grade-5.yaml": list("5", word("apple"), word("egg")),
      "eiken/words/grade-2.yaml": list("2", word("orange")),
    });
    expect(r.messages).toEqual([]);
    const catalog: Catalog = JSON.parse(await readFile(join(r.outDir, "catalog.json"), "utf8"));
    expect(catalog.eiken_words).toEqual([
      { grade: "5", count: 2, path: "eiken/words/grade-5.json" },
      { grade: "2", count: 1, path: "eiken/words/grade-2.json" },
    ]);
    const five = JSON.parse(await readFile(join(r.outDir, "eiken/words/grade-5.json"), "utf8"));
    expect(five.words[1]).toEqual({
      word: "egg",
      pos: "noun",
      ja: "りんご",
      ipa: "ˈæpəl",
      example: "I ate an egg this morning.",
      example_ja: "今朝りんごを食べました。",
    });
  });

  it("names the file, line and field of a bad entry, a word listed at two grades, a wrong grade and a stray file", async () => {
    const r = await build({
      "eiken/words/grade-5.yaml": list("5", word("apple")),
      "eiken/words/grade-pre-2.yaml": list("pre-2", word("pear", "    note: extra\n")),
      "eiken/words/grade-4.yaml": list("3", word("Apple")),
      "eiken/words/grade-3.yaml": list("3", word("plum").replace("pos: noun", "pos: thing")),
      "eiken/words/grade-x.yaml": list("5", word("kiwi")),
      "eiken/words/grade-2.yaml": list("2", word("fig").replace("I ate an fig", "I ate a fig — twice")),
    });
    expect(r.messages).toEqual([
      "content/eiken/words/grade-x.yaml: not a grade's word list (grade-5.yaml, grade-4.yaml, grade-3.yaml, grade-pre-2.yaml, grade-pre-2-plus.yaml, grade-2.yaml)",
      'content/eiken/words/grade-4.yaml:1:1 grade: grade must be "4" (the file\'s name)',
      'content/eiken/words/grade-4.yaml:3:5 words[0].word: "Apple" is already listed at grade 5',
      expect.stringMatching(/^content\/eiken\/words\/grade-3\.yaml:4:5 words\[0\]\.pos: Invalid option/),
      "content/eiken/words/grade-pre-2.yaml:9:5 words[0].note: unknown field (check the spelling; see content/README.md)",
      expect.stringMatching(/^content\/eiken\/words\/grade-2\.yaml:\d+:\d+ words\[0\]\.example: plain ASCII/),
    ]);
  });
});

describe("the real Eiken word lists (content/eiken/words)", () => {
  it("list 300 words at grade 5 growing to 1,200 at grade 2, each at one grade, every example using its word", async () => {
    const r = await loadEikenWords(REAL_CONTENT_DIR, `${REAL_CONTENT_DIR}/..`);
    expect(r.errors.map(formatContentError)).toEqual([]);
    const sizes = Object.fromEntries(r.lists.map((l) => [l.grade, l.words.length]));
    const floors = { "5": 300, "4": 500, "3": 700, "pre-2": 900, "pre-2-plus": 1000, "2": 1200 };
    for (const grade of EIKEN_WORD_GRADES)
      expect(sizes[grade], `grade ${grade}`).toBeGreaterThanOrEqual(floors[grade]);
    // the example shows the word: its first three letters (a regular form), or an irregular form
    const irregular =
      /^(went|gone|was|were|been|ate|eaten|did|done|had|has|made|took|taken|saw|seen|came|gave|given|got|found|knew|known|thought|told|said|left|felt|kept|brought|bought|caught|taught|sold|sent|spent|built|lost|met|paid|put|read|ran|sat|stood|understood|won|wrote|written|spoke|spoken|broke|broken|chose|chosen|drove|driven|drew|drawn|fell|fallen|flew|flown|forgot|forgotten|froze|frozen|grew|grown|hid|hidden|hit|hung|held|hurt|laid|led|lent|lay|lit|meant|rode|ridden|rang|rose|risen|shook|shot|shut|sang|sank|slept|slid|stole|stuck|struck|swam|swept|swung|tore|torn|threw|thrown|woke|wore|worn|wept|wound|bit|bitten|blew|blown|bent|bled|bred|dealt|dug|fed|fought|fled|forbade|forgave|forgiven|ground|leapt|mistook|overcame|rebuilt|sought|sewn|sped|split|spread|sprang|stung|strove|withdrew|children|men|women|feet|teeth|mice|people|better|best|worse|worst|an|me|my|him|his|her|us|our|them|their|its|i'm|isn't|aren't|can't|won't|don't|doesn't|didn't)$/;
    const misses = r.lists.flatMap((l) =>
      l.words
        .filter((w) => {
          const ex = w.example.toLowerCase();
          const head = w.word.toLowerCase().split(/[ -]/)[0] as string;
          return !ex.includes(head.slice(0, 3)) && !ex.split(/[^a-z']+/).some((t) => irregular.test(t));
        })
        .map((w) => `${l.grade} ${w.word}: ${w.example}`),
    );
    expect(misses).toEqual([]);
  });
});
