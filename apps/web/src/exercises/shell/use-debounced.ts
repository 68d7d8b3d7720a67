import { DEBOUNCE_ACTION_MS, DEBOUNCE_INPUT_MS } from "@hibiki/exercises";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Guards an action (skip, selection, jump, back) so repeated presses within `ms` run it once (spec §9:
 * 100 ms). The first press runs at once; presses inside the window are dropped.
 * @param fn - the action
 * @param ms - the window (DEBOUNCE_ACTION_MS by default)
 * @returns the guarded action
 */
export function useGuardedAction<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = DEBOUNCE_ACTION_MS,
): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  return useCallback(
    (...args: A) => {
      const now = performance.now();
      if (now - last.current < ms) return;
      last.current = now;
      fnRef.current(...args);
    },
    [ms],
  );
}

/**
 * A value that follows `value` once it has been still for `ms` (spec §9: 200 ms for blank and input
 * changes), so validation and hints do not flicker while typing.
 * @param value - the live value
 * @param ms - the delay (DEBOUNCE_INPUT_MS by default)
 * @returns the settled value
 */
export function useDebouncedValue<T>(value: T, ms: number = DEBOUNCE_INPUT_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
