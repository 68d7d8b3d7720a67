import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const list = lazyPage("rank-list", () => import("./pages/RankListPage.tsx"));

/** Rankings (spec route /rank/list; /rank opens the list too). */
export const rankRoutes: RouteObject[] = [
  { path: "rank", lazy: list },
  { path: "rank/list", lazy: list },
];

/** URL builders of the rankings. */
export const rankUrls = {
  list: () => "/rank/list",
};
