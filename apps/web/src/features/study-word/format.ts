import { STUDY_WORD_DAILY_MAX, STUDY_WORD_DAILY_MIN } from "@hibiki/contracts/study-word";

/**
 * A word book's title in the interface language (Japanese unless English is chosen).
 * @param ja - the Japanese title
 * @param en - the English title
 * @param language - i18next's current language
 * @returns the title to show
 */
export function titleOf(ja: string, en: string, language: string): string {
  return language.startsWith("en") ? en || ja : ja || en;
}

/**
 * A YYYY-MM-DD date as a short month/day label (6/1).
 * @param date - the date
 * @returns the label, or the input when it is not a date
 */
export function shortDate(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${Number(m[1])}/${Number(m[2])}` : date;
}

/**
 * Reads the daily amount field (full-width digits accepted).
 * @param raw - the field's text
 * @returns the whole number, or null when not a number from 5 to 50
 */
export function dailyOf(raw: string): number | null {
  const s = raw.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n >= STUDY_WORD_DAILY_MIN && n <= STUDY_WORD_DAILY_MAX ? n : null;
}
