import type { BaseAnswer } from "@hibiki/exercises";

const recorded = (a: BaseAnswer | null | undefined): boolean =>
  !!a && a.is_skipped !== 1 && !!(a.sound_file || a.record_file);

/**
 * A take's percent: percent_score, else 20 × its total.
 * @param a - the take
 * @returns 0..100
 */
export const percentOf = (a: BaseAnswer): number => a.percent_score ?? (a.total_score ?? a.score ?? 0) * 20;

/**
 * Whether a new answer is another take of an item that already has a scored recording: a speaking item
 * may be recorded again (issue 16 #3), so the shell saves it although the item is answered.
 * @param stored - the item's stored answer
 * @param next - the answer about to be saved
 * @returns true for a recording after a recording
 */
export function isRetake(stored: BaseAnswer | null | undefined, next: BaseAnswer): boolean {
  return recorded(stored) && recorded(next);
}

/**
 * The take an item keeps (as the server does): the better score; a tie keeps the newer take. Every take
 * is stored and listed in the history either way.
 * @param stored - the item's stored answer (the best take so far), if any
 * @param next - the take just saved
 * @returns the answer to keep for the item
 */
export function keptTake(stored: BaseAnswer | null | undefined, next: BaseAnswer): BaseAnswer {
  if (!stored || !isRetake(stored, next)) return next;
  return percentOf(next) >= percentOf(stored) ? next : stored;
}
