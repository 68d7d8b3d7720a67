import {
  EBOOK_YL_MAX,
  EBOOK_YL_MIN,
  FREE_READING_BOOKS_MAX,
  FREE_READING_TARGET_BOOKS_MAX,
  FREE_READING_TARGET_WORDS_MAX,
  FREE_READING_TITLE_MAX,
  type FreeReadingAssignBody,
  type FreeReadingMode,
  type FreeReadingTarget,
} from "@hibiki/contracts";

/** What the assign form holds (inputs as typed). */
export type AssignFormState = {
  title: string;
  mode: FreeReadingMode;
  ylMin: string;
  ylMax: string;
  bookIds: string[];
  targetType: FreeReadingTarget;
  targetValue: string;
  startDate: string;
  endDate: string;
};

/** The fields a problem can be shown under. */
export type AssignField = "title" | "books" | "target" | "dates";
/** A problem: its field and the i18n key (with values) of its message. */
export type AssignProblem = { field: AssignField; key: string; values?: Record<string, number> };

const JAPAN_OFFSET_MS = 9 * 3600 * 1000;

/**
 * A Japan calendar day (Japan keeps no summer time, so a fixed offset is exact).
 * @param now - the instant
 * @param plusDays - days to add
 * @returns 'YYYY-MM-DD'
 */
export function japanDay(now: Date, plusDays = 0): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A fresh form: two weeks from today, ten books of the whole library.
 * @param now - the instant
 * @returns the state
 */
export function emptyAssignForm(now: Date): AssignFormState {
  return {
    title: "",
    mode: "level",
    ylMin: String(EBOOK_YL_MIN),
    ylMax: String(EBOOK_YL_MAX),
    bookIds: [],
    targetType: "books",
    targetValue: "10",
    startDate: japanDay(now),
    endDate: japanDay(now, 14),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not: Date would roll it over to March). */
const realDate = (d: string) => {
  if (!DATE.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
};

/**
 * Checks the form before anything is sent (the server checks again): title 1-40, a level range low ≤ high
 * or 1-40 chosen books, a whole target within its limit, both dates with start ≤ end.
 * @param f - the form
 * @param classId - the chosen class
 * @returns the call's body, or the problems in field order
 */
export function checkAssignForm(
  f: AssignFormState,
  classId: number,
): { body: FreeReadingAssignBody } | { problems: AssignProblem[] } {
  const problems: AssignProblem[] = [];
  const title = f.title.trim();
  if (!title) problems.push({ field: "title", key: "t.fr.need_title" });
  else if (title.length > FREE_READING_TITLE_MAX)
    problems.push({ field: "title", key: "t.fr.title_long", values: { max: FREE_READING_TITLE_MAX } });
  const ylMin = Number(f.ylMin);
  const ylMax = Number(f.ylMax);
  if (f.mode === "level" && !(ylMin <= ylMax)) problems.push({ field: "books", key: "t.fr.level_order" });
  if (f.mode === "books" && f.bookIds.length === 0) problems.push({ field: "books", key: "t.fr.need_books" });
  if (f.mode === "books" && f.bookIds.length > FREE_READING_BOOKS_MAX)
    problems.push({ field: "books", key: "t.fr.too_many_books", values: { max: FREE_READING_BOOKS_MAX } });
  const target = Number(f.targetValue.trim());
  const cap = f.targetType === "books" ? FREE_READING_TARGET_BOOKS_MAX : FREE_READING_TARGET_WORDS_MAX;
  if (!/^\d+$/.test(f.targetValue.trim()) || target < 1)
    problems.push({ field: "target", key: "t.fr.target_whole" });
  else if (target > cap)
    problems.push({
      field: "target",
      key: f.targetType === "books" ? "t.fr.target_books_max" : "t.fr.target_words_max",
      values: { max: cap },
    });
  if (!realDate(f.startDate) || !realDate(f.endDate))
    problems.push({ field: "dates", key: "t.fr.need_dates" });
  else if (f.startDate > f.endDate) problems.push({ field: "dates", key: "t.fr.date_order" });
  if (problems.length) return { problems };
  return {
    body: {
      class_id: classId,
      title,
      mode: f.mode,
      ...(f.mode === "level" ? { yl_min: ylMin, yl_max: ylMax } : { book_ids: f.bookIds }),
      target_type: f.targetType,
      target_value: target,
      start_date: f.startDate,
      end_date: f.endDate,
    },
  };
}
