import { chmod, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AUDIO_JOBS_FILE, AudioJobsSchema } from "./audio-jobs.ts";
import { buildContent } from "./build-content.ts";
import { formatContentError } from "./errors.ts";
import { oneUnit, wordChoice, writeContentTree } from "./test-fixtures.ts";

const trees: string[] = [];
afterAll(async () => {
  for (const t of trees) await rm(t, { recursive: true, force: true });
});

async function build(files: Record<string, string>, audio = false) {
  const { repoRoot, contentDir } = await writeContentTree(files);
  trees.push(repoRoot);
  const opts = {
    contentDir,
    repoRoot,
    audio,
    outDir: join(contentDir, "dist"),
    cacheDir: join(repoRoot, "cache"),
  };
  const summary = await buildContent(opts);
  return { ...summary, messages: summary.errors.map(formatContentError), opts };
}

describe("buildContent with bad content", () => {
  it("rejects a res_code used by two files and writes nothing", async () => {
    const r = await build(oneUnit({ a: wordChoice("b1-words"), b: wordChoice("b1-words") }));
    expect(r.messages).toEqual([
      'content/textbooks/b1/u1/b.yaml:2:3 res_code: duplicate res_code "b1-words" (also in content/textbooks/b1/u1/a.yaml)',
    ]);
    await expect(readdir(r.opts.outDir)).rejects.toThrow();
  });

  it("rejects resource files that no section lists, and listed files that do not exist", async () => {
    const files = oneUnit(
      { a: wordChoice("b1-a") },
      { "textbooks/b1/u1/stray.yaml": wordChoice("b1-stray") },
    );
    files["textbooks/b1/u1/unit.yaml"] = (files["textbooks/b1/u1/unit.yaml"] as string).replace(
      "[a]",
      "[a, ghost]",
    );
    const r = await build(files);
    expect(r.messages).toEqual([
      "content/textbooks/b1/u1/unit.yaml:6:20 sections[0].resources[1]: no file ghost.yaml in this folder",
      "content/textbooks/b1/u1/stray.yaml: not listed in any section of unit.yaml",
    ]);
  });

  it("rejects a missing page image, a training tab naming an unknown resource and unsafe HTML", async () => {
    const policy = `meta:
  res_code: b1-guide
  kind: treatment-policy
  res_title: 学び方
  res_title_en: Guide
items:
  - question_id: g
    pages: [page-1.svg, page-2.svg]
`;
    const lesson = `meta:
  res_code: b1-lesson
  kind: grammar-introduce
  res_title: 文法
  res_title_en: Grammar
  tabs:
    - { type: introduce, tab_name: 説明, path: introduce.html }
    - { type: training, tab_name: 練習, training_type: choose, path: b1-nothing }
items:
  - question_id: ex1
    screen_en_text: I am Ken.
`;
    const r = await build(
      oneUnit(
        { guide: policy, lesson },
        {
          "textbooks/b1/u1/guide/page-1.svg":
            "<svg xmlns='http://www.w3.org/2000/svg'><title>p</title></svg>",
          "textbooks/b1/u1/lesson/introduce.html": "<p onclick='x()'>hi</p>",
        },
      ),
    );
    expect(r.messages).toEqual([
      'content/textbooks/b1/u1/guide.yaml:8:25 items[0].pages[1]: file "page-2.svg" not found in content/textbooks/b1/u1/guide/',
      'content/textbooks/b1/u1/lesson.yaml:8:62 tabs[1].path: training tab names res_code "b1-nothing", which no content file defines',
      "content/textbooks/b1/u1/lesson/introduce.html: contains an on... event attribute, which pages must not use (they are shown to students)",
    ]);
  });

  it("rejects an ordering item whose options cannot make the answer", async () => {
    const sorting = `meta:
  res_code: b1-sort
  kind: sentence-sorting
  res_title: 並べかえ
  res_title_en: Sort
items:
  - question_id: s1
    screen_text: ___ ___ tennis.
    choose: [{ content: I }, { content: like }]
    answer: I play tennis.
`;
    const r = await build(oneUnit({ sorting }));
    expect(r.messages).toEqual([
      "content/textbooks/b1/u1/sorting.yaml:10:5 items[0].answer: no order of the choose options fills the blanks to make an accepted answer",
    ]);
  });

  it("rejects blanks that disagree with the audio sentence, and duplicate options", async () => {
    const blanks = `meta:
  res_code: b1-blanks
  kind: listen-fill-blanks
  res_title: 聞いて書く
  res_title_en: Listen and write
items:
  - question_id: f1
    screen_text: I ___ tennis.
    screen_en_text: I like tennis.
    filling_answer: [play]
`;
    const choice = wordChoice("b1-words").replace("{ content: gym }", "{ content: Library }");
    const r = await build(oneUnit({ blanks, choice }));
    expect(r.messages).toEqual([
      'content/textbooks/b1/u1/blanks.yaml:10:5 items[0].filling_answer: the blanks filled with the first answers read "I play tennis.", but screen_en_text (the audio) says "I like tennis."',
      'content/textbooks/b1/u1/choice.yaml:11:52 items[0].answers[1]: two options read "Library"',
    ]);
  });

  it("reports a bad book.yaml with its line", async () => {
    const files = oneUnit({ a: wordChoice("b1-a") });
    files["textbooks/b1/book.yaml"] = (files["textbooks/b1/book.yaml"] as string).replace(
      '"#123456"',
      "blue",
    );
    const r = await build(files);
    expect(r.messages).toEqual([
      "content/textbooks/b1/book.yaml:4:1 cover_color: cover_color must be #rrggbb",
    ]);
  });
});

describe("buildContent output", () => {
  it("by default renders no audio and writes each version's recipe for the server to render on request", async () => {
    const r = await build(oneUnit({ words: wordChoice("b1-words") }));
    expect(r.messages).toEqual([]);
    expect(r).toMatchObject({ resources: 1, audioFiles: 0, audioCached: 0, audioPlanned: 2 });
    const catalog = JSON.parse(await readFile(join(r.opts.outDir, "catalog.json"), "utf8"));
    const entry = catalog.books[0].units[0].sections[0].resources[0];
    const dir = join(r.opts.outDir, "res", "b1-words", String(entry.res_version));
    const resource = JSON.parse(await readFile(join(dir, "resource.json"), "utf8"));
    const recipe = AudioJobsSchema.parse(JSON.parse(await readFile(join(dir, AUDIO_JOBS_FILE), "utf8")));
    // Every file the resource names has its lines in the recipe, and nothing else does.
    const named = resource.items.map((i: { audio_file: string }) => i.audio_file.replace(/^audio\//, ""));
    expect(Object.keys(recipe).sort()).toEqual([...named].sort());
    for (const lines of Object.values(recipe)) expect(lines[0]?.text.length).toBeGreaterThan(0);
    expect(await readdir(join(dir, "audio"))).toEqual([]);
  });

  it("writes resource.json, model audio and catalog.json, caches audio and bumps res_version on change", async () => {
    const first = await build(oneUnit({ words: wordChoice("b1-words") }), true);
    expect(first.messages).toEqual([]);
    expect(first).toMatchObject({ resources: 1, items: 2, audioFiles: 2, audioCached: 0 });
    const catalog = JSON.parse(await readFile(join(first.opts.outDir, "catalog.json"), "utf8"));
    const entry = catalog.books[0].units[0].sections[0].resources[0];
    expect(entry).toMatchObject({
      res_code: "b1-words",
      kind: "word-choice",
      title: { ja: "単語", en: "Words" },
      item_count: 2,
    });
    const dir = join(first.opts.outDir, "res", "b1-words", String(entry.res_version));
    const resource = JSON.parse(await readFile(join(dir, "resource.json"), "utf8"));
    expect(resource).toMatchObject({
      res_code: "b1-words",
      res_id: entry.res_id,
      res_version: entry.res_version,
    });
    expect(resource.items[0].audio_file).toBe("audio/w1.mp3");
    const mp3 = await readFile(join(dir, "audio", "w1.mp3"));
    expect(mp3.length).toBeGreaterThan(1000);
    // An MP3 frame header or an ID3 tag: lame really produced audio.
    expect(mp3[0] === 0xff || mp3.subarray(0, 3).toString() === "ID3").toBe(true);

    const again = await buildContent(first.opts);
    expect(again).toMatchObject({ audioFiles: 2, audioCached: 2 });
    const same = JSON.parse(await readFile(join(first.opts.outDir, "catalog.json"), "utf8"));
    expect(same.books[0].units[0].sections[0].resources[0].res_version).toBe(entry.res_version);

    await writeFile(
      join(first.opts.contentDir, "textbooks/b1/u1/words.yaml"),
      wordChoice("b1-words", "museum"),
    );
    const changed = await buildContent(first.opts);
    expect(changed).toMatchObject({ audioFiles: 2, audioCached: 1 });
    const next = JSON.parse(await readFile(join(first.opts.outDir, "catalog.json"), "utf8"));
    expect(next.books[0].units[0].sections[0].resources[0].res_version).not.toBe(entry.res_version);
  }, 60_000);

  it("reports failing speech synthesis as a build error and leaves no output", async () => {
    const fakeBin = await writeContentTree({ "bin/flite": "#!/bin/sh\necho 'no voice' >&2\nexit 3\n" });
    trees.push(fakeBin.repoRoot);
    await chmod(join(fakeBin.contentDir, "bin/flite"), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${join(fakeBin.contentDir, "bin")}:${path}`;
    try {
      const r = await build(oneUnit({ words: wordChoice("b1-words") }), true);
      expect(r.messages).toHaveLength(1);
      expect(r.messages[0]).toMatch(
        /^content\/dist: audio w\d\.mp3: Command failed: flite .*without --audio the server renders audio on first request\)$/,
      );
      await expect(readdir(r.opts.outDir)).rejects.toThrow();
    } finally {
      process.env.PATH = path;
    }
  });
});
