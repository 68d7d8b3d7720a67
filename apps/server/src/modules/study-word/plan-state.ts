import type { StudyWordCounts, StudyWordMastery, StudyWordPlan } from "@hibiki/contracts";
import {
  buildTodayTask,
  dayEnd,
  dayOf,
  masteryOf,
  STUDY_WORD_TIME_ZONE,
  type TodayTask,
  unfinishedCount,
  type WordProgress,
} from "@hibiki/exercises/study-word";
import type { Queryable } from "../../db/client.ts";
import { iso } from "../../lib/present.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import type { Book } from "./books.ts";
import { type PlanRow, type ProgressRow, progressOfPlans, scheduleOf } from "./repository.ts";
import { resolveBook } from "./word-lists.ts";

export type Deps = { db: Queryable; content: ContentCatalog; now: () => Date };

/** The clock's day in Japan and when it ends. */
export type Today = { now: Date; day: string; end: Date };
export function todayOf(now: Date): Today {
  const day = dayOf(now, STUDY_WORD_TIME_ZONE);
  return { now, day, end: dayEnd(day, STUDY_WORD_TIME_ZONE) };
}

/** A plan with its book, its answered words, today's task and mastery counts. */
export interface PlanState {
  plan: PlanRow;
  book: Book;
  progress: Map<number, ProgressRow>;
  task: TodayTask;
  mastery: (wordId: number) => StudyWordMastery;
  counts: StudyWordCounts;
}

/** A book the build no longer has: kept visible (its progress stays) but with no words. */
function missingBook(plan: PlanRow): Book {
  return {
    book_id: plan.book_id,
    kind: "eiken",
    title_ja: plan.book_id,
    title_en: plan.book_id,
    word_count: 0,
    path: "",
    words: [],
    byId: new Map(),
  };
}

/**
 * Loads the state of plans (one query for every plan's progress).
 * @param plans - plan rows of one student or of a class
 * @param today - from todayOf
 */
export async function planStates(deps: Deps, plans: readonly PlanRow[], today: Today): Promise<PlanState[]> {
  const rows = await progressOfPlans(
    deps.db,
    plans.map((p) => p.id),
  );
  const byPlan = new Map<number, Map<number, ProgressRow>>();
  for (const r of rows) {
    const m = byPlan.get(r.plan_id) ?? new Map<number, ProgressRow>();
    byPlan.set(r.plan_id, m);
    m.set(r.word_id, r);
  }
  const out: PlanState[] = [];
  const books = new Map<string, Promise<Book | undefined>>();
  for (const plan of plans) {
    const book = (await resolveBook(deps, plan.book_id, plan.school_id, books)) ?? missingBook(plan);
    const progress = byPlan.get(plan.id) ?? new Map<number, ProgressRow>();
    const wp = new Map<number, WordProgress>();
    for (const [id, r] of progress)
      wp.set(id, {
        schedule: scheduleOf(r),
        first_day: r.first_day,
        last_day: r.last_day,
        wrong_pending: r.wrong_pending,
      });
    const task = buildTodayTask(
      book.words.map((w) => w.word_id),
      wp,
      today.day,
      today.end,
      plan.daily_new,
    );
    const mastery = (wordId: number): StudyWordMastery => {
      const r = progress.get(wordId);
      return masteryOf(r ? scheduleOf(r) : null, r?.wrong_pending ?? false, today.end);
    };
    const counts = { unlearned: 0, learned: 0, mastered: 0, needs_review: 0 };
    for (const w of book.words) counts[mastery(w.word_id)] += 1;
    out.push({ plan, book, progress, task, mastery, counts });
  }
  return out;
}

/** How a plan is presented (PlanSummary). */
export function presentPlan(s: PlanState): StudyWordPlan {
  return {
    plan_id: s.plan.id,
    book_id: s.plan.book_id,
    book_title_ja: s.book.title_ja,
    book_title_en: s.book.title_en,
    daily_new: s.plan.daily_new,
    assigned_by: s.plan.assigned_by,
    total_words: s.book.words.length,
    counts: s.counts,
    today: {
      new_total: s.task.newIds.length,
      review_total: s.task.reviewIds.length,
      done: s.task.doneIds.length,
      finished: unfinishedCount(s.task) === 0,
    },
    created_at: iso(s.plan.created_at),
  };
}

/** Today's words of a plan not yet answered: reviews first, then new words. */
export function unfinishedIds(s: PlanState): number[] {
  const done = new Set(s.task.doneIds);
  return [...s.task.reviewIds, ...s.task.newIds].filter((id) => !done.has(id));
}
