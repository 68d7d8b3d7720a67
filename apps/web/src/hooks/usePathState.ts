import { useCallback, useState } from "react";
import { useLocation } from "react-router";

const PREFIX = "hibiki:page:";

function read<T>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? initial : (JSON.parse(raw) as T);
  } catch {
    return initial;
  }
}

/**
 * State a page keeps per path for this tab's session (spec §2: "a page can keep its own state per path"),
 * e.g. the chosen sub-tab of a list, restored when the student comes back.
 * @param name - the state's name within the page
 * @param initial - value when nothing was kept
 * @returns the value and a setter that also stores it
 */
export function usePathState<T>(name: string, initial: T): [T, (value: T) => void] {
  const { pathname } = useLocation();
  const key = `${PREFIX}${pathname}:${name}`;
  const [value, setValue] = useState<T>(() => read(key, initial));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      sessionStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  return [value, set];
}
