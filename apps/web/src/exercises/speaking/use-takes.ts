import type { BaseAnswer } from "@hibiki/exercises";
import { useCallback, useState } from "react";
import { percentOf } from "./best-take.ts";

/** The takes of one speaking item, as its player shows them. */
export type Takes = {
  /** the answer to show: the take recorded here, else the stored (kept, best) one, else null */
  answer: BaseAnswer | null;
  /** the stored take when it beats the one just recorded (the item keeps it; say so), else null */
  kept: BaseAnswer | null;
  /** a take was saved while the player was open */
  savedHere: boolean;
  /** the item has a recording or a skip: the record control reads "record again" */
  recorded: boolean;
  /** the item was skipped: nothing more is recorded for it */
  skipped: boolean;
  /** keeps the answer the shell stored for the take just recorded */
  keep: (stored: BaseAnswer) => void;
};

/**
 * The answer a speaking player shows, with re-recording (issue 16 #3): after a take, or on coming back to
 * a recorded item, the player offers "record again"; every take is saved, the item keeps its best (the
 * shell and the server), the take just recorded is shown, and a worse take says which score is kept.
 * @param previous - the item's stored answer (the shell passes the kept take)
 * @returns the takes
 */
export function useTakes(previous: BaseAnswer | null | undefined): Takes {
  const [saved, setSaved] = useState<BaseAnswer | null>(null);
  const keep = useCallback((stored: BaseAnswer) => setSaved(stored), []);
  const stored = previous?.sound_file || previous?.is_skipped ? previous : null;
  const answer = saved ?? stored;
  const kept = saved && stored && percentOf(stored) > percentOf(saved) ? stored : null;
  return {
    answer,
    kept,
    savedHere: saved !== null,
    recorded: answer !== null,
    skipped: answer?.is_skipped === 1,
    keep,
  };
}
