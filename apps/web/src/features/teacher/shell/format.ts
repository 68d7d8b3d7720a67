/**
 * Formats an ISO timestamp for the console in the viewer's time zone (Japanese schools: JST).
 * @param iso - ISO-8601 timestamp
 * @param lang - "ja" or "en"
 * @returns e.g. "2026/11/22 18:30"
 */
export function formatDateTime(iso: string | null | undefined, lang = "ja"): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(lang === "en" ? "en-GB" : "ja-JP", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/**
 * Turns a `datetime-local` input value (local wall time) into an ISO timestamp with offset.
 * @param local - e.g. "2026-11-30T17:00"
 * @returns ISO string in UTC ("…Z"), or null when empty or invalid
 */
export function localInputToIso(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Why a `datetime-local` value cannot be the end of something: empty or invalid, not after the given
 * start, or already past. */
export type EndProblem = "missing" | "not_after" | "past";

/**
 * Checks a `datetime-local` value meant as a deadline or an end, as every console form does.
 * @param local - the input's value
 * @param after - an ISO moment it must come after (a start, the class deadline), if any
 * @returns the ISO moment, or the first problem (missing, then not after, then past)
 */
export function checkEnd(
  local: string,
  after?: string | null,
): { iso: string; problem: null } | { iso: null; problem: EndProblem } {
  const iso = localInputToIso(local);
  if (!iso || after === null) return { iso: null, problem: "missing" };
  if (after !== undefined && Date.parse(iso) <= Date.parse(after)) return { iso: null, problem: "not_after" };
  if (Date.parse(iso) <= Date.now()) return { iso: null, problem: "past" };
  return { iso, problem: null };
}

/**
 * The value a `datetime-local` input shows for a moment, in local time.
 * @param d - the moment
 * @returns e.g. "2026-11-30T17:00"
 */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Rounds a percentage for display.
 * @param value - 0-100
 * @returns e.g. "87"
 */
export function pct(value: number): string {
  return String(Math.round(value));
}

/**
 * Formats seconds as minutes for the dashboard.
 * @param sec - seconds
 * @returns whole minutes
 */
export function minutes(sec: number): number {
  return Math.round(sec / 60);
}
