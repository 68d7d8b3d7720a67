import type { BaseAnswer } from "@hibiki/exercises";
import { useCallback, useRef, useState } from "react";

/** Where the item's one answer is: not yet posted, being posted, stored, or refused (may be retried). */
export type ItemSaveStatus = "idle" | "saving" | "saved" | "failed";

/**
 * Posts the item's one answer when its programme ends, then moves on (onNext). A failed save (the request
 * layer showed its toast) keeps the student on the item with a retry; a second post while one is under
 * way is ignored.
 * @param onSubmit - the shell's onSubmit
 * @param onNext - moves to the next item or the result
 * @returns the status, `save` (post an answer) and `retry` (post the last answer again)
 */
export function useItemSave(onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>, onNext: () => void) {
  const [status, setStatus] = useState<ItemSaveStatus>("idle");
  const last = useRef<BaseAnswer | null>(null);
  const busy = useRef(false);
  const calls = useRef({ onSubmit, onNext });
  calls.current = { onSubmit, onNext };
  const post = useCallback(async () => {
    const answer = last.current;
    if (!answer || busy.current) return;
    busy.current = true;
    setStatus("saving");
    try {
      await calls.current.onSubmit(answer);
      setStatus("saved");
      calls.current.onNext();
    } catch {
      setStatus("failed");
    } finally {
      busy.current = false;
    }
  }, []);
  const save = useCallback(
    (answer: BaseAnswer) => {
      last.current = answer;
      void post();
    },
    [post],
  );
  return { status, save, retry: () => void post() };
}
