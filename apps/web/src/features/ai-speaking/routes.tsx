import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const list = lazyPage("ai-speaking-list", () => import("./pages/ListPage.tsx"));

/** AI speaking (spec routes /ai-speaking/list, detail, result, history; students with ai_chat only). */
export const aiSpeakingRoutes: RouteObject[] = [
  { path: "ai-speaking", lazy: list },
  { path: "ai-speaking/list", lazy: list },
  {
    path: "ai-speaking/detail",
    lazy: lazyPage("ai-speaking-detail", () => import("./pages/DetailPage.tsx")),
  },
  {
    path: "ai-speaking/result",
    lazy: lazyPage("ai-speaking-result", () => import("./pages/ResultPage.tsx")),
  },
  {
    path: "ai-speaking/history",
    lazy: lazyPage("ai-speaking-history", () => import("./pages/HistoryPage.tsx")),
  },
];
