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
