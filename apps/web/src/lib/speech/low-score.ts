/** Spec §9: a recording scoring under 20 (percent) is a miss; three misses in a row show the warning. */
export const LOW_SCORE_PERCENT = 20;
export const LOW_SCORE_STREAK = 3;

/** The warning text of spec §8 (shown as is; it has no translation key). */
export const LOW_SCORE_WARNING_JA =
  "正確に録音できていない可能性があります。録音した音声を確認してください。";

/**
 * Counts consecutive low-scoring recordings and says when to show the low-score warning.
 * One instance per practice screen.
 */
export class LowScoreStreak {
  private misses = 0;

  /**
   * Records one evaluated recording.
   * @param percent - the recording's percent score (20 × total_score)
   * @returns true when this recording completes three misses in a row (the count then starts again)
   */
  record(percent: number): boolean {
    if (!(Number.isFinite(percent) && percent >= LOW_SCORE_PERCENT)) this.misses++;
    else this.misses = 0;
    if (this.misses < LOW_SCORE_STREAK) return false;
    this.misses = 0;
    return true;
  }

  /** Forgets the streak (e.g. when moving to another exercise). */
  reset(): void {
    this.misses = 0;
  }
}
