import type { Catalog } from "@hibiki/content";
import type { BookCard, ResourceInfo, TopicAnswerResult, UnitCard } from "@hibiki/contracts";
import type { ExerciseKind, Resource } from "@hibiki/exercises";
import { progressPercent, selectQuestionIds, summarizeAnswers } from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { appConfig } from "../app/service.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { canReadAttempt } from "./policy.ts";
import {
  presentAnswerData,
  presentItemStat,
  presentResourceBase,
  presentResult,
  presentSectionResource,
} from "./presenter.ts";
import {
  findAttempt,
  itemStats,
  latestAnswers,
  latestOpenAttempt,
  type ResourceStatRow,
  resourceStats,
} from "./repository.ts";

type Book = Catalog["books"][number];
type Unit = Book["units"][number];

const codesOfUnit = (u: Unit) => u.sections.flatMap((s) => s.resources.map((r) => r.res_code));
const bookRef = (b: Book) => ({ book_id: b.book_code, title: b.title.ja, title_en: b.title.en });

async function statsByCode(db: Queryable, studentId: number): Promise<Map<string, ResourceStatRow>> {
  return new Map((await resourceStats(db, studentId)).map((r) => [r.res_code, r]));
}

/**
 * A resource by res_code from the catalogue.
 * @returns the catalogue entry and the parsed resource
 * @throws AppError 404 when no resource has this code
 */
export async function loadResource(content: ContentCatalog, resCode: string) {
  const found = await content.resource(resCode);
  if (!found) throw NotFound(`教材が見つかりません: ${resCode}`);
  return found;
}

/**
 * Every textbook with the student's progress.
 * @returns book cards in catalogue order
 */
export async function bookList(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
): Promise<BookCard[]> {
  const { catalog } = await content.load();
  const stats = await statsByCode(db, studentId);
  return catalog.books.map((b) => ({
    ...bookRef(b),
    level: b.level,
    cover_color: b.cover_color,
    unit_count: b.units.length,
    progress_percent: progressPercent(b.units.flatMap(codesOfUnit), stats),
  }));
}

/**
 * A book's units with the student's progress.
 * @throws AppError 404 for an unknown book_id
 */
export async function unitDirectory(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  bookId: string,
) {
  const { catalog } = await content.load();
  const book = catalog.books.find((b) => b.book_code === bookId);
  if (!book) throw NotFound(`教科書が見つかりません: ${bookId}`);
  const stats = await statsByCode(db, studentId);
  const units: UnitCard[] = book.units.map((u) => ({
    unit_id: u.unit_code,
    title: u.title.ja,
    title_en: u.title.en,
    order: u.order,
    section_count: u.sections.length,
    progress_percent: progressPercent(codesOfUnit(u), stats),
  }));
  return { book: bookRef(book), units };
}

/**
 * A unit's sections and resources with the student's learn_count, best_score and completion.
 * @throws AppError 404 for an unknown unit_id
 */
export async function unitList(db: Queryable, content: ContentCatalog, studentId: number, unitId: string) {
  const { catalog } = await content.load();
  for (const book of catalog.books) {
    const unit = book.units.find((u) => u.unit_code === unitId);
    if (!unit) continue;
    const stats = await statsByCode(db, studentId);
    return {
      book: bookRef(book),
      unit: { unit_id: unit.unit_code, title: unit.title.ja, title_en: unit.title.en, order: unit.order },
      sections: unit.sections.map((s) => ({
        section_id: s.section_code,
        title: s.title.ja,
        title_en: s.title.en,
        resources: s.resources.map((r) => presentSectionResource(r, stats.get(r.res_code))),
      })),
    };
  }
  throw NotFound(`ユニットが見つかりません: ${unitId}`);
}

/**
 * What the player needs to start or resume a resource.
 * @param q - res_code, optional comma-separated question_ids, mode
 * @returns resource fields, per-question stats and the latest unfinished attempt in this mode
 * @throws AppError 404 for an unknown res_code, 400 when question_ids match no question
 */
export async function resourceInfo(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  q: { res_code: string; question_ids?: string | undefined; mode: string },
): Promise<ResourceInfo> {
  const { resource } = await loadResource(content, q.res_code);
  const { ids, key } = selectQuestionIds(resource, q.question_ids);
  if (ids.length === 0) {
    throw BadRequest("bad_request", `question_ids ${q.question_ids} are not in ${q.res_code}`, {
      "querystring.question_ids": "no such question",
    });
  }
  const open = await latestOpenAttempt(db, studentId, {
    resCode: resource.res_code,
    mode: q.mode,
    questionIds: key,
  });
  return {
    ...presentResourceBase(resource, ids),
    item_stats: (await itemStats(db, studentId, resource.res_code)).map(presentItemStat),
    answer_data: open ? presentAnswerData(open, await latestAnswers(db, open.id)) : null,
  };
}

/**
 * The resource after one in its book's study order.
 * @param resourceId - the current res_id
 * @returns the next resource, or null at the end of the book
 * @throws AppError 404 for an unknown res_id
 */
export async function nextResource(content: ContentCatalog, resourceId: number) {
  const { index } = await content.load();
  const current = index.byId.get(resourceId);
  if (!current) throw NotFound(`教材が見つかりません: ${resourceId}`);
  const next = index.byBook.get(current.book_code)?.[current.position + 1];
  return next ? { res_code: next.res_code, res_title: next.title.ja, kind: next.kind as ExerciseKind } : null;
}

/**
 * The result of one of the student's attempts.
 * @param resCode - when given, the attempt must be of this resource
 * @throws AppError 404 when the student has no such attempt (other students' attempts included)
 */
export async function attemptResult(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  guid: string,
  resCode?: string,
): Promise<TopicAnswerResult> {
  const attempt = await findAttempt(db, studentId, guid);
  if (
    !attempt ||
    !canReadAttempt(studentId, attempt) ||
    (resCode !== undefined && attempt.res_code !== resCode)
  ) {
    throw NotFound(`解答記録が見つかりません: ${guid}`);
  }
  const { resource } = await loadResource(content, attempt.res_code);
  const answers = await latestAnswers(db, attempt.id);
  const ids = selectQuestionIds(resource, attempt.question_ids).ids;
  // 「N 問正解」 and the grade follow the config's scores (a reading counts at or above standard_score).
  const config = await appConfig(db);
  const summary = summarizeAnswers(resource, answers, attempt.question_ids, config);
  return presentResult(resource as Resource, ids, attempt, answers, summary, config);
}
