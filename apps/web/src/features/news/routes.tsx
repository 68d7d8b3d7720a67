import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";
import type { NewsTab } from "./api.ts";

/** URL builders of the news module (spec §2: /news, /news/details?msg_id). */
export const newsUrls = {
  list: (tab: NewsTab = "system") => (tab === "system" ? "/news" : `/news?tab=${tab}`),
  detail: (msgId: number) => `/news/details?msg_id=${msgId}`,
};

/** Routes of the news module inside the main shell. */
export const newsRoutes: RouteObject[] = [
  { path: "news", lazy: lazyPage("news", () => import("./pages/NewsListPage.tsx")) },
  { path: "news/details", lazy: lazyPage("news-details", () => import("./pages/NewsDetailPage.tsx")) },
];
