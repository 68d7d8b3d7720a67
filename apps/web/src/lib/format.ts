/**
 * Formats an ISO date for display in Japan time (times are stored in UTC; the UI shows Japan time).
 * @param iso - ISO-8601 timestamp
 * @param lang - "ja" or "en"
 * @returns e.g. 2026/11/22 or 22 Nov 2026; the input unchanged when it is not a date
 */
export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ja-JP", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: lang === "en" ? "short" : "2-digit",
    day: "2-digit",
  }).format(d);
}

/**
 * The hour in Japan, for the greeting.
 * @param now - the current time
 * @returns 0-23
 */
export function hourInJapan(now: Date = new Date()): number {
  return (now.getUTCHours() + 9) % 24;
}
