// Small formatting helpers shared by the modules' presenters (one copy instead of one per module).

/**
 * A database timestamp as ISO 8601 UTC.
 * @param d - a Date (or the string a driver may give)
 * @returns e.g. 2026-11-29T01:25:07.000Z
 */
export function iso(d: Date | string): string {
  return new Date(d).toISOString();
}

/**
 * An optional timestamp as ISO 8601 UTC.
 * @param d - a Date, a string, or null / undefined
 * @returns the ISO string, or null when there is no timestamp
 */
export function isoOrNull(d: Date | string | null | undefined): string | null {
  return d === null || d === undefined ? null : iso(d);
}

/**
 * @param n - a number
 * @returns n rounded to one decimal place
 */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
