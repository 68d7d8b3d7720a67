// Calendar days in a time zone (the study-word "today" is a Japan day). Pure: the caller passes the
// clock and the zone.

/** The zone study-word days use. */
export const STUDY_WORD_TIME_ZONE = "Asia/Tokyo";

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(at: Date, timeZone: string): Record<string, number> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(at)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out;
}

/**
 * The calendar day of an instant in a zone.
 * @param at - the instant
 * @param timeZone - an IANA zone, e.g. Asia/Tokyo
 * @returns 'YYYY-MM-DD'
 */
export function dayOf(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  const pad = (n: number | undefined, w = 2) => String(n ?? 0).padStart(w, "0");
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The zone's offset from UTC at an instant, in ms (Asia/Tokyo: +9 h). */
function offsetMs(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * When a calendar day starts in a zone.
 * @param day - 'YYYY-MM-DD'
 * @param timeZone - an IANA zone
 * @returns the instant of 00:00 that day in the zone
 */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const guess = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  // once more at the guess, for zones whose offset changes near midnight
  return new Date(midnightUtc - offsetMs(new Date(guess), timeZone));
}

/**
 * A day some days after (or before) another.
 * @param day - 'YYYY-MM-DD'
 * @param n - days to add (negative: before)
 * @returns 'YYYY-MM-DD'
 */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/** The instant the day after `day` starts (the end of `day`). */
export function dayEnd(day: string, timeZone: string): Date {
  return dayStart(addDays(day, 1), timeZone);
}

/** Whole days from one instant to another (for the simulator and tests). */
export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}
