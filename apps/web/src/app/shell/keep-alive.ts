import type { ReactNode } from "react";

// Kept-alive route elements by path. The layout renders every cached element (hidden unless current), so a
// page keeps its state and scroll while the student visits another route.
const cache = new Map<string, { node: ReactNode; version: number }>();
const listeners = new Set<() => void>();
let version = 0;

/**
 * Caches a route element the first time it is shown.
 * @param path - the route path
 * @param node - the rendered outlet
 */
export function keepAlive(path: string, node: ReactNode): void {
  if (!cache.has(path)) cache.set(path, { node, version: version++ });
}

/** @returns the cached [path, element] pairs */
export function aliveEntries(): [string, { node: ReactNode; version: number }][] {
  return [...cache.entries()];
}

/**
 * Drops a cached route so it renders fresh next time (spec §2: cleared on returning to a tab root).
 * @param path - the route path
 */
export function dropAlive(path: string): void {
  if (cache.delete(path)) for (const l of listeners) l();
}

/** Drops every cached route (sign-out). */
export function clearAlive(): void {
  cache.clear();
  for (const l of listeners) l();
}

/**
 * @param l - listener for cache drops
 * @returns unsubscribe
 */
export function subscribeAlive(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
