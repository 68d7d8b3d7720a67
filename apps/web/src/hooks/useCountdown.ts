import { useEffect, useRef, useState } from "react";

/**
 * Whole seconds left of a countdown measured against the clock (a busy tab does not slow it); `onDone`
 * runs once at zero. A new `seconds` starts it again.
 * @param seconds - the length
 * @param onDone - what follows
 * @returns the seconds left
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const id = setInterval(() => {
      const n = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(n);
      if (n === 0) {
        clearInterval(id);
        done.current();
      }
    }, 250);
    return () => clearInterval(id);
  }, [seconds]);
  return left;
}
