import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** User cards (spec routes /usercard with modes edit, photo, collection, and /usercard/list). */
export const usercardRoutes: RouteObject[] = [
  { path: "usercard", lazy: lazyPage("usercard", () => import("./pages/UserCardPage.tsx")) },
  { path: "usercard/list", lazy: lazyPage("usercard-list", () => import("./pages/UserCardListPage.tsx")) },
];
