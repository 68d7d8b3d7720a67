import { type EbookReadingLogBodySchema, ebookSpeedBand } from "@hibiki/contracts";
import { addDays } from "@hibiki/exercises/study-word";
import type { z } from "zod";
import { BadRequest } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { filterSensitiveWords } from "../../writing/index.ts";
import { bookOrThrow, bookText, libraryOf } from "./library.ts";
import * as logs from "./log-repository.ts";
import { presentImpression, presentState } from "./presenter.ts";
import * as repo from "./repository.ts";
import { type Deps, japanDay, libraryItems } from "./service.ts";

/**
 * Reading logs (words per minute and the spec's speed feedback), the reading history, and impressions.
 */

const who = (caller: StudentCaller) => ({ studentId: caller.id, schoolId: caller.schoolId });
const wpmOf = (words: number, seconds: number) => (seconds > 0 ? Math.round((words * 60) / seconds) : 0);
const pageError = (field: string, message: string) =>
  BadRequest("bad_request", message, { [`body.${field}`]: message });

/**
 * Stores a reading session and moves the book's progress to to_page; finished=1 (allowed only when to_page
 * is the last page) marks the book read. words_read is capped at the words of the pages read.
 * @returns the log with this session's wpm and the read-through's wpm and speed band
 * @throws AppError 400 bad_request for pages outside the book or finished before the last page
 */
export async function readingLog(
  deps: Deps,
  caller: StudentCaller,
  body: z.output<typeof EbookReadingLogBodySchema>,
) {
  const book = await bookOrThrow(deps.content, body.book_id);
  const text = await bookText(deps.content, book);
  const last = text.pages.length;
  if (body.to_page < body.from_page)
    throw pageError("to_page", "読み終わりのページは読み始めのページ以降にしてください。");
  if (body.to_page > last) throw pageError("to_page", `ページは 1〜${last} で指定してください。`);
  if (body.finished === 1 && body.to_page !== last)
    throw pageError("finished", "最後のページまで読んだときだけ「読み終わった」にできます。");
  const cap = text.pageWords.slice(body.from_page - 1, body.to_page).reduce((a, b) => a + b, 0);
  const words = Math.min(body.words_read, cap);
  const now = deps.now();
  const day = japanDay(now);
  const finished = body.finished === 1;
  return deps.db.transaction(async (tx) => {
    const log = await logs.insertLog(tx, who(caller), {
      book_id: book.book_id,
      from_page: body.from_page,
      to_page: body.to_page,
      seconds: body.seconds,
      words_read: words,
      wpm: wpmOf(words, body.seconds),
      finished,
      day,
    });
    const readSet = finished
      ? ", read_at = CASE WHEN is_read THEN read_at ELSE $3::timestamptz END, read_day = CASE WHEN is_read THEN read_day ELSE $5 END, is_read = true"
      : "";
    const state = await repo.upsertState(
      tx,
      who(caller),
      book.book_id,
      `progress_page = $4, last_read_at = $3::timestamptz${readSet}`,
      finished ? [now, body.to_page, day] : [now, body.to_page],
    );
    const through = await logs.throughTotals(tx, caller.id, book.book_id, log.id);
    const wpm = wpmOf(through.words, through.seconds);
    return {
      log_id: log.id,
      words_read: words,
      seconds: body.seconds,
      log_wpm: log.wpm,
      wpm,
      speed_band: ebookSpeedBand(wpm, through.words, book.word_count),
      through_words: through.words,
      through_seconds: through.seconds,
      book_words: book.word_count,
      state: presentState(state),
    };
  });
}

/** ebook/history: a page of logs, words per Japan day for 30 days, read books and totals. */
export async function history(deps: Deps, caller: StudentCaller, q: { page: number; limit: number }) {
  const { byId } = await libraryOf(deps.content);
  const { rows, total } = await logs.logsPage(deps.db, caller.id, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const today = japanDay(deps.now());
  const from = addDays(today, -29);
  const perDay = new Map((await logs.dailyTotals(deps.db, caller.id, from)).map((d) => [d.day, d]));
  const items = await libraryItems(deps, caller.id);
  const t = await logs.readingTotals(deps.db, caller.id);
  return {
    logs: rows.map((r) => {
      const b = byId.get(r.book_id);
      return {
        log_id: r.id,
        book_id: r.book_id,
        title: b?.title ?? r.book_id,
        title_ja: b?.title_ja ?? r.book_id,
        cover: b?.cover ?? "",
        read_at: iso(r.created_at),
        date: r.day,
        from_page: r.from_page,
        to_page: r.to_page,
        seconds: r.seconds,
        minutes: Math.round((r.seconds / 60) * 10) / 10,
        words_read: r.words_read,
        wpm: r.wpm,
        finished: r.finished,
      };
    }),
    total,
    daily: Array.from({ length: 30 }, (_, i) => {
      const date = addDays(from, i);
      const d = perDay.get(date);
      return { date, words: d?.words ?? 0, seconds: d?.seconds ?? 0 };
    }),
    finished_books: items
      .filter((b) => b.is_read)
      .sort((a, b) => (b.read_at ?? "").localeCompare(a.read_at ?? "")),
    totals: {
      books_read: items.filter((b) => b.is_read).length,
      words_read: t.words,
      minutes: Math.round(t.seconds / 60),
    },
  };
}

/** ebook/impression: the student's impression of a book, or null. */
export async function impression(deps: Deps, caller: StudentCaller, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  const row = await repo.impressionOf(deps.db, caller.id, book.book_id);
  return { impression: row ? presentImpression(row, await bookText(deps.content, book)) : null };
}

/**
 * Stores the impression once (sensitive words masked).
 * @throws AppError 400 bad_request for a favourite_line the book does not have; 400 impression_exists when
 *   the student already wrote one (also when two submits race: the unique key keeps one)
 */
export async function impressionSubmit(
  deps: Deps,
  caller: StudentCaller,
  body: { book_id: string; rating: number; content: string; favourite_line?: string | undefined },
) {
  const book = await bookOrThrow(deps.content, body.book_id);
  const text = await bookText(deps.content, book);
  if (body.favourite_line && !text.lines.has(body.favourite_line))
    throw pageError("favourite_line", "お気に入りの文はこの本の文から選んでください。");
  const row = await repo.insertImpression(deps.db, who(caller), {
    bookId: book.book_id,
    rating: body.rating,
    content: filterSensitiveWords(body.content).words,
    favouriteLine: body.favourite_line ?? null,
  });
  if (!row)
    throw BadRequest(
      "impression_exists",
      "この本の感想はもう提出しています。感想は1冊に1回だけ書けて、あとから直せません。",
    );
  return { impression: presentImpression(row, text) };
}
