import {
  ACHIEVEMENTS,
  type AchievePhoto,
  type AchieveRankRow,
  type AchieveTitle,
  USER_CARD_MAX_BADGES,
  USER_CARD_MESSAGES,
  USER_CARD_PHOTO_BADGE,
  USER_CARD_PHOTO_FRAME,
  USER_CARD_RANGE_DAYS,
  type UserCard,
  type UserCardChangeType,
  type UserCardScope,
  type UserCardStats,
} from "@hibiki/contracts";
import { addDays, dayOf, dayStart } from "@hibiki/exercises/study-word";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { ACHIEVEMENT_BY_ID, FRAME_BY_ID, frameState, reached, unitsFinished } from "./catalog.ts";
import { cardStudent } from "./policy.ts";
import { DEFAULT_CARD, presentCard, presentPhotos, presentRankRow, presentTitles } from "./presenter.ts";
import * as repo from "./repository.ts";

/** What the user-card calls use. */
export type Deps = { db: Db; content: ContentCatalog };

const TZ = "Asia/Tokyo";
/** A class's milestones are read again for its ranking when older than this. */
export const CLASS_RECHECK_MINUTES = 10;

type Students = Array<{ id: number; school_id: number }>;

/**
 * Reads the students' milestones and keeps the achievements they reached (one query per source for all).
 * @param deps - database and catalogue
 * @param students - the students to check
 * @returns each student's counts
 */
export async function checkMilestones(
  deps: Deps,
  students: Students,
): Promise<Map<number, repo.MetricCounts>> {
  if (students.length === 0) return new Map();
  const { counts, done } = await repo.milestoneCounts(
    deps.db,
    students.map((s) => s.id),
  );
  const { catalog } = await deps.content.load();
  const rows: Array<{ studentId: number; schoolId: number; achieveId: number }> = [];
  for (const s of students) {
    const c = counts.get(s.id)!;
    c.units_finished = unitsFinished(catalog, done.get(s.id));
    for (const achieveId of reached(c)) rows.push({ studentId: s.id, schoolId: s.school_id, achieveId });
  }
  await repo.saveEarned(deps.db, rows, students);
  return counts;
}

/** The caller's own state: milestones checked now, earned achievements and card. */
async function myState(deps: Deps, caller: StudentCaller) {
  const counts = await checkMilestones(deps, [{ id: caller.id, school_id: caller.schoolId }]);
  const [earned, card] = await Promise.all([
    repo.earnedOf(deps.db, caller.id),
    repo.cardOf(deps.db, caller.id),
  ]);
  return { counts: counts.get(caller.id)!, earned, card: card ?? DEFAULT_CARD };
}

const pageOf = <T>(all: T[], limit: number, page: number) => all.slice((page - 1) * limit, page * limit);

/**
 * achieve-title-list: the titles the caller earned, or all of them with earned flags and progress.
 * @returns a page of titles
 */
export async function titleList(
  deps: Deps,
  caller: StudentCaller,
  q: { is_all: number; limit: number; page: number },
): Promise<{ list: AchieveTitle[]; total: number; earned_count: number; page: number; limit: number }> {
  const s = await myState(deps, caller);
  const all = presentTitles(s.earned, s.counts, s.card).filter((t) => q.is_all === 1 || t.earned === 1);
  return {
    list: pageOf(all, q.limit, q.page),
    total: all.length,
    earned_count: s.earned.length,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * achieve-photo-list: frames and badges (photo_type 1 / 2, 0 both), unlocked only unless is_all.
 * @returns a page of frames and badges
 */
export async function photoList(
  deps: Deps,
  caller: StudentCaller,
  q: { is_all: number; photo_type: number; limit: number; page: number },
): Promise<{ list: AchievePhoto[]; total: number; page: number; limit: number }> {
  const s = await myState(deps, caller);
  const all = presentPhotos(s.earned, s.counts, s.card).filter(
    (p) =>
      (q.photo_type === 0 ||
        (q.photo_type === USER_CARD_PHOTO_FRAME && p.photo_type === 1) ||
        (q.photo_type === USER_CARD_PHOTO_BADGE && p.photo_type === 2)) &&
      (q.is_all === 1 || p.earned === 1),
  );
  return { list: pageOf(all, q.limit, q.page), total: all.length, page: q.page, limit: q.limit };
}

/**
 * my-selected: the caller's card.
 * @returns the card
 */
export async function mySelected(deps: Deps, caller: StudentCaller): Promise<{ card: UserCard }> {
  const s = await myState(deps, caller);
  const student = await cardStudent(deps.db, caller, caller.id);
  return { card: presentCard(student, s.card, s.earned.length) };
}

/**
 * get-student-info: a card of the caller's school, with the study figures of the period when its owner
 * shows them (always for the caller's own card).
 * @throws AppError 404 user_card_student_not_found for a student of another school (or none)
 */
export async function studentInfo(
  deps: Deps,
  caller: StudentCaller,
  q: { card_student_id: number; range_type: number },
): Promise<{ card: UserCard; is_me: 0 | 1; stats: UserCardStats | null }> {
  const student = await cardStudent(deps.db, caller, q.card_student_id);
  const isMe = student.id === caller.id;
  if (isMe) await checkMilestones(deps, [{ id: caller.id, school_id: caller.schoolId }]);
  const [card, earned] = await Promise.all([
    repo.cardOf(deps.db, student.id),
    repo.earnedOf(deps.db, student.id),
  ]);
  const shown = card ?? DEFAULT_CARD;
  const stats = isMe || shown.show_stats ? await statsOf(deps, student.id, q.range_type) : null;
  return { card: presentCard(student, shown, earned.length), is_me: isMe ? 1 : 0, stats };
}

async function statsOf(deps: Deps, studentId: number, rangeType: number): Promise<UserCardStats> {
  const days = USER_CARD_RANGE_DAYS[rangeType as 1 | 2 | 3] ?? null;
  const today = dayOf(new Date(), TZ);
  const fromDay = days === null ? null : addDays(today, -(days - 1));
  const figures = await repo.statsSince(deps.db, studentId, fromDay === null ? null : dayStart(fromDay, TZ));
  return { range_type: rangeType, from_day: fromDay, to_day: today, ...figures };
}

/**
 * change-achieve: sets the card's title or frame, adds or removes a badge, shows or hides the figures.
 * Only earned titles and badges and unlocked frames can be chosen (the milestones are checked first).
 * @throws AppError 404 user_card_achieve_not_found, 400 user_card_not_earned, 400 user_card_badges_full
 */
export async function changeAchieve(
  deps: Deps,
  caller: StudentCaller,
  body: { change_type: UserCardChangeType; achieve_id: number },
): Promise<{ card: UserCard }> {
  const s = await myState(deps, caller);
  const earned = new Set(s.earned.map((e) => e.achieve_id));
  const { db } = deps;
  await repo.ensureCard(db, caller.id, caller.schoolId);
  const id = body.achieve_id;
  const achievement = () => {
    const a = ACHIEVEMENT_BY_ID.get(id);
    if (!a) throw NotFound(USER_CARD_MESSAGES.user_card_achieve_not_found, "user_card_achieve_not_found");
    return a;
  };
  const mustHave = (ok: boolean) => {
    if (!ok) throw BadRequest("user_card_not_earned", USER_CARD_MESSAGES.user_card_not_earned);
  };
  switch (body.change_type) {
    case "title":
      if (id !== 0) mustHave(earned.has(achievement().id));
      await repo.updateCard(db, caller.id, { title_id: id === 0 ? null : id });
      break;
    case "frame": {
      const frame = FRAME_BY_ID.get(id);
      if (!frame)
        throw NotFound(USER_CARD_MESSAGES.user_card_achieve_not_found, "user_card_achieve_not_found");
      mustHave(frameState(frame, earned).unlocked);
      await repo.updateCard(db, caller.id, { frame_id: id });
      break;
    }
    case "badge_add":
      mustHave(earned.has(achievement().id));
      if ((await repo.addBadge(db, caller.id, id, USER_CARD_MAX_BADGES)) === "full")
        throw BadRequest("user_card_badges_full", USER_CARD_MESSAGES.user_card_badges_full);
      break;
    case "badge_remove":
      await repo.removeBadge(db, caller.id, achievement().id);
      break;
    case "show_stats":
    case "hide_stats":
      await repo.updateCard(db, caller.id, { show_stats: body.change_type === "show_stats" });
      break;
  }
  const student = await cardStudent(db, caller, caller.id);
  return { card: presentCard(student, (await repo.cardOf(db, caller.id)) ?? DEFAULT_CARD, earned.size) };
}

/** Reads again the milestones of the caller's class that were not read lately (the ranking's freshness). */
async function refreshClass(deps: Deps, caller: StudentCaller, classId: number | null): Promise<void> {
  if (classId === null) {
    await checkMilestones(deps, [{ id: caller.id, school_id: caller.schoolId }]);
    return;
  }
  await checkMilestones(
    deps,
    await repo.staleStudents(deps.db, caller.schoolId, classId, CLASS_RECHECK_MINUTES),
  );
}

/**
 * report/achieve-ranking: the class's (or school's) students by achievements earned, nicknames only. The
 * class's milestones are read again when older than CLASS_RECHECK_MINUTES; other classes count what their
 * students' last check kept (their own card calls or their class's ranking).
 * @returns a page of the ranking (a student without a class gets an empty class ranking)
 */
export async function ranking(
  deps: Deps,
  caller: StudentCaller,
  q: { scope: UserCardScope; limit: number; page: number },
): Promise<{ scope: UserCardScope; list: AchieveRankRow[]; total: number; page: number; limit: number }> {
  const me = await cardStudent(deps.db, caller, caller.id);
  await refreshClass(deps, caller, me.class_id);
  if (q.scope === "class" && me.class_id === null)
    return { scope: q.scope, list: [], total: 0, page: q.page, limit: q.limit };
  const rows = await repo.rankingPage(
    deps.db,
    caller.schoolId,
    q.scope === "class" ? me.class_id : null,
    q.limit,
    (q.page - 1) * q.limit,
  );
  const total =
    rows[0]?.total ??
    (await repo.rankingPage(deps.db, caller.schoolId, q.scope === "class" ? me.class_id : null, 1, 0))[0]
      ?.total ??
    0;
  return {
    scope: q.scope,
    list: rows.map((r) => presentRankRow(r, caller.id)),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * report/my-achieve-ranking: the caller's achievements and rank in the class and the school.
 * @returns the standing
 */
export async function myRanking(
  deps: Deps,
  caller: StudentCaller,
): Promise<{
  achieve_count: number;
  achieve_total: number;
  class_rank: number | null;
  class_size: number;
  school_rank: number;
  school_size: number;
}> {
  const me = await cardStudent(deps.db, caller, caller.id);
  await refreshClass(deps, caller, me.class_id);
  const earned = await repo.earnedOf(deps.db, caller.id);
  const s = await repo.standing(deps.db, caller.schoolId, me.class_id, earned.length);
  return {
    achieve_count: earned.length,
    achieve_total: ACHIEVEMENTS.length,
    class_rank: me.class_id === null ? null : s.class_above + 1,
    class_size: s.class_size,
    school_rank: s.school_above + 1,
    school_size: Math.max(s.school_size, 1),
  };
}
