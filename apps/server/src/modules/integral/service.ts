import {
  ARENA_MISSION_ID,
  INTEGRAL_MESSAGES,
  type Mission,
  type MissionLog,
  type MissionMessage,
  type MissionType,
} from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { AppError, BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { activityByDay, type DayActivity, emptyDay, japanDayOf, japanDayStart } from "./activity.ts";
import { MISSIONS, type MissionFacts, missionById, reachMessage } from "./missions.ts";
import * as repo from "./repository.ts";
import { streakOf, studyDaysOf } from "./streak.ts";

/** What the integral calls use: the database and the clock. */
export type Deps = { db: Db; now: () => Date };

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of a Japan day's week. */
export function weekStart(day: string): string {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((wd + 6) % 7));
}

/** The period key of a mission kind on a Japan day. */
export const periodKey = (type: MissionType, today: string) =>
  type === 1 ? today : type === 2 ? weekStart(today) : "all";

type Snapshot = {
  today: string;
  missions: Array<Mission & { period_key: string }>;
  streak: { current: number; longest: number };
  studyDays: string[];
};

function sumDays(
  days: Map<string, DayActivity>,
  from: string,
  to: string,
): MissionFacts["sum"] & {
  studyDays: number;
  kinds: number;
} {
  const sum = emptyDay();
  let studyDays = 0;
  for (const [day, a] of days) {
    if (day < from || day > to) continue;
    for (const k of Object.keys(sum) as (keyof DayActivity)[]) sum[k] += a[k];
    if (a.practices + a.answers > 0) studyDays += 1;
  }
  const kinds = [sum.practices, sum.recordings, sum.words, sum.writings].filter((n) => n > 0).length;
  return { ...sum, studyDays, kinds };
}

/**
 * Every mission with the caller's progress and state in its current period, and the streak, from the
 * caller's activity in every module (one read of all time).
 * @param deps - database and clock
 * @param caller - the student
 * @param db - the connection to read on (a claim's transaction)
 */
async function snapshot(deps: Deps, caller: StudentCaller, db = deps.db): Promise<Snapshot> {
  const today = japanDayOf(deps.now());
  const [activity, aiLessons, claims] = await Promise.all([
    activityByDay(db, [caller.id], "2000-01-01", today),
    repo.aiLessonsDone(db, caller.id),
    repo.claimsIn(db, caller.id, [today, weekStart(today), "all"]),
  ]);
  const days = activity.get(caller.id) ?? new Map<string, DayActivity>();
  const studyDays = studyDaysOf(days).sort();
  const streak = streakOf(studyDays, today);
  const claimed = new Set(claims.map((c) => `${c.mission_id}:${c.period_key}`));
  const ranges: Record<MissionType, [string, string]> = {
    1: [today, today],
    2: [weekStart(today), today],
    3: ["2000-01-01", today],
  };
  const missions = MISSIONS.map((m) => {
    const s = sumDays(days, ...ranges[m.type]);
    const facts: MissionFacts = {
      sum: s,
      studyDays: s.studyDays,
      kinds: s.kinds,
      longestStreak: streak.longest,
      aiLessons,
    };
    const progress = Math.min(m.target, Math.max(0, Math.floor(m.progress(facts))));
    const key = periodKey(m.type, today);
    const state: Mission["state"] = claimed.has(`${m.id}:${key}`)
      ? "claimed"
      : progress >= m.target
        ? "reached"
        : "in_progress";
    return {
      mission_id: m.id,
      type_id: m.type,
      title_ja: m.title_ja,
      title_en: m.title_en,
      target: m.target,
      progress,
      points: m.points,
      state,
      period_key: key,
    };
  });
  return { today, missions, streak, studyDays };
}

const present = ({ period_key: _, ...m }: Mission & { period_key: string }): Mission => m;

/**
 * The points page's head: balance, today's points, streak, unclaimed missions and the recent study days.
 * @param deps - database and clock
 * @param caller - the student
 */
export async function studentIndex(deps: Deps, caller: StudentCaller) {
  const snap = await snapshot(deps, caller);
  const { total, today } = await repo.balance(deps.db, caller.id, japanDayStart(snap.today));
  const since = addDays(snap.today, -34);
  return {
    points: total,
    today_points: today,
    streak_days: snap.streak.current,
    longest_streak: snap.streak.longest,
    unclaimed_count: snap.missions.filter((m) => m.state === "reached").length,
    study_days: snap.studyDays.filter((d) => d >= since),
    today: snap.today,
  };
}

/**
 * The missions of one kind with the caller's progress.
 * @param deps - database and clock
 * @param caller - the student
 * @param typeId - 1 daily, 2 weekly, 3 long-term
 */
export async function missionList(deps: Deps, caller: StudentCaller, typeId: number) {
  const snap = await snapshot(deps, caller);
  return { items: snap.missions.filter((m) => m.type_id === typeId).map(present) };
}

/**
 * Claims a reached mission's points once per period: the claim row's unique key, inserted in the same
 * transaction that reads the balance, makes concurrent claims add the points exactly once.
 * @param deps - database and clock
 * @param caller - the student
 * @param missionId - the mission
 * @throws AppError 404 integral_mission_not_found, 400 integral_mission_claimed / integral_mission_not_reached
 */
export async function claim(deps: Deps, caller: StudentCaller, missionId: number) {
  const def = missionById(missionId);
  if (!def)
    throw NotFound(
      `${INTEGRAL_MESSAGES.integral_mission_not_found} (${missionId})`,
      "integral_mission_not_found",
    );
  const claimedErr = () => BadRequest("integral_mission_claimed", INTEGRAL_MESSAGES.integral_mission_claimed);
  const snap = await snapshot(deps, caller);
  const mission = snap.missions.find((m) => m.mission_id === missionId);
  if (!mission) throw new AppError(500, "server_error", "mission missing from its snapshot");
  if (mission.state === "claimed") throw claimedErr();
  if (mission.state !== "reached")
    throw BadRequest("integral_mission_not_reached", INTEGRAL_MESSAGES.integral_mission_not_reached);
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertClaim(tx, {
      studentId: caller.id,
      schoolId: caller.schoolId,
      missionId,
      periodKey: mission.period_key,
      points: def.points,
      at: deps.now(),
    });
    if (id === undefined) throw claimedErr();
    const { total } = await repo.balance(tx, caller.id, japanDayStart(snap.today));
    return { mission_id: missionId, points: def.points, total_points: total };
  });
}

/**
 * The Japan months with claims within the last years, for the logs page's picker.
 * @param deps - database and clock
 * @param caller - the student
 * @param yearNum - years back from this month
 */
export async function dateForSelect(deps: Deps, caller: StudentCaller, yearNum: number) {
  const today = japanDayOf(deps.now());
  const [y, m] = today.split("-").map(Number) as [number, number];
  const since = japanDayStart(`${y - yearNum}-${String(m).padStart(2, "0")}-01`);
  return { items: await repo.claimMonths(deps.db, caller.id, since) };
}

/**
 * One page of the caller's claims, of a month (Japan time) or of every month.
 * @param deps - database and clock
 * @param caller - the student
 * @param q - month (YYYY-MM or ""), page size and page
 */
export async function missionLogs(
  deps: Deps,
  caller: StudentCaller,
  q: { date: string; limit: number; page: number },
) {
  let range: { from: Date; to: Date } | null = null;
  if (q.date) {
    const [y, m] = q.date.split("-").map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    range = { from: japanDayStart(`${q.date}-01`), to: japanDayStart(next) };
  }
  const { total, points, rows } = await repo.claimsPage(
    deps.db,
    caller.id,
    range,
    q.limit,
    (q.page - 1) * q.limit,
  );
  const items: MissionLog[] = rows.map((r) => {
    const def = missionById(r.mission_id);
    return {
      log_id: r.id,
      mission_id: r.mission_id,
      type_id: def?.type ?? 0,
      // arena matches claim under ARENA_MISSION_ID (modules/arena), shown as 対戦
      title_ja: def?.title_ja ?? (r.mission_id === ARENA_MISSION_ID ? "対戦" : ""),
      title_en: def?.title_en ?? (r.mission_id === ARENA_MISSION_ID ? "Versus" : ""),
      points: r.points,
      claimed_at: new Date(r.claimed_at).toISOString(),
    };
  });
  return { total, month_points: points, items };
}

/**
 * How many missions are reached and not claimed in their current period.
 * @param deps - database and clock
 * @param caller - the student
 */
export async function totalUnclaimed(deps: Deps, caller: StudentCaller) {
  const snap = await snapshot(deps, caller);
  return { total: snap.missions.filter((m) => m.state === "reached").length };
}

/**
 * The missions newly reached (not claimed, not announced in this period): returned once, then marked.
 * @param deps - database and clock
 * @param caller - the student
 * @param en - English messages (else Japanese)
 */
export async function reachMessages(deps: Deps, caller: StudentCaller, en: boolean) {
  const snap = await snapshot(deps, caller);
  const reached = snap.missions.filter((m) => m.state === "reached");
  const fresh = new Set(await repo.announce(deps.db, caller.id, reached));
  const items: MissionMessage[] = reached
    .filter((m) => fresh.has(m.mission_id))
    .map((m) => {
      const def = missionById(m.mission_id);
      return {
        mission_id: m.mission_id,
        ...(def ? reachMessage(def, en) : { message_title: "", message_body: "" }),
      };
    });
  return { items };
}
