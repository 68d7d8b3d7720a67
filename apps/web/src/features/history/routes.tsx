import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the study history module. */
export const historyUrls = {
  index: () => "/history/index",
  details: (resCode: string) => `/history/details?${new URLSearchParams({ res_code: resCode })}`,
  deep: (guid: string) => `/history/details_deep?${new URLSearchParams({ guid })}`,
};

/** Study history routes inside the main shell. */
export const historyRoutes: RouteObject[] = [
  { path: "history/index", lazy: lazyPage("history", () => import("./pages/HistoryIndexPage.tsx")) },
  {
    path: "history/details",
    lazy: lazyPage("history-details", () => import("./pages/HistoryDetailsPage.tsx")),
  },
  {
    path: "history/details_deep",
    lazy: lazyPage("history-deep", () => import("./pages/HistoryDeepPage.tsx")),
  },
];
