import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEikenWords } from "./eiken-words.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";
import { buildWordBooks, parseCefrLevels, wordIdOf } from "./word-books.ts";

const word = (w: string, pos = "noun") => ({
  word: w,
  pos: pos as "noun",
  ja: `${w}の意味`,
  ipa: "x",
  example: `A ${w} here.`,
  example_ja: "例文。",
});

describe("word books", () => {
  it("reads CEFR-J levels: split spellings, lowest level wins", () => {
    const levels = parseCefrLevels(
      "headword,pos,CEFR\na.m./AM,adverb,A1,,,\nlight,noun,A2\nlight,adjective,A1\nzap,verb,C1\n",
    );
    expect(levels.get("am")).toBe("A1");
    expect(levels.get("a.m.")).toBe("A1");
    expect(levels.get("light")).toBe("A1");
    expect(levels.has("zap")).toBe(false);
  });

  it("builds school-year, CEFR-J and Eiken books with stable ids", () => {
    const { books, errors } = buildWordBooks(
      [
        { grade: "5", words: [word("dog"), word("run", "verb")] },
        { grade: "4", words: [word("library")] },
      ],
      new Map([
        ["dog", "A1"],
        ["library", "A2"],
      ]),
    );
    expect(errors).toEqual([]);
    expect(books.map((b) => [b.book_id, b.word_count])).toEqual([
      ["year-j1", 2],
      ["year-j2", 1],
      ["cefr-a1", 1],
      ["cefr-a2", 1],
      ["eiken-5", 2],
      ["eiken-4", 1],
    ]);
    const dog = books[0]?.words[0];
    expect(dog).toMatchObject({ word: "dog", mean: "dogの意味", sentence: "A dog here.", cefr_lv: "A1" });
    expect(dog?.word_id).toBe(wordIdOf("Dog"));
    expect(books[0]?.words[1]?.cefr_lv).toBeNull();
  });

  it("the real lists give every book, no id clashes", async () => {
    const { lists } = await loadEikenWords(REAL_CONTENT_DIR, join(REAL_CONTENT_DIR, ".."));
    const csv = await readFile(join(REAL_CONTENT_DIR, "cefr-j", "cefrj-vocabulary-profile-1.5.csv"), "utf8");
    const { books, errors } = buildWordBooks(lists, parseCefrLevels(csv));
    expect(errors).toEqual([]);
    expect(books.map((b) => b.book_id)).toEqual([
      "year-j1",
      "year-j2",
      "year-j3",
      "year-h1",
      "year-h2",
      "year-h3",
      "cefr-a1",
      "cefr-a2",
      "cefr-b1",
      "cefr-b2",
      "eiken-5",
      "eiken-4",
      "eiken-3",
      "eiken-pre-2",
      "eiken-pre-2-plus",
      "eiken-2",
    ]);
    for (const b of books) expect(b.word_count, b.book_id).toBeGreaterThan(20);
  });
});
