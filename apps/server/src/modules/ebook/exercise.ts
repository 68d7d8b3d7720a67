import type { EbookExerciseSummary, EbookSummary } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { iso } from "../../lib/present.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { bookOrThrow } from "./library.ts";
import * as logs from "./log-repository.ts";

/**
 * A book's comprehension exercise: the catalogue resource `ebook-<nn>` (kind reading-comprehension), played
 * by the textbook player, whose answers are the textbook's practice_attempts/practice_answers of that
 * res_code. An item answers all its questions at once and scores them in proportion, so an item's right
 * questions are its percent times its question count.
 */

type Deps = { db: Db; content: ContentCatalog };

/** Questions per item of the book's exercise (empty when the build has no such resource). */
async function questionsPerItem(content: ContentCatalog, resCode: string): Promise<Map<string, number>> {
  const found = await content.resource(resCode);
  const out = new Map<string, number>();
  for (const item of (found?.resource.items ?? []) as Array<{ question_id?: string; questions?: unknown[] }>)
    if (item.question_id) out.set(item.question_id, item.questions?.length ?? 1);
  return out;
}

const sum = (ns: Iterable<number>) => [...ns].reduce((a, b) => a + b, 0);

/**
 * The exercise's summary for ebook/details.
 * @param studentId - the caller
 * @param book - a book of the library
 */
export async function exerciseSummary(
  deps: Deps,
  studentId: number,
  book: EbookSummary,
): Promise<EbookExerciseSummary> {
  const perItem = await questionsPerItem(deps.content, book.res_code);
  const [best] = await logs.exerciseBests(deps.db, studentId, [book.res_code]);
  return {
    res_code: book.res_code,
    res_version: book.res_version,
    question_count: sum(perItem.values()),
    attempts: best?.attempts ?? 0,
    best_percent: best ? Math.round(Number(best.best)) : null,
    last_guid: best?.last_guid ?? null,
  };
}

/**
 * ebook/exercise-info: the exercise and the student's finished attempts, newest first.
 * @throws AppError 404 ebook_not_found for an unknown book
 */
export async function exerciseInfo(deps: Deps, studentId: number, bookId: string) {
  const book = await bookOrThrow(deps.content, bookId);
  const perItem = await questionsPerItem(deps.content, book.res_code);
  const total = sum(perItem.values());
  const attempts = await logs.finishedAttempts(deps.db, studentId, book.res_code);
  const answers = await logs.latestAnswers(
    deps.db,
    attempts.map((a) => a.id),
  );
  const results = attempts.map((a) => ({
    guid: a.guid,
    percent_score: Math.round(a.percent_score),
    right: sum(
      answers
        .filter((x) => x.attempt_id === a.id)
        .map((x) => Math.round((x.percent_score / 100) * (perItem.get(x.question_id) ?? 1))),
    ),
    total,
    answered_at: iso(a.finished_at),
  }));
  return {
    book_id: book.book_id,
    title: book.title,
    title_ja: book.title_ja,
    cover: book.cover,
    res_code: book.res_code,
    res_version: book.res_version,
    question_count: total,
    best_percent: results.length ? Math.max(...results.map((r) => r.percent_score)) : null,
    results,
  };
}
