import { loadChunk } from "@web/lib/chunk-load.ts";
import type { ComponentType } from "react";
import type { LazyRouteFunction, RouteObject } from "react-router";

/**
 * Route `lazy` for a page module with a default-exported component, loaded with the chunk timeout.
 * @param chunk - name used in the 'Loading chunk {n} failed' message
 * @param load - the dynamic import of the page module
 * @returns a `lazy` function for a route object
 */
export function lazyPage(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const mod = await loadChunk(chunk, load);
    return { Component: mod.default };
  };
}
