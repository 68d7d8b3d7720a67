import { RANK_PERIOD_DAYS, RANK_UPDATE_HOUR_JST } from "@hibiki/contracts";

const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const UPDATE_MS = RANK_UPDATE_HOUR_JST * 3_600_000;

/** @returns the Japan day (YYYY-MM-DD) of an instant (Japan keeps no daylight saving time) */
export function japanDay(at: Date): string {
  return new Date(at.getTime() + JST_MS).toISOString().slice(0, 10);
}

/** @returns the Japan day `n` days after `day` (n may be negative) */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day of the snapshot that should exist at an instant: the Japan day whose 03:00 passed last (before
 * 03:00 Japan time that is yesterday).
 * @param now - the instant
 * @returns YYYY-MM-DD
 */
export function dueDay(now: Date): string {
  return japanDay(new Date(now.getTime() - UPDATE_MS));
}

/** @returns the next 03:00 Japan time after `now` */
export function nextUpdateAt(now: Date): Date {
  const next = addDays(dueDay(now), 1);
  return new Date(Date.parse(`${next}T00:00:00Z`) - JST_MS + UPDATE_MS);
}

/**
 * The Japan days a snapshot's values cover: the RANK_PERIOD_DAYS whole days before its day.
 * @param day - the snapshot's day
 * @returns first and last day, both included
 */
export function periodOf(day: string): { from: string; to: string } {
  return { from: addDays(day, -RANK_PERIOD_DAYS), to: addDays(day, -1) };
}
