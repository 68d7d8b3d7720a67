import { useEffect, useState } from "react";

/**
 * A value that follows another after it has stopped changing for a while (autocomplete while typing).
 * @param value - the changing value
 * @param ms - how long it must stay unchanged
 * @returns the settled value
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
