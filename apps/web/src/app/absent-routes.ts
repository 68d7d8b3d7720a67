import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page.ts";

/** Modules of the spec whose screens the app does not have yet; each names itself on the not-available page. */
export const ABSENT_MODULES = [] as const;
export type AbsentModule = (typeof ABSENT_MODULES)[number];

/**
 * The spec's routes (app-shell §2) that no feature serves yet, the one list of them. A path ending in `/*`
 * stands for the module's root and every screen under it. When a module lands, its routes are added to
 * feature-routes.ts and their entries here are dropped: until then {@link absentRoutes} already leaves out
 * any path a feature serves, so a real screen always wins.
 */
export const SPEC_ROUTES_NOT_BUILT: ReadonlyArray<{ path: string; module: AbsentModule }> = [
  // other feature routes
];

/** The not-available page's route handle: which module the path belongs to. */
export type AbsentHandle = { absent: AbsentModule };

/** Full paths (without the leading slash) of a route table, children joined to their parents. */
const paths = (routes: readonly RouteObject[], parent = ""): string[] =>
  routes.flatMap((r) => {
    const own = [parent, r.path ?? ""].filter(Boolean).join("/").replace(/^\/+/, "");
    return [...(r.path ? [own] : []), ...paths(r.children ?? [], own)];
  });

/**
 * Routes showing the not-available page for the spec's routes no feature serves yet.
 * @param served - every route of the table (paths a feature serves are left out)
 * @returns one route per entry of {@link SPEC_ROUTES_NOT_BUILT} not served by a feature
 */
export function absentRoutes(served: readonly RouteObject[]): RouteObject[] {
  const taken = new Set(paths(served));
  const page = lazyPage("not-available", () => import("@web/features/app/exports/not-available-page.ts"));
  return SPEC_ROUTES_NOT_BUILT.filter((r) => !taken.has(r.path)).map((r) => ({
    path: r.path,
    handle: { absent: r.module } satisfies AbsentHandle,
    lazy: page,
  }));
}
