/**
 * Updates learn_count and best_score after a finished attempt.
 * @param stats - previous stats (missing = never practised)
 * @param percent - the attempt's percent score
 * @returns new stats
 */
export function nextPracticeStats(
  stats: { learn_count?: number; best_score?: number } | null | undefined,
  percent: number,
): {
  learn_count: number;
  best_score: number;
} {
  const safe = Number.isFinite(percent) ? Math.max(0, Math.min(100, percent)) : 0;
  return { learn_count: (stats?.learn_count ?? 0) + 1, best_score: Math.max(stats?.best_score ?? 0, safe) };
}
