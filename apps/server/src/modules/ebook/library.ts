import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type EbookPage,
  EbookPageSchema,
  type EbookSummary,
  EbookSummarySchema,
  EbookVoiceSchema,
} from "@hibiki/contracts";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";

/**
 * The e-book library of the content build: ebooks/index.json (every book's summary), each book's
 * book.json in its resource folder (res/<res_code>/<res_version>/book.json) and ebooks/level-check.json.
 * The catalogue's `ebooks` entry names the two ebooks/ files (the defaults are used when it has none);
 * everything is read once per catalogue version.
 */

const IndexFileSchema = z.object({ books: z.array(EbookSummarySchema) });
const BookFileSchema = z.object({
  speakers: z.record(z.string(), EbookVoiceSchema),
  glossary: z.array(z.object({ word: z.string(), ja: z.string() })),
  pages: z.array(EbookPageSchema),
});
const LevelItemSchema = z.object({
  item_id: z.string(),
  yl: z.number(),
  passage: z.string(),
  passage_ja: z.string(),
  question: z.string(),
  question_ja: z.string(),
  options: z.array(z.string()).min(2),
  answer: z.number().int().min(0),
});
const LevelFileSchema = z.object({ items: z.array(LevelItemSchema) });

export type LevelItem = z.infer<typeof LevelItemSchema>;
/** A book's text with its lookups. */
export type BookText = z.infer<typeof BookFileSchema> & {
  /** words of each page (index 0 = page 1) */
  pageWords: number[];
  /** every line by sentence_id */
  lines: Map<string, EbookPage["lines"][number]>;
};
/** The library: books in index order (yl, then book_id) and by id. */
export type Library = { books: EbookSummary[]; byId: Map<string, EbookSummary> };

type Cache = {
  library: Promise<Library>;
  texts: Map<string, Promise<BookText>>;
  levelItems?: Promise<LevelItem[]>;
  paths: { index: string; levelCheck: string };
};
const caches = new WeakMap<object, Cache>();

async function readJson<T>(file: string, schema: z.ZodType<T>, missing?: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if (missing !== undefined && (err as NodeJS.ErrnoException).code === "ENOENT") return missing;
    throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return schema.parse(JSON.parse(text));
  } catch (err) {
    throw new ContentUnavailableError(`${file} is invalid: ${(err as Error).message.slice(0, 300)}`);
  }
}

/** The catalogue's `ebooks` entry, whichever names the build gives its two paths. */
function pathsOf(catalog: object): Cache["paths"] {
  const entry = (catalog as { ebooks?: Record<string, unknown> | null }).ebooks ?? {};
  const str = (...keys: string[]) =>
    keys.map((k) => entry[k]).find((v): v is string => typeof v === "string");
  return {
    index: str("index", "index_path", "path") ?? "ebooks/index.json",
    levelCheck: str("level_check", "level_check_path") ?? "ebooks/level-check.json",
  };
}

async function cacheOf(content: ContentCatalog): Promise<Cache> {
  const { catalog } = await content.load();
  let cache = caches.get(catalog);
  if (!cache) {
    const paths = pathsOf(catalog);
    const dir = content.dir;
    // A build without e-books is an empty library, not an outage.
    const library = readJson(join(dir, paths.index), IndexFileSchema, { books: [] }).then(({ books }) => ({
      books,
      byId: new Map(books.map((b) => [b.book_id, b])),
    }));
    cache = { library, texts: new Map(), paths };
    library.catch(() => caches.delete(catalog));
    caches.set(catalog, cache);
  }
  return cache;
}

/**
 * The library of the current build.
 * @param content - the content store
 * @returns every book (index order) and the lookup by id
 * @throws ContentUnavailableError when index.json is unreadable
 */
export async function libraryOf(content: ContentCatalog): Promise<Library> {
  return (await cacheOf(content)).library;
}

/**
 * A book that must exist.
 * @throws AppError 404 ebook_not_found for an id the library does not have
 */
export async function bookOrThrow(content: ContentCatalog, bookId: string): Promise<EbookSummary> {
  const book = (await libraryOf(content)).byId.get(bookId);
  if (!book) throw new AppError(404, "ebook_not_found", `この本は見つかりません: ${bookId}`);
  return book;
}

/**
 * A book's text (book.json).
 * @param book - a book of the library
 * @returns its pages, speakers, glossary, words per page and lines by id
 * @throws ContentUnavailableError when book.json is missing or invalid
 */
export async function bookText(content: ContentCatalog, book: EbookSummary): Promise<BookText> {
  const cache = await cacheOf(content);
  const key = `${book.book_id}@${book.res_version}`;
  let text = cache.texts.get(key);
  if (!text) {
    const file = join(content.dir, "res", book.res_code, String(book.res_version), "book.json");
    text = readJson(file, BookFileSchema).then((b) => {
      const pages = [...b.pages].sort((x, y) => x.page_no - y.page_no);
      return {
        ...b,
        pages,
        pageWords: pages.map((p) => p.lines.reduce((n, l) => n + l.word_count, 0)),
        lines: new Map(pages.flatMap((p) => p.lines.map((l) => [l.sentence_id, l] as const))),
      };
    });
    text.catch(() => cache.texts.delete(key));
    cache.texts.set(key, text);
  }
  return text;
}

/**
 * The level check's items (level-check.json), easiest first.
 * @returns the items ([] when the build has none)
 */
export async function levelItems(content: ContentCatalog): Promise<LevelItem[]> {
  const cache = await cacheOf(content);
  if (!cache.levelItems) {
    const file = join(content.dir, cache.paths.levelCheck);
    cache.levelItems = readJson(file, LevelFileSchema, { items: [] }).then((f) =>
      f.items.filter((i) => i.answer < i.options.length).sort((a, b) => a.yl - b.yl),
    );
    cache.levelItems.catch(() => {
      cache.levelItems = undefined;
    });
  }
  return cache.levelItems;
}
