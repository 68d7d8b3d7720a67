import type { LoadedEbook } from "./ebook-load.ts";
import type { EbookCefr } from "./ebook-schema.ts";
import { textWords } from "./ebook-vocabulary.ts";

/**
 * The built shapes of an e-book: its entry in dist/ebooks/index.json (what the library lists) and its
 * book.json (what the reader shows), written in the book's resource folder beside resource.json and the
 * pictures. Picture fields are URL paths served by GET /res/<res_code>/<res_version>/<file>.
 */

/** A book as index.json lists it. */
export interface EbookSummary {
  book_id: string;
  title: string;
  title_ja: string;
  yl: number;
  cefr: EbookCefr;
  genre: string;
  topics: string[];
  summary: string;
  summary_ja: string;
  /** running words of all lines (names and numbers included) */
  word_count: number;
  page_count: number;
  line_count: number;
  /** some line is spoken by a speaker other than the narrator */
  has_dialogue: boolean;
  retold_from: string | null;
  res_code: string;
  res_version: number;
  /** /res/<res_code>/<res_version>/<cover file> */
  cover: string;
}

/** One line of book.json. */
export interface EbookJsonLine {
  /** p<page>-<n>, both 1-based */
  sentence_id: string;
  text: string;
  ja: string;
  /** the speaker's name (narrator when the source names none) */
  speaker: string;
  voice: string;
  /** the line starts a paragraph (the first line of a page always does) */
  new_paragraph: boolean;
  word_count: number;
}

/** book.json: the summary, the voices, the glossary and the pages. */
export interface EbookJson extends EbookSummary {
  speakers: Record<string, string>;
  glossary: { word: string; ja: string }[];
  pages: {
    page_no: number;
    chapter: string | null;
    /** URL path of the page's picture, or null */
    illustration: string | null;
    lines: EbookJsonLine[];
  }[];
}

/**
 * The res_code of a book's resource: ebook-<nn> (nn from the book_id).
 * @param bookId - eb-<nn>-<title>
 * @returns ebook-<nn>
 */
export function ebookResCode(bookId: string): string {
  return `ebook-${bookId.split("-")[1]}`;
}

/**
 * Builds a book's book.json (its summary is the same object without speakers, glossary and pages).
 * @param loaded - the checked book
 * @param resVersion - its resource's version (URL paths of the pictures)
 * @returns book.json's content
 */
export function ebookJson(loaded: LoadedEbook, resVersion: number): EbookJson {
  const { book } = loaded;
  const res_code = ebookResCode(book.book_id);
  const url = (file: string) => `/res/${res_code}/${resVersion}/${file}`;
  const pages = book.pages.map((page, p) => ({
    page_no: p + 1,
    chapter: page.chapter,
    illustration: page.illustration ? url(page.illustration) : null,
    lines: page.lines.map((line, l) => {
      const speaker = line.speaker ?? "narrator";
      return {
        sentence_id: `p${p + 1}-${l + 1}`,
        text: line.text,
        ja: line.ja,
        speaker,
        voice: book.speakers[speaker] ?? book.speakers.narrator ?? "female1",
        new_paragraph: l === 0 || line.break === true,
        word_count: textWords(line.text).length,
      };
    }),
  }));
  const lines = pages.flatMap((p) => p.lines);
  return {
    book_id: book.book_id,
    title: book.title,
    title_ja: book.title_ja,
    yl: book.yl,
    cefr: book.cefr,
    genre: book.genre,
    topics: [...book.topics],
    summary: book.summary,
    summary_ja: book.summary_ja,
    word_count: lines.reduce((n, l) => n + l.word_count, 0),
    page_count: pages.length,
    line_count: lines.length,
    has_dialogue: lines.some((l) => l.speaker !== "narrator"),
    retold_from: book.retold_from,
    res_code,
    res_version: resVersion,
    cover: url(book.cover),
    speakers: { ...book.speakers },
    glossary: Object.entries(book.glossary).map(([word, ja]) => ({ word, ja })),
    pages,
  };
}

/**
 * A book's index.json entry.
 * @param json - its book.json
 * @returns the summary fields only
 */
export function ebookSummary(json: EbookJson): EbookSummary {
  const { speakers: _s, glossary: _g, pages: _p, ...summary } = json;
  return summary;
}
