import type { TFunction } from "i18next";
import { clock } from "./queue.ts";

/** Time left split for its label: days and hours from a day up, hours and minutes from an hour up. */
export type TimeLeft =
  | { unit: "days"; days: number; hours: number }
  | { unit: "hours"; hours: number; minutes: number }
  | { unit: "clock"; clock: string };

/**
 * How the time left reads: 「6日 23時間」 for a week-long period instead of 167:09:07, 「2時間 5分」
 * under a day, and a running m:ss clock in the last hour.
 * @param seconds - seconds left (negative reads as 0)
 * @returns the parts to label
 */
export function timeLeft(seconds: number): TimeLeft {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  if (s >= 86_400) {
    return { unit: "days", days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600) };
  }
  if (s >= 3600) return { unit: "hours", hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) };
  return { unit: "clock", clock: clock(s) };
}

/**
 * The time-left label, e.g. 「残り 6日 23時間」, 「残り 2時間 5分」, 「残り 4:05」.
 * @param t - the translate function (word-test strings registered)
 * @param seconds - seconds left
 * @returns the label
 */
export function timeLeftLabel(t: TFunction, seconds: number): string {
  const left = timeLeft(seconds);
  const time =
    left.unit === "days"
      ? t("word.time_days", { days: left.days, hours: left.hours })
      : left.unit === "hours"
        ? t("word.time_hours", { hours: left.hours, minutes: left.minutes })
        : left.clock;
  return t("word.time_left", { time });
}
