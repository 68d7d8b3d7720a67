import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { RouteObject } from "react-router";

/** URL builders of the home module. */
export const homeUrls = { home: () => "/home" };

const homeHandle: RouteHandle = { tab: "home", keepAlive: true };

/** Routes inside the main shell: the home tab (kept alive). */
export const homeRoutes: RouteObject[] = [
  { path: "home", handle: homeHandle, lazy: lazyPage("home", () => import("./pages/HomePage.tsx")) },
];
