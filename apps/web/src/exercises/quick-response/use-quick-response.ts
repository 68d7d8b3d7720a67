import { useCallback, useEffect, useRef, useState } from "react";
import {
  createQuickResponseMachine,
  initialQuickResponseState,
  type QuickResponseEvent,
  type QuickResponseMachine,
} from "./quick-response-machine.ts";

/** Inputs of {@link useQuickResponse}. */
export type UseQuickResponseOptions = {
  /** the item's wait in seconds (waitSecondsOf) */
  seconds: number;
  /** the item already has an answer when the player mounts */
  answered: boolean;
  playQuestion: () => void;
  startRecording: () => void;
};

/**
 * Runs the quick-response machine for one item (the shell mounts a new player per item, so the wait and
 * the first state are read once); the effects are read through a ref so they always see this render.
 * @param opts - wait, first state and effects
 * @returns the state and the send function
 */
export function useQuickResponse(opts: UseQuickResponseOptions) {
  const [state, setState] = useState(() => initialQuickResponseState(opts.answered));
  const latest = useRef(opts);
  latest.current = opts;
  const machine = useRef<QuickResponseMachine | null>(null);
  useEffect(() => {
    const m = createQuickResponseMachine({
      seconds: latest.current.seconds,
      initial: initialQuickResponseState(latest.current.answered),
      effects: {
        playQuestion: () => latest.current.playQuestion(),
        startRecording: () => latest.current.startRecording(),
        onChange: setState,
      },
    });
    machine.current = m;
    return () => {
      m.dispose();
      machine.current = null;
    };
  }, []);
  const send = useCallback((event: QuickResponseEvent) => machine.current?.send(event), []);
  return { state, send };
}
