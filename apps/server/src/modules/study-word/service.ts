import type {
  StudyWordBook,
  StudyWordChallengeItem,
  StudyWordExercise,
  StudyWordMastery,
  StudyWordPlan,
} from "@hibiki/contracts";
import {
  addDays,
  dayEnd,
  dayStart,
  masteryOf,
  ratingFromAnswer,
  STUDY_WORD_TIME_ZONE,
  scheduleAnswer,
  seeded,
  unfinishedCount,
} from "@hibiki/exercises/study-word";
import type { Db } from "../../db/client.ts";
import { BadRequest, Forbidden, NotFound } from "../../errors.ts";
import { isoOrNull } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { bookList, bookOrThrow, findBook } from "./books.ts";
import { challengeItem } from "./challenge.ts";
import {
  type Deps,
  type PlanState,
  planStates,
  presentPlan,
  type Today,
  todayOf,
  unfinishedIds,
} from "./plan-state.ts";
import * as repo from "./repository.ts";
import { resolveBook } from "./word-lists.ts";

export type StudentDeps = Omit<Deps, "db"> & { db: Db };

const TZ = STUDY_WORD_TIME_ZONE;
const HISTORY_DAYS = 30;
const TEST_SIZE = 20;

/** The caller's plan with its state, or 404 (other students' plans are not revealed). */
async function stateOf(deps: Deps, caller: StudentCaller, planId: number, today: Today): Promise<PlanState> {
  const plan = await repo.planOf(deps.db, caller.id, planId);
  if (!plan) throw NotFound(`学習プランが見つかりません: ${planId}`);
  const [state] = await planStates(deps, [plan], today);
  return state as PlanState;
}

async function statesOf(deps: Deps, caller: StudentCaller, today: Today): Promise<PlanState[]> {
  await repo.syncAssignedPlans(deps.db, caller.id);
  return planStates(deps, await repo.plansOf(deps.db, caller.id), today);
}

export function books(deps: Deps): Promise<{ items: StudyWordBook[] }> {
  return bookList(deps.content).then((items) => ({ items }));
}

export async function plans(deps: Deps, caller: StudentCaller): Promise<{ items: StudyWordPlan[] }> {
  return { items: (await statesOf(deps, caller, todayOf(deps.now()))).map(presentPlan) };
}

export async function addPlan(
  deps: Deps,
  caller: StudentCaller,
  body: { book_id: string; daily_new: number },
): Promise<{ plan: StudyWordPlan }> {
  const book = await bookOrThrow(deps.content, body.book_id);
  const id = await repo.insertPlan(deps.db, {
    schoolId: caller.schoolId,
    studentId: caller.id,
    bookId: book.book_id,
    dailyNew: body.daily_new,
  });
  if (id === undefined)
    throw BadRequest("study_word_plan_exists", `「${book.title_ja}」の学習プランはすでにあります。`, {
      book_id: "exists",
    });
  return { plan: presentPlan(await stateOf(deps, caller, id, todayOf(deps.now()))) };
}

export async function editPlan(
  deps: Deps,
  caller: StudentCaller,
  body: { plan_id: number; daily_new: number },
): Promise<{ plan: StudyWordPlan }> {
  const today = todayOf(deps.now());
  await stateOf(deps, caller, body.plan_id, today);
  await repo.updatePlanDaily(deps.db, body.plan_id, body.daily_new);
  return { plan: presentPlan(await stateOf(deps, caller, body.plan_id, today)) };
}

export async function deletePlan(
  deps: Deps,
  caller: StudentCaller,
  planId: number,
): Promise<{ deleted: true }> {
  const plan = await repo.planOf(deps.db, caller.id, planId);
  if (!plan) throw NotFound(`学習プランが見つかりません: ${planId}`);
  if (plan.assignment_id !== null)
    throw Forbidden("study_word_plan_assigned", "先生が出した学習プランは削除できません。");
  await repo.deletePlan(deps.db, planId);
  return { deleted: true };
}

export async function planInfo(deps: Deps, caller: StudentCaller, planId: number) {
  const today = todayOf(deps.now());
  const s = await stateOf(deps, caller, planId, today);
  const from = addDays(today.day, -(HISTORY_DAYS - 1));
  const byDay = new Map((await repo.historyOf(deps.db, planId, from)).map((h) => [h.day, h]));
  const history = Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const h = byDay.get(date);
    return { date, right: h?.right ?? 0, wrong: h?.wrong ?? 0, new_learned: h?.new_learned ?? 0 };
  });
  const next_7_days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(today.day, i);
    const start = i === 0 ? 0 : dayStart(date, TZ).getTime();
    const end = dayEnd(date, TZ).getTime();
    let due = 0;
    for (const r of s.progress.values()) {
      const at = new Date(r.due_at).getTime();
      // today's reviews already answered today are not due again
      if (at >= start && at < end && !(i === 0 && r.last_day === today.day)) due += 1;
    }
    return { date, due };
  });
  return { plan: presentPlan(s), history, next_7_days };
}

export async function todayTask(deps: Deps, caller: StudentCaller, planId: number) {
  const s = await stateOf(deps, caller, planId, todayOf(deps.now()));
  const words = (ids: number[]) => ids.flatMap((id) => s.book.byId.get(id) ?? []);
  return {
    new_words: words(s.task.newIds),
    review_words: words(s.task.reviewIds),
    done_word_ids: s.task.doneIds,
  };
}

export async function list(
  deps: Deps,
  caller: StudentCaller,
  q: { plan_id: number; mastery?: StudyWordMastery | undefined; page: number; limit: number },
) {
  const s = await stateOf(deps, caller, q.plan_id, todayOf(deps.now()));
  const all = s.book.words.filter((w) => !q.mastery || s.mastery(w.word_id) === q.mastery);
  const items = all.slice((q.page - 1) * q.limit, q.page * q.limit).map((w) => {
    const r = s.progress.get(w.word_id);
    return {
      ...w,
      mastery: s.mastery(w.word_id),
      due_at: isoOrNull(r?.due_at),
      reps: r?.reps ?? 0,
      lapses: r?.lapses ?? 0,
    };
  });
  return { items, total: all.length };
}

export async function word(deps: Deps, caller: StudentCaller, wordId: number) {
  const all = await bookList(deps.content);
  let found: import("@hibiki/contracts").StudyWord | undefined;
  for (const info of all) {
    found = (await findBook(deps.content, info.book_id))?.byId.get(wordId);
    if (found) break;
  }
  if (!found) throw NotFound(`単語が見つかりません: ${wordId}`);
  const today = todayOf(deps.now());
  // across plans: the most recently answered progress decides
  const rows = (await repo.progressOfWord(deps.db, caller.id, wordId)).sort(
    (a, b) => new Date(b.last_review_at ?? 0).getTime() - new Date(a.last_review_at ?? 0).getTime(),
  );
  const r = rows[0];
  return {
    word: {
      ...found,
      mastery: masteryOf(r ? repo.scheduleOf(r) : null, r?.wrong_pending ?? false, today.end),
      due_at: isoOrNull(r?.due_at),
    },
  };
}

export async function challengePaper(
  deps: Deps,
  caller: StudentCaller,
  q: { plan_id: number; mode: "today" | "test" },
): Promise<{ items: StudyWordChallengeItem[] }> {
  const today = todayOf(deps.now());
  const s = await stateOf(deps, caller, q.plan_id, today);
  let ids: number[];
  if (q.mode === "today") ids = unfinishedIds(s);
  else {
    const known = s.book.words
      .map((w) => w.word_id)
      .filter((id) => ["learned", "mastered"].includes(s.mastery(id)));
    const rand = seeded(q.plan_id * 7919 + today.day.length + Number(today.day.replaceAll("-", "")));
    for (let i = known.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [known[i], known[j]] = [known[j] as number, known[i] as number];
    }
    ids = known.slice(0, TEST_SIZE);
  }
  const items = ids.flatMap((id) => {
    const w = s.book.byId.get(id);
    return w ? [challengeItem(w, s.book, s.progress.get(id), today.day)] : [];
  });
  return { items };
}

/**
 * Records an answer of today's task (or of a self-test, mode 'test'). The first answer of a word on a Japan
 * day is rated (wrong → Again, right slow → Hard, right → Good, right quick → Easy) and reschedules it with
 * FSRS; later answers that day are recorded without rescheduling (FSRS counts one review a day), and so
 * are self-test answers of words already studied. A wrong answer puts the word in the wrong-topic list; a
 * right one takes it out.
 */
export async function uploadChallengeLog(
  deps: StudentDeps,
  caller: StudentCaller,
  body: {
    plan_id: number;
    word_id: number;
    is_right: number;
    exercise?: StudyWordExercise | undefined;
    duration_ms?: number | undefined;
    score?: number | undefined;
    mode?: "today" | "test" | undefined;
  },
) {
  const now = deps.now();
  const today = todayOf(now);
  const plan = await repo.planOf(deps.db, caller.id, body.plan_id);
  if (!plan) throw NotFound(`学習プランが見つかりません: ${body.plan_id}`);
  if (!(await resolveBook(deps, plan.book_id, plan.school_id))?.byId.has(body.word_id))
    throw NotFound(`この単語は学習プランの単語帳にありません: ${body.word_id}`);
  const isRight = body.is_right === 1;
  const rating = ratingFromAnswer({
    isRight,
    exercise: body.exercise,
    durationMs: body.duration_ms,
    score: body.score,
  });
  await deps.db.transaction(async (tx) => {
    const row = await repo.progressRow(tx, body.plan_id, body.word_id);
    const testOnly = body.mode === "test" && row !== undefined;
    const rated = !row || (row.last_day !== today.day && !testOnly);
    if (testOnly && row) await repo.setWrongPending(tx, body.plan_id, body.word_id, !isRight);
    else
      await repo.saveProgress(tx, {
        planId: body.plan_id,
        wordId: body.word_id,
        studentId: caller.id,
        schedule: rated
          ? scheduleAnswer(row ? repo.scheduleOf(row) : null, rating, now)
          : repo.scheduleOf(row),
        firstDay: row?.first_day ?? today.day,
        lastDay: today.day,
        // a second answer the same day keeps the day's first result
        lastRight: rated || !row ? isRight : row.last_right === 1,
        wrongPending: !isRight,
      });
    await repo.insertLog(tx, {
      schoolId: caller.schoolId,
      studentId: caller.id,
      planId: body.plan_id,
      wordId: body.word_id,
      kind: testOnly ? "test" : "challenge",
      day: today.day,
      isRight,
      isNew: !row,
      exercise: body.exercise ?? null,
      durationMs: body.duration_ms ?? null,
      score: body.score ?? null,
      rating: rated ? rating : null,
      at: now,
    });
  });
  const after = await stateOf(deps, caller, body.plan_id, today);
  return {
    mastery: after.mastery(body.word_id),
    due_at: isoOrNull(after.progress.get(body.word_id)?.due_at),
    remaining: unfinishedCount(after.task),
  };
}

export async function unfinishedCountOf(deps: Deps, caller: StudentCaller) {
  const states = await statesOf(deps, caller, todayOf(deps.now()));
  return { unfinished_count: states.reduce((n, s) => n + unfinishedCount(s.task), 0) };
}

export async function wrongTopicList(deps: Deps, caller: StudentCaller, planId: number | undefined) {
  const today = todayOf(deps.now());
  let states: PlanState[];
  if (planId !== undefined) states = [await stateOf(deps, caller, planId, today)];
  else states = await statesOf(deps, caller, today);
  const items = states.flatMap((s) =>
    s.book.words
      .filter((w) => s.progress.get(w.word_id)?.wrong_pending)
      .map((w) => ({
        ...challengeItem(w, s.book, s.progress.get(w.word_id), today.day, { lastWrong: true }),
        plan_id: s.plan.id,
      })),
  );
  return { items };
}

export async function uploadWrongLog(
  deps: Deps,
  caller: StudentCaller,
  body: { plan_id: number; word_id: number; is_right: number },
) {
  const now = deps.now();
  const today = todayOf(now);
  const s = await stateOf(deps, caller, body.plan_id, today);
  const row = s.progress.get(body.word_id);
  if (!row) throw NotFound(`この単語はまだ学習していません: ${body.word_id}`);
  const isRight = body.is_right === 1;
  await repo.insertLog(deps.db, {
    schoolId: caller.schoolId,
    studentId: caller.id,
    planId: body.plan_id,
    wordId: body.word_id,
    kind: "wrong",
    day: today.day,
    isRight,
    isNew: false,
    exercise: null,
    durationMs: null,
    score: null,
    rating: null,
    at: now,
  });
  if (row.wrong_pending && isRight) await repo.setWrongPending(deps.db, body.plan_id, body.word_id, false);
  const pending = [...s.progress.values()].filter(
    (r) => r.wrong_pending && !(isRight && r.word_id === body.word_id),
  ).length;
  return { remaining: pending };
}

export async function result(
  deps: Deps,
  caller: StudentCaller,
  q: { plan_id: number; date?: string | undefined },
) {
  const today = todayOf(deps.now());
  const s = await stateOf(deps, caller, q.plan_id, today);
  const date = q.date ?? today.day;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || addDays(date, 0) !== date)
    throw BadRequest("bad_request", `日付が正しくありません: ${date}`, { date: "invalid" });
  const answers = await repo.firstAnswersOn(deps.db, q.plan_id, date);
  const items = answers.flatMap((a) => {
    const w = s.book.byId.get(a.word_id);
    if (!w) return [];
    return [
      {
        word_id: w.word_id,
        word: w.word,
        mean: w.mean,
        is_right: a.is_right as 0 | 1,
        mastery: s.mastery(w.word_id),
      },
    ];
  });
  const tomorrowEnd = dayEnd(addDays(today.day, 1), TZ).getTime();
  const due_tomorrow = [...s.progress.values()].filter(
    (r) => new Date(r.due_at).getTime() < tomorrowEnd,
  ).length;
  return {
    date,
    right: items.filter((i) => i.is_right === 1).length,
    wrong: items.filter((i) => i.is_right === 0).length,
    items,
    due_tomorrow,
  };
}
