import { useLocation } from "react-router";
import type { Flavour } from "./urls.ts";

/** The route family of the current page: Common Test, high-school entrance, or Tokyo under /tokyo. */
export function useFlavour(): Flavour {
  const path = useLocation().pathname;
  return path.startsWith("/college-entrance-test") ? "ct" : path.startsWith("/tokyo") ? "tokyo" : "hs";
}

/**
 * Whether the page is one of the Common Test's mock-test routes (the sitting, /college-entrance-test/mock-test,
 * or its result, mock-test-result): the set is taken as the test.
 */
export function useMockRoute(): boolean {
  return /^\/college-entrance-test\/mock-test(-result)?\/?$/.test(useLocation().pathname);
}

/** The fixed region of a flavour (high-school pages choose theirs). */
export const FLAVOUR_REGION: Record<Flavour, number | null> = { ct: 1, tokyo: 2, hs: null };

/** The title key of a flavour's pages. */
export const FLAVOUR_TITLE: Record<Flavour, string> = {
  ct: "lx.ct_title",
  hs: "lx.hs_title",
  tokyo: "lx.tokyo_title",
};

/** The flavour that shows a region's sets (the Tokyo style is also reached from the high-school pages). */
export function flavourOfRegion(regionId: number, current: Flavour): Flavour {
  return regionId === 1 ? "ct" : current === "tokyo" && regionId === 2 ? "tokyo" : "hs";
}
