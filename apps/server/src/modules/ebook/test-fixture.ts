import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A small built content folder with four e-books (catalog.json's `ebooks` entry, ebooks/index.json,
 * ebooks/level-check.json, and each book's resource folder with resource.json and book.json), laid out as
 * the content build writes them, so the API tests do not depend on the real library. Each line states its
 * word_count (the figures the server sums), so the tests can reason in round numbers. Original text.
 */

type FixtureBook = {
  book_id: string;
  title: string;
  title_ja: string;
  yl: number;
  cefr: "A1" | "A2" | "B1" | "B2";
  genre: "fiction" | "nonfiction";
  topics: string[];
  /** pages × lines per page, each line `lineWords` words */
  pages: number;
  linesPerPage: number;
  lineWords: number;
  resId: number;
};

export const FIXTURE_BOOKS: FixtureBook[] = [
  {
    book_id: "eb-01-the-red-kite",
    title: "The Red Kite",
    title_ja: "赤いたこ",
    yl: 0.6,
    cefr: "A1",
    genre: "fiction",
    topics: ["school-life", "friendship"],
    pages: 4,
    linesPerPage: 2,
    lineWords: 30,
    resId: 990_001,
  },
  {
    book_id: "eb-12-the-school-garden",
    title: "The School Garden",
    title_ja: "学校の畑",
    yl: 1.2,
    cefr: "A1",
    genre: "nonfiction",
    topics: ["nature", "school-life"],
    pages: 3,
    linesPerPage: 2,
    lineWords: 20,
    resId: 990_012,
  },
  {
    book_id: "eb-20-the-night-train",
    title: "The Night Train",
    title_ja: "夜行列車",
    yl: 2.0,
    cefr: "A2",
    genre: "fiction",
    topics: ["travel", "mystery"],
    pages: 5,
    linesPerPage: 2,
    lineWords: 50,
    resId: 990_020,
  },
  {
    book_id: "eb-36-robots-at-work",
    title: "Robots at Work",
    title_ja: "はたらくロボット",
    yl: 3.6,
    cefr: "B2",
    genre: "nonfiction",
    topics: ["technology", "science"],
    pages: 2,
    linesPerPage: 3,
    lineWords: 50,
    resId: 990_036,
  },
];

/** The res_code of a fixture book (ebook-<nn>). */
export const resCodeOf = (bookId: string) => `ebook-${bookId.split("-")[1]}`;
/** A fixture book's running words. */
export const wordsOf = (b: FixtureBook) => b.pages * b.linesPerPage * b.lineWords;
const VERSION = 3;

function summary(b: FixtureBook) {
  const res_code = resCodeOf(b.book_id);
  return {
    book_id: b.book_id,
    title: b.title,
    title_ja: b.title_ja,
    yl: b.yl,
    cefr: b.cefr,
    genre: b.genre,
    topics: b.topics,
    summary: `A short story called ${b.title}.`,
    summary_ja: `「${b.title_ja}」の短いお話です。`,
    word_count: wordsOf(b),
    page_count: b.pages,
    line_count: b.pages * b.linesPerPage,
    has_dialogue: b.genre === "fiction",
    retold_from: null,
    res_code,
    res_version: VERSION,
    cover: `/res/${res_code}/${VERSION}/cover.svg`,
  };
}

function bookJson(b: FixtureBook) {
  const pages = Array.from({ length: b.pages }, (_, p) => ({
    page_no: p + 1,
    chapter: p === 0 ? "Chapter 1" : null,
    illustration: null,
    lines: Array.from({ length: b.linesPerPage }, (_, n) => ({
      sentence_id: `p${p + 1}-${n + 1}`,
      text: `Line ${n + 1} of page ${p + 1} of ${b.title}.`,
      ja: `${b.title_ja}の ${p + 1} ページ ${n + 1} 行目。`,
      speaker: n === 1 && b.genre === "fiction" ? "Mika" : "narrator",
      voice: n === 1 && b.genre === "fiction" ? "female2" : "female1",
      new_paragraph: n === 0,
      word_count: b.lineWords,
    })),
  }));
  return {
    ...summary(b),
    speakers: b.genre === "fiction" ? { narrator: "female1", Mika: "female2" } : { narrator: "female1" },
    glossary: [{ word: "kite", ja: "たこ" }],
    pages,
  };
}

/** The exercise: q1 with two questions, q2 with one (3 questions). Right answers: q1 [0, 1], q2 [2]. */
function exercise(b: FixtureBook) {
  const opts = (right: number) =>
    ["First answer.", "Second answer.", "Third answer."].map((content, index) => ({
      index,
      content,
      correct: index === right,
    }));
  return {
    res_code: resCodeOf(b.book_id),
    res_id: b.resId,
    res_title: b.title,
    res_type: "ebook",
    res_version: VERSION,
    kind: "reading-comprehension",
    items: [
      {
        index: 0,
        question_id: "q1",
        screen_text: `A passage of ${b.title}.`,
        screen_jp_text: "その訳。",
        questions: [
          { index: 0, question_id: "q1-1", screen_text: "Who flies the kite?", answers: opts(0) },
          { index: 1, question_id: "q1-2", screen_text: "Where do they go?", answers: opts(1) },
        ],
      },
      {
        index: 1,
        question_id: "q2",
        screen_text: `Another passage of ${b.title}.`,
        screen_jp_text: "もう一つの訳。",
        questions: [{ index: 0, question_id: "q2-1", screen_text: "How does it end?", answers: opts(2) }],
      },
    ],
  };
}

/** Level-check items: four per CEFR band (yl), the right option rotating 0-3. */
export const LEVEL_ITEMS = [
  0.5, 0.8, 1.0, 1.3, 1.5, 1.8, 2.0, 2.3, 2.5, 2.8, 3.0, 3.3, 3.5, 3.7, 3.8, 4.0,
].map((yl, i) => ({
  item_id: `lc${String(i + 1).padStart(2, "0")}`,
  yl,
  passage: `A passage written at level ${yl}.`,
  passage_ja: `レベル ${yl} の文章。`,
  question: "What is it about?",
  question_ja: "何についての文章ですか。",
  options: ["One.", "Two.", "Three.", "Four."],
  answer: i % 4,
}));

/**
 * Writes the folder.
 * @returns its path
 */
export function writeEbookContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-ebook-"));
  mkdirSync(join(dir, "ebooks"), { recursive: true });
  const entries = FIXTURE_BOOKS.map((b) => {
    const code = resCodeOf(b.book_id);
    const folder = join(dir, "res", code, String(VERSION));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "resource.json"), JSON.stringify(exercise(b)));
    writeFileSync(join(folder, "book.json"), JSON.stringify(bookJson(b)));
    writeFileSync(
      join(folder, "cover.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420"><title>${b.title}</title><rect width="300" height="420" fill="#9ab"/></svg>`,
    );
    return {
      res_code: code,
      res_id: b.resId,
      kind: "reading-comprehension",
      res_type: "ebook",
      res_version: VERSION,
      title: { ja: b.title_ja, en: b.title },
      item_count: 2,
      path: `res/${code}/${VERSION}/resource.json`,
      book_id: b.book_id,
    };
  });
  writeFileSync(join(dir, "ebooks", "index.json"), JSON.stringify({ books: FIXTURE_BOOKS.map(summary) }));
  writeFileSync(join(dir, "ebooks", "level-check.json"), JSON.stringify({ items: LEVEL_ITEMS }));
  writeFileSync(
    join(dir, "catalog.json"),
    JSON.stringify({
      books: [],
      ebooks: {
        count: entries.length,
        index: "ebooks/index.json",
        level_check: "ebooks/level-check.json",
        books: entries,
      },
    }),
  );
  return dir;
}
