import { useEffect, useRef, useState } from "react";

/** Spec §4 / §9: the countdown before sentence mode has three steps of 1 s. */
export const COUNTDOWN_STEPS = 3;
export const COUNTDOWN_STEP_MS = 1000;

/**
 * Counts 3, 2, 1 (one second each), then calls onDone once.
 * @param props - what to do when the countdown ends
 * @returns the big number
 */
export function Countdown({ onDone }: { onDone: () => void }) {
  const [left, setLeft] = useState(COUNTDOWN_STEPS);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const id = setTimeout(() => setLeft((n) => n - 1), COUNTDOWN_STEP_MS);
    return () => clearTimeout(id);
  }, [left]);
  return (
    <p className="ar-countdown" data-testid="countdown" aria-live="assertive" style={{ fontSize: "3rem" }}>
      {left > 0 ? left : ""}
    </p>
  );
}
