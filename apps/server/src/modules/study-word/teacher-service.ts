import { STUDY_WORD_LIST_WORDS_MAX, type StudyWordBook, type StudyWordSearchItem } from "@hibiki/contracts";
import { unfinishedCount } from "@hibiki/exercises/study-word";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { classInScope, openClassInScope } from "../teacher-console/policy.ts";
import { bookList, bookOrThrow } from "./books.ts";
import { type Deps, planStates, todayOf } from "./plan-state.ts";
import { lastStudied } from "./repository.ts";
import * as repo from "./teacher-repository.ts";
import {
  insertList,
  listBookId,
  listIdOf,
  listsOf,
  matchWords,
  resolveBook,
  searchWords,
  unknownWordIds,
} from "./word-lists.ts";

/**
 * Teacher calls: assign a word book to a class (every student gets the plan), list and withdraw
 * assignments, and each student's mastery. Scoped like the teacher console: admins every class of their
 * school, teachers their own classes (teacher-console/policy.ts); anything else is 404.
 */

export async function books(deps: Deps): Promise<{ items: StudyWordBook[] }> {
  return { items: await bookList(deps.content) };
}

export async function assign(
  deps: Deps,
  caller: TeacherCaller,
  body: { class_id: number; book_id: string; daily_new: number },
): Promise<{ assignment_id: number; students: number }> {
  const cls = await openClassInScope(deps.db, caller, body.class_id);
  const book = await bookOrThrow(deps.content, body.book_id);
  const { id, students } = await repo.assign(deps.db, {
    schoolId: caller.schoolId,
    classId: cls.id,
    teacherId: caller.id,
    bookId: book.book_id,
    dailyNew: body.daily_new,
  });
  return { assignment_id: id, students };
}

export async function assignments(deps: Deps, caller: TeacherCaller, classId: number) {
  await classInScope(deps.db, caller, classId);
  const titles = new Map(
    (await bookList(deps.content)).map((b) => [
      b.book_id,
      { title_ja: b.title_ja, title_en: b.title_en, word_count: b.word_count },
    ]),
  );
  const rows = await repo.assignmentsOf(deps.db, classId);
  const listIds = rows.flatMap((r) => listIdOf(r.book_id) ?? []);
  for (const l of await listsOf(deps.db, caller.schoolId, listIds))
    titles.set(listBookId(l.id), { title_ja: l.title, title_en: l.title, word_count: l.word_ids.length });
  return {
    items: rows.map((r) => ({
      assignment_id: r.id,
      book_id: r.book_id,
      title_ja: titles.get(r.book_id)?.title_ja ?? r.book_id,
      title_en: titles.get(r.book_id)?.title_en ?? r.book_id,
      daily_new: r.daily_new,
      created_at: iso(r.created_at),
      kind: listIdOf(r.book_id) === undefined ? ("book" as const) : ("list" as const),
      word_count: titles.get(r.book_id)?.word_count ?? 0,
    })),
  };
}

/** An assignment of a class in the caller's scope, or 404. */
async function assignmentInScope(deps: Deps, caller: TeacherCaller, id: number, classId?: number) {
  const a = await repo.assignmentOf(deps.db, caller.schoolId, id);
  if (!a || (classId !== undefined && a.class_id !== classId))
    throw NotFound(`単語帳の割り当てが見つかりません: ${id}`);
  await classInScope(deps.db, caller, a.class_id);
  return a;
}

export async function mastery(
  deps: Deps,
  caller: TeacherCaller,
  q: { class_id: number; assignment_id: number },
) {
  await classInScope(deps.db, caller, q.class_id);
  const a = await assignmentInScope(deps, caller, q.assignment_id, q.class_id);
  const rows = await repo.classPlans(deps.db, q.class_id, a.book_id);
  const plans = rows.flatMap((r) => (r.plan ? [r.plan] : []));
  const today = todayOf(deps.now());
  const states = new Map((await planStates(deps, plans, today)).map((s) => [s.plan.id, s]));
  const last = new Map(
    (
      await lastStudied(
        deps.db,
        plans.map((p) => p.id),
      )
    ).map((l) => [l.plan_id, l.at]),
  );
  const total = (await resolveBook(deps, a.book_id, caller.schoolId))?.words.length ?? 0;
  return {
    items: rows.map((r) => {
      const s = r.plan ? states.get(r.plan.id) : undefined;
      return {
        student_id: r.student_id,
        name: r.name,
        counts: s?.counts ?? { unlearned: total, learned: 0, mastered: 0, needs_review: 0 },
        total_words: total,
        last_studied_at: isoOrNull(r.plan ? last.get(r.plan.id) : null),
        today_finished: s ? unfinishedCount(s.task) === 0 : false,
      };
    }),
  };
}

export async function unassign(deps: Deps, caller: TeacherCaller, id: number): Promise<{ deleted: true }> {
  await assignmentInScope(deps, caller, id);
  await repo.unassign(deps.db, id);
  return { deleted: true };
}

/** Words of the books for the list picker. */
export async function wordSearch(
  deps: Deps,
  q: { q: string; limit: number },
): Promise<{ items: StudyWordSearchItem[] }> {
  return { items: await searchWords(deps.content, q.q, q.limit) };
}

/** Pasted words matched against the books' words; the unmatched ones come back as typed. */
export function matchPasted(deps: Deps, words: readonly string[]) {
  return matchWords(deps.content, words);
}

/**
 * Makes a word list for a class and assigns it like a book (every active student gets a plan on it).
 * Every word must be a word of the books: otherwise 400 naming the unknown ones, and nothing is saved.
 */
export async function assignList(
  deps: Omit<Deps, "db"> & { db: Db },
  caller: TeacherCaller,
  body: { class_id: number; title: string; daily_new: number; words?: string[]; word_ids?: number[] },
) {
  const cls = await openClassInScope(deps.db, caller, body.class_id);
  const badIds = await unknownWordIds(deps.content, body.word_ids ?? []);
  if (badIds.length > 0)
    throw BadRequest("bad_request", `単語帳にない単語 ID があります: ${badIds.join(", ")}`, {
      word_ids: badIds.join(", "),
    });
  const { matched, unmatched } = await matchWords(deps.content, body.words ?? []);
  if (unmatched.length > 0)
    throw BadRequest(
      "bad_request",
      `次の単語は単語帳にありません（${unmatched.length} 語）: ${unmatched.join(", ")}`,
      { words: unmatched.join(", ") },
    );
  const ids = [...new Set([...(body.word_ids ?? []), ...matched.map((m) => m.word_id)])];
  if (ids.length === 0)
    throw BadRequest("bad_request", "単語を 1 語以上入れてください。", { words: "empty" });
  if (ids.length > STUDY_WORD_LIST_WORDS_MAX)
    throw BadRequest(
      "bad_request",
      `単語リストは ${STUDY_WORD_LIST_WORDS_MAX} 語までです（${ids.length} 語あります）。`,
      { words: "too_many" },
    );
  return deps.db.transaction(async (tx) => {
    const listId = await insertList(tx, {
      schoolId: caller.schoolId,
      classId: cls.id,
      teacherId: caller.id,
      title: body.title,
      wordIds: ids,
    });
    const bookId = listBookId(listId);
    const { id, students } = await repo.assign(tx, {
      schoolId: caller.schoolId,
      classId: cls.id,
      teacherId: caller.id,
      bookId,
      dailyNew: body.daily_new,
    });
    return { assignment_id: id, list_id: listId, book_id: bookId, word_count: ids.length, students };
  });
}
