import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestApp } from "../../test/build-test-app.ts";

/**
 * A tiny built content folder (catalog.json + res/) in a temp dir, in the shape the content build
 * writes, so the practice API tests do not depend on running the real content build. Original text.
 */

/** Versions and codes the tests refer to. */
export const FIXTURE = {
  book: "tb1",
  unit1: "tb1-u1",
  unit2: "tb1-u2",
  choice: { code: "tb1-u1-choice", id: 9001, version: 101 },
  reading: { code: "tb1-u1-reading", id: 9002, version: 102 },
  blanks: { code: "tb1-u2-blanks", id: 9003, version: 103 },
} as const;

const choiceResource = {
  res_code: FIXTURE.choice.code,
  res_id: FIXTURE.choice.id,
  res_title: "be動詞を選ぼう",
  res_version: FIXTURE.choice.version,
  kind: "grammar-choice",
  option_random: 0,
  items: [
    {
      index: 0,
      question_id: "q1",
      screen_text: "My brother ___ a tall boy.",
      answers: [
        { index: 0, content: "is", correct: 1 },
        { index: 1, content: "are", correct: 0 },
      ],
    },
    {
      index: 1,
      question_id: "q2",
      screen_text: "We ___ in the park now.",
      answers: [
        { index: 0, content: "am", correct: 0 },
        { index: 1, content: "are", correct: 1 },
      ],
    },
  ],
};

const readingResource = {
  res_code: FIXTURE.reading.code,
  res_id: FIXTURE.reading.id,
  res_title: "文を読もう",
  res_version: FIXTURE.reading.version,
  kind: "sentence-reading",
  items: [{ index: 0, question_id: "r1", screen_en_text: "The lake is calm this morning." }],
};

const blanksResource = {
  res_code: FIXTURE.blanks.code,
  res_id: FIXTURE.blanks.id,
  res_title: "聞いて書こう",
  res_version: FIXTURE.blanks.version,
  kind: "listen-fill-blanks",
  items: [
    {
      index: 0,
      question_id: "b1",
      audio_file: "audio/b1.mp3",
      screen_text: "I walk to ___ every day.",
      filling_answer: ["school"],
    },
  ],
};

const entry = (r: {
  res_code: string;
  res_id: number;
  res_version: number;
  kind: string;
  res_title: string;
}) => ({
  res_code: r.res_code,
  res_id: r.res_id,
  kind: r.kind,
  res_version: r.res_version,
  title: { ja: r.res_title, en: `${r.res_title} (en)` },
  item_count: 1,
  path: `res/${r.res_code}/${r.res_version}/resource.json`,
});

const title = (ja: string, en: string) => ({ ja, en });

/**
 * Writes the fixture content folder.
 * @returns its path (pass to app.content.useDir)
 */
export function writeFixtureContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-practice-fixture-"));
  const catalog = {
    books: [
      {
        book_code: FIXTURE.book,
        title: title("テスト英語 1", "Test English 1"),
        level: "jh1",
        cover_color: "#336699",
        order: 1,
        units: [
          {
            unit_code: FIXTURE.unit1,
            title: title("ユニット 1", "Unit 1"),
            order: 1,
            sections: [
              {
                section_code: "tb1-u1-s1",
                title: title("文法", "Grammar"),
                order: 1,
                resources: [entry(choiceResource), entry(readingResource)],
              },
            ],
          },
          {
            unit_code: FIXTURE.unit2,
            title: title("ユニット 2", "Unit 2"),
            order: 2,
            sections: [
              {
                section_code: "tb1-u2-s1",
                title: title("リスニング", "Listening"),
                order: 1,
                resources: [entry(blanksResource)],
              },
            ],
          },
        ],
      },
      {
        book_code: "tb2",
        title: title("テスト英語 2", "Test English 2"),
        level: "jh2",
        cover_color: "#993366",
        order: 2,
        units: [],
      },
    ],
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  for (const r of [choiceResource, readingResource, blanksResource]) {
    const folder = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(join(folder, "audio"), { recursive: true });
    writeFileSync(join(folder, "resource.json"), JSON.stringify(r));
  }
  writeFileSync(
    join(dir, "res", FIXTURE.blanks.code, String(FIXTURE.blanks.version), "audio", "b1.mp3"),
    "ID3",
  );
  return dir;
}

/**
 * Points a test app at a content folder. buildTestApp({ HIBIKI_CONTENT_DIR }) does it by itself once env.ts
 * declares the variable; until then it is set on app.env, which the content store reads on every use.
 * @param t - the test app
 * @param dir - from writeFixtureContent
 */
export function useContentDir(t: TestApp, dir: string): void {
  Object.assign(t.app.env, { HIBIKI_CONTENT_DIR: dir });
}
