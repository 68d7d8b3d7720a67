import {
  type AnswerColour,
  type BaseAnswer,
  type HintKey,
  type InputCheck,
  isAnswerLocked,
  mergeResultRows,
} from "@hibiki/exercises";
import { useCallback, useRef, useState } from "react";

/** State and actions of one item's answer: validate, submit once, remember the scored answer. */
export interface AnswerFlow<A extends BaseAnswer> {
  /** the server-scored answer (or the stored one when resuming / reviewing) */
  scored: A | undefined;
  /** true once an answer is in: inputs are locked (spec §4 "answered and locked") */
  locked: boolean;
  /** true while the answer is being posted */
  busy: boolean;
  /** the validation message key to show, if the last check failed */
  hint: HintKey | null;
  /** true when posting failed (the student may try again) */
  failed: boolean;
  /** right (score > 0), wrong (exactly 0) or unanswered, from the scored answer */
  colour: AnswerColour;
  /**
   * Checks the input and, when it passes, posts the answer built by `build`.
   * @param check - the package's validation outcome (validateBlanks, validateOrder, ...)
   * @param build - builds the answer payload (called only when the check passes)
   */
  submit: (check: InputCheck, build: () => A) => Promise<void>;
  /** hides the validation message (the student is editing again) */
  clearHint: () => void;
}

/**
 * One item's answer flow, shared by the typed and ordering players. A player never scores: the
 * colour comes from the answer the shell returns (server-authoritative), read with the same
 * rule the result screens use (mergeResultRows: score > 0 right, exactly 0 wrong).
 * @param item - the content item (for its question_id)
 * @param previous - the stored answer when resuming or reviewing (locks the item)
 * @param onSubmit - the shell's submit handler
 * @returns the flow state and actions
 */
export function useAnswerFlow<A extends BaseAnswer>(
  item: { question_id: string },
  previous: A | undefined,
  onSubmit: (answer: A) => Promise<A>,
): AnswerFlow<A> {
  const [scored, setScored] = useState<A | undefined>(() =>
    isAnswerLocked(previous) ? previous : undefined,
  );
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<HintKey | null>(null);
  const [failed, setFailed] = useState(false);
  // A ref, not state: two taps in the same frame must not post twice.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (check: InputCheck, build: () => A) => {
      if (inFlight.current || scored) return;
      if (!check.ok) {
        setHint(check.key);
        return;
      }
      setHint(null);
      setFailed(false);
      setBusy(true);
      inFlight.current = true;
      try {
        setScored(await onSubmit(build()));
      } catch {
        // Not silent: the player shows player.save_failed and the student can press the button again.
        setFailed(true);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [onSubmit, scored],
  );

  const clearHint = useCallback(() => setHint(null), []);
  const colour = scored ? mergeResultRows([item], [scored])[0]!.colour : "unanswered";
  return { scored, locked: scored !== undefined, busy, hint, failed, colour, submit, clearHint };
}
