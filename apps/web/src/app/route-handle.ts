import type { MainTab } from "@web/lib/tabs.ts";

/**
 * What a route can declare in its `handle`: the main tab it is the root of, whether it is kept alive, and
 * kept-alive parent paths whose cache it drops when it opens (spec §2).
 */
export type RouteHandle = { tab?: MainTab; keepAlive?: boolean; dropAlive?: string[] };

/**
 * Reads a route handle safely.
 * @param handle - a match's handle
 * @returns the handle typed, or an empty one
 */
export function asHandle(handle: unknown): RouteHandle {
  return handle && typeof handle === "object" ? (handle as RouteHandle) : {};
}
