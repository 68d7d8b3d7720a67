const KEY = "hibiki:visited";
const MAX = 50;

/** @returns the visited route paths of this tab, oldest first (session storage) */
export function visitedRoutes(): string[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Records a visit; returning to the previous route pops the last one, so the list mirrors the back stack.
 * @param path - the route path now shown
 */
export function recordVisit(path: string): void {
  const list = visitedRoutes();
  if (list.at(-1) === path) return;
  if (list.at(-2) === path) list.pop();
  else list.push(path);
  sessionStorage.setItem(KEY, JSON.stringify(list.slice(-MAX)));
}

/** @returns whether there is an earlier in-app route to go back to */
export function canGoBack(): boolean {
  return visitedRoutes().length > 1;
}

/** Forgets the history (sign-out). */
export function clearVisits(): void {
  sessionStorage.removeItem(KEY);
}
