import type { Resource } from "@hibiki/exercises";
import { createContext, useContext } from "react";

/** Resource-level data a player may need besides its item (full_text, tabs, option_random, all items). */
export type ResourceContextValue = {
  resource: Resource;
  assetBase: string;
  /** the route query of the player page (grammar-introduce builds training links from it) */
  query: Record<string, string>;
};

/** Provided by PlayerShell and ResultScreen. */
export const ResourceContext = createContext<ResourceContextValue | null>(null);

/**
 * The resource being played or reviewed.
 * @returns the context value
 * @throws Error when used outside PlayerShell / ResultScreen (a programming error)
 */
export function useResourceContext(): ResourceContextValue {
  const v = useContext(ResourceContext);
  if (!v) throw new Error("useResourceContext outside PlayerShell or ResultScreen");
  return v;
}

/**
 * The resource being played or reviewed, for parts that also render outside a player (a word test's
 * choices, a preview).
 * @returns the context value, or null outside PlayerShell / ResultScreen
 */
export function useOptionalResourceContext(): ResourceContextValue | null {
  return useContext(ResourceContext);
}
