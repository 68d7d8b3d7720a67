import type { StudyWord, StudyWordSearchItem } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { type Book, findBook, type WordIndex, wordIndex } from "./books.ts";

/**
 * Teachers' word lists: words picked from the word books (search by prefix or meaning, or pasted one a
 * line) and stored as word ids. A list plays the part of a book everywhere (book_id 'list-<id>'), so plans,
 * today's task, challenges and mastery work on it unchanged.
 */

const LIST_PREFIX = "list-";
/** Below this many words a list's wrong choices also come from the books its words are in. */
const OWN_POOL_MIN = 8;

/** The book id of a list. */
export const listBookId = (id: number) => `${LIST_PREFIX}${id}`;

/** @returns the list id of a list's book id, or undefined for a word book */
export function listIdOf(bookId: string): number | undefined {
  const m = /^list-([1-9]\d{0,9})$/.exec(bookId);
  return m ? Number(m[1]) : undefined;
}

/**
 * A pasted line as a headword: leading numbering or bullets ("1.", "2)", "-", "・") and trailing
 * punctuation dropped, curly apostrophes straightened, spaces collapsed, lower case.
 */
export function normalizeWord(line: string): string {
  return line
    .normalize("NFKC")
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .replace(/^(\d+\s*[.)、．]\s*|[-*•・]\s*)/u, "")
    .replace(/[\s,.;:、。]+$/u, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

const byHeadword = new WeakMap<WordIndex, Map<string, StudyWord>>();
function headwords(index: WordIndex): Map<string, StudyWord> {
  let m = byHeadword.get(index);
  if (!m) {
    m = new Map();
    for (const { word } of index.values()) {
      const key = word.word.trim().toLowerCase();
      if (!m.has(key)) m.set(key, word);
    }
    byHeadword.set(index, m);
  }
  return m;
}

function present(index: WordIndex, w: StudyWord): StudyWordSearchItem {
  const book = index.get(w.word_id)?.books[0];
  return {
    word_id: w.word_id,
    word: w.word,
    pos: w.pos,
    mean: w.mean,
    book_id: book?.book_id ?? "",
    book_title_ja: book?.title_ja ?? "",
    book_title_en: book?.title_en ?? "",
  };
}

/**
 * Words for the picker: the exact headword first, then headwords starting with q (shortest first); a q with
 * no Latin letters searches the Japanese meanings instead.
 * @param q - what the teacher typed
 * @param limit - at most this many
 */
export async function searchWords(
  content: ContentCatalog,
  q: string,
  limit: number,
): Promise<StudyWordSearchItem[]> {
  const index = await wordIndex(content);
  const key = normalizeWord(q);
  if (!key) return [];
  const words = [...index.values()].map((e) => e.word);
  let hits: StudyWord[];
  if (/[a-z]/.test(key)) {
    hits = words
      .filter((w) => w.word.toLowerCase().startsWith(key))
      .sort(
        (a, b) =>
          Number(b.word.toLowerCase() === key) - Number(a.word.toLowerCase() === key) ||
          a.word.length - b.word.length ||
          a.word.localeCompare(b.word),
      );
  } else {
    hits = words.filter((w) => w.mean.includes(q.trim())).sort((a, b) => a.mean.length - b.mean.length);
  }
  return hits.slice(0, limit).map((w) => present(index, w));
}

/**
 * Matches pasted words against the books' headwords.
 * @param lines - the pasted lines (blank ones already dropped)
 * @returns the matched words in paste order (each once) and the lines that matched nothing, as typed
 */
export async function matchWords(
  content: ContentCatalog,
  lines: readonly string[],
): Promise<{ matched: StudyWordSearchItem[]; unmatched: string[] }> {
  const index = await wordIndex(content);
  const heads = headwords(index);
  const matched: StudyWordSearchItem[] = [];
  const seen = new Set<number>();
  const unmatched: string[] = [];
  for (const line of lines) {
    const w = heads.get(normalizeWord(line));
    if (!w) unmatched.push(line.trim());
    else if (!seen.has(w.word_id)) {
      seen.add(w.word_id);
      matched.push(present(index, w));
    }
  }
  return { matched, unmatched };
}

/** @returns the ids among these that no book has */
export async function unknownWordIds(content: ContentCatalog, ids: readonly number[]): Promise<number[]> {
  const index = await wordIndex(content);
  return ids.filter((id) => !index.has(id));
}

/** A stored list. */
export interface ListRow {
  id: number;
  school_id: number;
  class_id: number | null;
  title: string;
  word_ids: number[];
}

/** Saves a list. @returns its id */
export async function insertList(
  db: Queryable,
  l: { schoolId: number; classId: number; teacherId: number; title: string; wordIds: readonly number[] },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO study_word_lists (school_id, class_id, teacher_id, title, word_ids)
     VALUES ($1, $2, $3, $4, $5::int[]) RETURNING id`,
    [l.schoolId, l.classId, l.teacherId, l.title, [...l.wordIds]],
  );
  return (row as { id: number }).id;
}

/** Lists of a school by id (ids of other schools are left out). */
export async function listsOf(db: Queryable, schoolId: number, ids: readonly number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  return db.query<ListRow>(
    "SELECT id, school_id, class_id, title, word_ids FROM study_word_lists WHERE id = ANY($1::int[]) AND school_id = $2",
    [[...ids], schoolId],
  );
}

/** A list as a book: its words in the teacher's order (words the books no longer have are left out). */
async function listBook(content: ContentCatalog, row: ListRow): Promise<Book> {
  const index = await wordIndex(content);
  const words = row.word_ids.flatMap((id) => index.get(id)?.word ?? []);
  let pool: StudyWord[] | undefined;
  if (words.length < OWN_POOL_MIN) {
    const first = words[0] ? index.get(words[0].word_id)?.books[0] : undefined;
    const more = first ? ((await findBook(content, first.book_id))?.words ?? []) : [];
    pool = [...words, ...more.filter((w) => !words.some((x) => x.word_id === w.word_id))];
  }
  return {
    book_id: listBookId(row.id),
    kind: "list",
    title_ja: row.title,
    title_en: row.title,
    word_count: words.length,
    path: "",
    words,
    byId: new Map(words.map((w) => [w.word_id, w])),
    ...(pool ? { pool } : {}),
  };
}

/**
 * The book of a plan or an assignment: a word book of the build, or a list of the school.
 * @param memo - books already resolved in this request (a class's plans share one)
 * @returns the book, or undefined when there is none
 */
export async function resolveBook(
  deps: { db: Queryable; content: ContentCatalog },
  bookId: string,
  schoolId: number,
  memo?: Map<string, Promise<Book | undefined>>,
): Promise<Book | undefined> {
  const hit = memo?.get(bookId);
  if (hit) return hit;
  const listId = listIdOf(bookId);
  const p =
    listId === undefined
      ? findBook(deps.content, bookId)
      : listsOf(deps.db, schoolId, [listId]).then(([row]) => (row ? listBook(deps.content, row) : undefined));
  memo?.set(bookId, p);
  return p;
}
