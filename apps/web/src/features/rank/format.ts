import type { RankTab } from "@hibiki/contracts";
import { RANK_UNITS } from "@hibiki/contracts";

type T = (key: string, opts?: Record<string, unknown>) => string;

/**
 * A recording time in words: 34秒, 12分34秒, 1時間2分 (34 s, 12 min 34 s, 1 h 2 min).
 * @param seconds - whole seconds
 * @param t - the translator
 * @returns the text
 */
export function formatDuration(seconds: number, t: T): string {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600) return t("rank.unit.hours", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  if (s >= 60) return t("rank.unit.minutes", { m: Math.floor(s / 60), s: s % 60 });
  return t("rank.unit.seconds", { s });
}

/**
 * A board value with its unit: 1,234 点, 82.5 点, 240 問, 12分34秒, 5 日.
 * @param value - the value
 * @param tab - the board
 * @param t - the translator
 * @param lang - "ja" or "en" (number grouping)
 * @returns the text
 */
export function formatRankValue(value: number, tab: RankTab, t: T, lang: string): string {
  const unit = RANK_UNITS[tab];
  if (unit === "seconds") return formatDuration(value, t);
  const n = new Intl.NumberFormat(lang === "en" ? "en-GB" : "ja-JP", {
    maximumFractionDigits: unit === "average" ? 1 : 0,
  }).format(value);
  return t(`rank.unit.${unit}`, { n });
}

/**
 * A Japan day (YYYY-MM-DD) as the page shows it: 11/30 (30 Nov).
 * @returns the text, or the input when it is not a day
 */
export function formatDay(day: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, , mm, dd] = m;
  if (lang === "en")
    return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    );
  return `${Number(mm)}/${Number(dd)}`;
}

/**
 * An instant in Japan time with the hour: 11/30 03:00 (30 Nov 03:00).
 * @returns the text
 */
export function formatJapanTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ja-JP", {
    timeZone: "Asia/Tokyo",
    month: lang === "en" ? "short" : "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(d);
}
