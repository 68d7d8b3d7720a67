/** Spec §9: sentences (and dialogue, shadowing, favourites) record for at most 20 s by default. */
export const SENTENCE_MAX_TIME_MS = 20_000;
/** Spec §9: word reading and picture read record for at most 10 s by default. */
export const WORD_MAX_TIME_MS = 10_000;

/**
 * The record limit of an item: its own record_max_time (seconds) when set, else the kind's default.
 * @param recordMaxTime - the item's record_max_time in seconds, if any
 * @param defaultMs - the kind's default in ms
 * @returns the limit in ms
 */
export function maxTimeMsOf(recordMaxTime: number | undefined, defaultMs: number): number {
  return typeof recordMaxTime === "number" && recordMaxTime > 0 ? recordMaxTime * 1000 : defaultMs;
}
