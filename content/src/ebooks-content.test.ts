import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type LoadedEbook, loadCefrLevels, loadEbook } from "./ebook-load.ts";
import type { VocabularyReport } from "./ebook-vocabulary.ts";
import { planEbooks } from "./ebooks.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR } from "./real-content.ts";

/**
 * The real library (content/ebooks): 40 or more books that pass every check, from very short picture
 * books to long chapter books, over the whole YL scale, both genres and the main topics.
 */

const repoRoot = resolve(REAL_CONTENT_DIR, "..");
const root = join(REAL_CONTENT_DIR, "ebooks");
/** The half bands of the YL scale: 0.5–0.9, 1.0–1.4 … 3.5–4.0. */
const HALF_BANDS = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5];
const halfBandOf = (yl: number) => Math.min(3.5, Math.floor(Math.round(yl * 10) / 5) / 2);

let folders: string[] = [];
let books: LoadedEbook[] = [];
const vocabulary = new Map<string, VocabularyReport>();
let planMessages: string[] = [];

beforeAll(async () => {
  folders = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const levels = await loadCefrLevels(REAL_CONTENT_DIR);
  for (const folder of folders) {
    const r = await loadEbook(join(root, folder), repoRoot, levels);
    if (r.vocabulary) vocabulary.set(folder, r.vocabulary);
    if (r.loaded) books.push(r.loaded);
  }
  books = books.sort((a, b) => a.book.yl - b.book.yl);
  planMessages = (await planEbooks(REAL_CONTENT_DIR, repoRoot)).errors.map(formatContentError);
});

describe("the e-book library", () => {
  it("builds without a problem (every book, the level check)", () => {
    expect(planMessages).toEqual([]);
  });

  it("has at least 40 books", () => {
    expect(folders.length).toBeGreaterThanOrEqual(40);
    expect(books.length).toBeGreaterThanOrEqual(40);
  });

  it("keeps every book's words above its band under 5%", () => {
    const failing = folders
      .filter((f) => !vocabulary.get(f)?.passes)
      .map((f) => {
        const v = vocabulary.get(f);
        return v ? `${f}: ${(v.share * 100).toFixed(1)}%` : `${f}: book.yaml does not parse`;
      });
    expect(failing).toEqual([]);
  });

  it("spans very short to long books", () => {
    const counts = books.map((b) => b.vocabulary.running_words);
    expect(Math.min(...counts)).toBeLessThanOrEqual(100);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(1800);
  });

  it("has books in every half band of YL 0.5–4.0", () => {
    const bands = new Set(books.map((b) => halfBandOf(b.book.yl)));
    expect(HALF_BANDS.filter((h) => !bands.has(h))).toEqual([]);
  });

  it("has both genres and the main topics", () => {
    expect(new Set(books.map((b) => b.book.genre))).toEqual(new Set(["fiction", "nonfiction"]));
    const topics = new Set(books.flatMap((b) => b.book.topics));
    for (const t of ["school-life", "clubs", "food", "travel", "science", "history"])
      expect(topics).toContain(t);
  });

  it("gives every book a cover and every page below YL 1.0 a picture", () => {
    for (const b of books) expect(b.pictures.has(b.book.cover), b.book.book_id).toBe(true);
    const bare = books
      .filter((b) => b.book.yl < 1.0)
      .flatMap((b) =>
        b.book.pages.flatMap((p, i) => (p.illustration ? [] : [`${b.book.book_id} page ${i + 1}`])),
      );
    expect(bare).toEqual([]);
  });
});
