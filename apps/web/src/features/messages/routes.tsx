import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";
import type { MessageTab } from "./api.ts";

/** URL builders of the messages screens (spec §2: /news, /news/details?msg_id). */
export const messagesUrls = {
  list: (tab: MessageTab = "system") => (tab === "system" ? "/news" : `/news?tab=${tab}`),
  detail: (msgId: number) => `/news/details?msg_id=${msgId}`,
};

/** Routes of the messages screens (/news) inside the main shell. */
export const messagesRoutes: RouteObject[] = [
  { path: "news", lazy: lazyPage("news", () => import("./pages/MessageListPage.tsx")) },
  { path: "news/details", lazy: lazyPage("news-details", () => import("./pages/MessageDetailPage.tsx")) },
];
