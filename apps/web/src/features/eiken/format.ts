import type { TFunction } from "i18next";

/**
 * When a word comes back, in words a student reads at a glance.
 * @param t - the translate function
 * @param dueIso - the due time
 * @param now - the current time (ms)
 * @returns e.g. 「10 分後」「3 日後」
 */
export function dueLabel(t: TFunction, dueIso: string, now: number = Date.now()): string {
  const min = Math.round((new Date(dueIso).getTime() - now) / 60_000);
  if (min < 1) return t("eiken.soon");
  if (min < 60) return t("eiken.in_minutes", { n: min });
  if (min < 24 * 60) return t("eiken.in_hours", { n: Math.round(min / 60) });
  return t("eiken.in_days", { n: Math.round(min / (24 * 60)) });
}

/**
 * A grade's name in the current language.
 * @param lang - i18n language
 */
export function levelName(lang: string, level: { name: string; name_en: string }): string {
  return lang.startsWith("en") ? level.name_en : level.name;
}
