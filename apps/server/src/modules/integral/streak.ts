import type { Queryable } from "../../db/client.ts";
import { activityByDay, japanDayOf } from "./activity.ts";
import { JAPAN_HOLIDAYS } from "./holidays.ts";

/** A student's streak: consecutive study days now, and the longest ever. */
export type Streak = { current: number; longest: number };

const DAY_MS = 86_400_000;
const toNum = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const toDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether a day without study keeps the streak: Saturdays, Sundays and Japanese public holidays.
 * @param day - YYYY-MM-DD
 * @returns true for a rest day
 */
export function isRestDay(day: string): boolean {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd === 0 || wd === 6 || JAPAN_HOLIDAYS.has(day);
}

/**
 * The streak of a student's study days, a school-sensible rule: study days count; a Saturday, Sunday or
 * public holiday without study is skipped (it neither counts nor breaks); a school day without study
 * breaks it. Today without study does not break it yet (the day is not over).
 * @param days - Japan study days (YYYY-MM-DD, any order, duplicates allowed)
 * @param today - today's Japan day
 * @returns the current and the longest streak (study days)
 */
export function streakOf(days: readonly string[], today: string): Streak {
  const studied = new Set(days.filter((d) => d <= today));
  if (studied.size === 0) return { current: 0, longest: 0 };
  const sorted = [...studied].sort();
  const first = toNum(sorted[0] as string);
  const last = toNum(today);
  let run = 0;
  let longest = 0;
  for (let n = first; n <= last; n++) {
    const day = toDay(n);
    if (studied.has(day)) {
      run += 1;
      longest = Math.max(longest, run);
    } else if (n !== last && !isRestDay(day)) run = 0;
  }
  return { current: run, longest };
}

/**
 * The students' streaks from their activity in every module (all time up to today, Japan days).
 * @param db - database
 * @param ids - students (scoped by the caller)
 * @param now - the clock
 * @returns a streak for every id asked for (0 / 0 without study)
 */
export async function studentStreaks(
  db: Queryable,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, Streak>> {
  const today = japanDayOf(now);
  const activity = await activityByDay(db, ids, "2000-01-01", today);
  const out = new Map<number, Streak>();
  for (const id of ids) out.set(id, streakOf(studyDaysOf(activity.get(id)), today));
  return out;
}

/**
 * The days a student studied: a practice finished or a question answered.
 * @param days - the student's activity by day
 * @returns the study days
 */
export function studyDaysOf(days: ReadonlyMap<string, { practices: number; answers: number }> | undefined) {
  return [...(days ?? new Map()).entries()].filter(([, a]) => a.practices + a.answers > 0).map(([d]) => d);
}
