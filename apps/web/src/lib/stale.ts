/** Shared stale times for TanStack Query (ms). */
export const STALE = {
  none: 0,
  short: 30_000,
  medium: 5 * 60_000,
  long: 60 * 60_000,
} as const;
