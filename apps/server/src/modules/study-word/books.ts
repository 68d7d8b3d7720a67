import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { StudyWord, StudyWordBook } from "@hibiki/contracts";
import { z } from "zod";
import { NotFound } from "../../errors.ts";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";

/**
 * The study-word books from the content build (content/src/word-books.ts → dist/word-books): the index and
 * each book's words in study order, read once per catalogue version. Words carry no audio file: the client
 * speaks them with the TTS endpoint, as the Eiken word cards do (audio_url null).
 */

const WordSchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  pos: z.string(),
  mean: z.string(),
  ipa: z.string(),
  sentence: z.string(),
  sentence_jp: z.string(),
  cefr_lv: z.string().nullable(),
});
const InfoSchema = z.object({
  book_id: z.string(),
  kind: z.enum(["school_year", "cefr", "eiken"]),
  title_ja: z.string(),
  title_en: z.string(),
  word_count: z.number().int(),
  path: z.string(),
});
const IndexSchema = z.object({ books: z.array(InfoSchema) });
const BookFileSchema = InfoSchema.extend({ words: z.array(WordSchema) });

export type BookInfo = z.infer<typeof InfoSchema>;
/**
 * A loaded book: its words in order and by id. kind 'list' is a teacher's word list (word-lists.ts), whose
 * `pool` (when set) gives the wrong choices of a short list.
 */
export type Book = Omit<BookInfo, "kind"> & {
  kind: BookInfo["kind"] | "list";
  words: StudyWord[];
  byId: Map<number, StudyWord>;
  pool?: StudyWord[];
};
/** Every word of every book once (by word_id), with the books that have it in display order. */
export type WordIndex = Map<number, { word: StudyWord; books: BookInfo[] }>;

type Cache = { index: BookInfo[]; books: Map<string, Promise<Book>>; words?: Promise<WordIndex> };
const caches = new WeakMap<object, Cache>();

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  try {
    return schema.parse(JSON.parse(await readFile(file, "utf8")));
  } catch (err) {
    throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
  }
}

async function cacheOf(content: ContentCatalog): Promise<Cache> {
  const { catalog } = await content.load();
  let cache = caches.get(catalog);
  if (!cache) {
    const file = join(content.dir, "word-books", "index.json");
    const exists = await readFile(file, "utf8").then(
      () => true,
      () => false,
    );
    const index = exists ? (await readJson(file, IndexSchema)).books : [];
    cache = { index, books: new Map() };
    caches.set(catalog, cache);
  }
  return cache;
}

/** Every book, in display order (school year, CEFR-J, Eiken). */
export async function bookList(content: ContentCatalog): Promise<StudyWordBook[]> {
  return (await cacheOf(content)).index.map(({ path: _, ...b }) => b);
}

/**
 * A book with its words.
 * @returns the book, or undefined when the build has no such book
 */
export async function findBook(content: ContentCatalog, bookId: string): Promise<Book | undefined> {
  const cache = await cacheOf(content);
  const info = cache.index.find((b) => b.book_id === bookId);
  if (!info) return undefined;
  let book = cache.books.get(bookId);
  if (!book) {
    book = readJson(join(content.dir, info.path), BookFileSchema).then((b) => {
      const words = b.words.map((w) => ({ ...w, audio_url: null }));
      return { ...info, words, byId: new Map(words.map((w) => [w.word_id, w])) };
    });
    book.catch(() => cache.books.delete(bookId));
    cache.books.set(bookId, book);
  }
  return book;
}

/**
 * A book that must exist.
 * @throws AppError 404 when the build has no such book
 */
export async function bookOrThrow(content: ContentCatalog, bookId: string): Promise<Book> {
  const book = await findBook(content, bookId);
  if (!book) throw NotFound(`単語帳が見つかりません: ${bookId}`);
  return book;
}

/** Every word of every book (see WordIndex), built once per catalogue version. */
export async function wordIndex(content: ContentCatalog): Promise<WordIndex> {
  const cache = await cacheOf(content);
  if (!cache.words) {
    cache.words = (async () => {
      const out: WordIndex = new Map();
      for (const info of cache.index) {
        const book = await findBook(content, info.book_id);
        for (const w of book?.words ?? []) {
          const seen = out.get(w.word_id);
          if (seen) seen.books.push(info);
          else out.set(w.word_id, { word: w, books: [info] });
        }
      }
      return out;
    })();
    cache.words.catch(() => {
      delete cache.words;
    });
  }
  return cache.words;
}
