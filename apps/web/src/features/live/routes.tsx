import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** The student's live class (spec route /live; push jump_schema 7 opens it). */
export const liveRoutes: RouteObject[] = [
  { path: "live", lazy: lazyPage("live", () => import("./pages/LivePage.tsx")) },
];

/** URL builders of the live class. */
export const liveUrls = { live: () => "/live" };
