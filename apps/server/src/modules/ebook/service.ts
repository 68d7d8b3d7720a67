import {
  EBOOK_RECOMMEND_RANGE,
  EBOOK_SHELF_MAX,
  type EBOOK_STATUSES,
  type EbookCefr,
  type EbookLevel,
  type EbookListItem,
  type EbookListQuerySchema,
  type EbookSummary,
  type EbookTotals,
} from "@hibiki/contracts";
import { dayOf, STUDY_WORD_TIME_ZONE } from "@hibiki/exercises/study-word";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { exerciseSummary } from "./exercise.ts";
import { openFreeReadingCount } from "./free-reading.ts";
import { bookOrThrow, bookText, libraryOf } from "./library.ts";
import * as logs from "./log-repository.ts";
import { listItem, presentBookmark, presentImpression, presentState } from "./presenter.ts";
import * as repo from "./repository.ts";

/**
 * The library side of the e-book calls: the index, the list, a book's details and text, the shelf, read
 * marks and bookmarks. Every query is the caller's own (student_id); books come from the content build.
 */

export type Deps = { db: Db; content: ContentCatalog; now: () => Date };

const who = (caller: StudentCaller) => ({ studentId: caller.id, schoolId: caller.schoolId });
/** The Japan day of a time. */
export const japanDay = (at: Date) => dayOf(at, STUDY_WORD_TIME_ZONE);

/** The student's level, or null before the first level check. */
export async function levelFor(db: Db, studentId: number): Promise<EbookLevel | null> {
  const row = await logs.levelOf(db, studentId);
  return row ? { yl: Number(row.yl), cefr: row.cefr as EbookCefr, checked_at: iso(row.checked_at) } : null;
}

/**
 * Unread books near a level, nearest first.
 * @param items - the library with the student's states
 * @param yl - the level
 * @param max - most books returned
 */
export function recommend(items: readonly EbookListItem[], yl: number, max = 8): EbookListItem[] {
  return items
    .filter((b) => !b.is_read && Math.abs(b.yl - yl) <= EBOOK_RECOMMEND_RANGE + 1e-9)
    .sort(
      (a, b) =>
        Math.abs(a.yl - yl) - Math.abs(b.yl - yl) || a.yl - b.yl || a.book_id.localeCompare(b.book_id),
    )
    .slice(0, max);
}

/** Every book of the library with the student's state, in library order. */
export async function libraryItems(deps: Deps, studentId: number): Promise<EbookListItem[]> {
  const [{ books }, states] = await Promise.all([libraryOf(deps.content), repo.statesOf(deps.db, studentId)]);
  const byBook = new Map(states.map((s) => [s.book_id, s]));
  return books.map((b) => listItem(b, byBook.get(b.book_id)));
}

async function totalsOf(
  deps: Deps,
  studentId: number,
  items: readonly EbookListItem[],
): Promise<EbookTotals> {
  const t = await logs.readingTotals(deps.db, studentId);
  return {
    books_read: items.filter((b) => b.is_read).length,
    words_read: t.words,
    minutes: Math.round(t.seconds / 60),
  };
}

const byTimeDesc = (a: string | null, b: string | null) => (b ?? "").localeCompare(a ?? "");

/** ebook/index: level, shelf, books in progress, recommendations, totals and open free reading. */
export async function index(deps: Deps, caller: StudentCaller) {
  const [{ books }, rows] = await Promise.all([libraryOf(deps.content), repo.statesOf(deps.db, caller.id)]);
  const states = new Map(rows.map((s) => [s.book_id, s]));
  const items = books.map((b) => listItem(b, states.get(b.book_id)));
  const shelfAt = (b: EbookListItem) => {
    const at = states.get(b.book_id)?.shelf_added_at;
    return at ? iso(at) : null;
  };
  const level = await levelFor(deps.db, caller.id);
  return {
    level,
    shelf: items.filter((b) => b.on_shelf).sort((a, b) => byTimeDesc(shelfAt(a), shelfAt(b))),
    reading: items
      .filter((b) => b.progress_page > 0 && !b.is_read)
      .sort((a, b) => byTimeDesc(a.last_read_at, b.last_read_at))
      .slice(0, 10),
    recommended: level ? recommend(items, level.yl) : [],
    totals: await totalsOf(deps, caller.id, items),
    free_reading_open: await openFreeReadingCount(deps, caller),
    book_count: items.length,
  };
}

const STATUS_TEST: Record<(typeof EBOOK_STATUSES)[number], (b: EbookListItem) => boolean> = {
  all: () => true,
  unread: (b) => !b.is_read,
  reading: (b) => b.progress_page > 0 && !b.is_read,
  read: (b) => b.is_read,
  shelf: (b) => b.on_shelf,
};

/** ebook/list: the library filtered, sorted and paged. yl_min > yl_max is read as the range between them. */
export async function list(deps: Deps, caller: StudentCaller, q: z.output<typeof EbookListQuerySchema>) {
  const items = await libraryItems(deps, caller.id);
  const [lo = 0, hi = 99] = [q.yl_min ?? 0, q.yl_max ?? 99].sort((a, b) => a - b);
  const kw = q.keyword?.trim().toLowerCase();
  const filtered = items.filter(
    (b) =>
      b.yl >= lo - 1e-9 &&
      b.yl <= hi + 1e-9 &&
      (!q.cefr || b.cefr === q.cefr) &&
      (!q.genre || b.genre === q.genre) &&
      (!q.topic || b.topics.includes(q.topic)) &&
      STATUS_TEST[q.status](b) &&
      (!kw || [b.title, b.title_ja, b.summary, b.summary_ja].some((s) => s.toLowerCase().includes(kw))),
  );
  if (q.sort === "words") filtered.sort((a, b) => a.word_count - b.word_count || a.yl - b.yl);
  if (q.sort === "new")
    filtered.sort((a, b) => b.res_version - a.res_version || b.book_id.localeCompare(a.book_id));
  return { list: filtered.slice((q.page - 1) * q.limit, q.page * q.limit), total: filtered.length };
}

/** ebook/details: the book with state, bookmarks, impression, exercise and this book's reading. */
export async function details(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  const [state, bookmarks, impression, reading] = await Promise.all([
    repo.stateOf(deps.db, caller.id, book.book_id),
    repo.bookmarksOf(deps.db, caller.id, book.book_id),
    repo.impressionOf(deps.db, caller.id, book.book_id),
    logs.readingTotals(deps.db, caller.id, book.book_id),
  ]);
  return {
    book: listItem(book, state),
    bookmarks: bookmarks.map(presentBookmark),
    impression: impression ? presentImpression(impression, await bookText(deps.content, book)) : null,
    exercise: await exerciseSummary(deps, caller.id, book),
    reading: {
      sessions: reading.sessions,
      seconds: reading.seconds,
      words_read: reading.words,
      average_wpm: reading.seconds > 0 ? Math.round((reading.words * 60) / reading.seconds) : null,
      last_read_at: reading.last_at ? iso(reading.last_at) : null,
    },
  };
}

/** ebook/content: the reader's text and the student's state. */
export async function content(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  const text = await bookText(deps.content, book);
  const state = await repo.stateOf(deps.db, caller.id, book.book_id);
  return {
    book,
    speakers: text.speakers,
    glossary: text.glossary,
    pages: text.pages,
    state: presentState(state),
  };
}

/**
 * Puts a book on the shelf (again: no change). The count is checked under the student's row lock, so two
 * concurrent adds cannot pass 30 together.
 * @throws AppError 400 bookshelf_full when the shelf already holds EBOOK_SHELF_MAX books
 */
export async function shelfAdd(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  return deps.db.transaction(async (tx) => {
    await repo.lockStudent(tx, caller.id);
    const current = await repo.stateOf(tx, caller.id, book.book_id);
    if (current?.shelf_added_at)
      return { state: presentState(current), shelf_count: await repo.shelfCount(tx, caller.id) };
    const count = await repo.shelfCount(tx, caller.id);
    if (count >= EBOOK_SHELF_MAX)
      throw BadRequest(
        "bookshelf_full",
        `本棚がいっぱいです（${EBOOK_SHELF_MAX} 冊まで）。読み終わった本を本棚から外してから追加してください。`,
      );
    const state = await repo.upsertState(tx, who(caller), book.book_id, "shelf_added_at = now()");
    return { state: presentState(state), shelf_count: count + 1 };
  });
}

/** Takes a book off the shelf (not on it: no change). */
export async function shelfRemove(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  const current = await repo.stateOf(deps.db, caller.id, book.book_id);
  const state = current?.shelf_added_at
    ? await repo.upsertState(deps.db, who(caller), book.book_id, "shelf_added_at = NULL")
    : current;
  return { state: presentState(state), shelf_count: await repo.shelfCount(deps.db, caller.id) };
}

/** Marks a book read (keeps the first read time when already read) or unread. */
export async function markRead(deps: Deps, caller: StudentCaller, bookId: string, isRead: number) {
  const book = await bookOrThrow(deps.content, bookId);
  const now = deps.now();
  const state =
    isRead === 1
      ? await repo.upsertState(
          deps.db,
          who(caller),
          book.book_id,
          "read_at = CASE WHEN is_read THEN read_at ELSE $3::timestamptz END, read_day = CASE WHEN is_read THEN read_day ELSE $4 END, is_read = true",
          [now, japanDay(now)],
        )
      : await repo.upsertState(
          deps.db,
          who(caller),
          book.book_id,
          "is_read = false, read_at = NULL, read_day = NULL",
        );
  return { state: presentState(state) };
}

export async function bookmarks(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  return { items: (await repo.bookmarksOf(deps.db, caller.id, book.book_id)).map(presentBookmark) };
}

/**
 * Adds a bookmark.
 * @throws AppError 400 bad_request for a page beyond the book; 400 bookmark_exists for a name or page the
 *   book already has a bookmark with
 */
export async function bookmarkAdd(
  deps: Deps,
  caller: StudentCaller,
  body: { book_id: string; page_no: number; name: string },
) {
  const book = await bookOrThrow(deps.content, body.book_id);
  if (body.page_no > book.page_count)
    throw BadRequest("bad_request", `ページは 1〜${book.page_count} で指定してください。`, {
      "body.page_no": `ページは 1〜${book.page_count} で指定してください。`,
    });
  const row = await repo.insertBookmark(deps.db, who(caller), {
    bookId: book.book_id,
    pageNo: body.page_no,
    name: body.name,
  });
  if (!row)
    throw BadRequest(
      "bookmark_exists",
      "このしおりはすでに登録されています（同じ名前か同じページのしおりがあります）。",
    );
  return { bookmark: presentBookmark(row) };
}

/** @throws AppError 404 when the bookmark is not the caller's */
export async function bookmarkDelete(deps: Deps, caller: StudentCaller, id: number) {
  if (!(await repo.deleteBookmark(deps.db, caller.id, id))) throw NotFound(`しおりが見つかりません: ${id}`);
  return { deleted: true as const };
}

/** Summaries for a set of ids, in the library's order (unknown ids dropped). */
export async function summariesOf(deps: Deps, ids: readonly string[]): Promise<EbookSummary[]> {
  const set = new Set(ids);
  return (await libraryOf(deps.content)).books.filter((b) => set.has(b.book_id));
}
