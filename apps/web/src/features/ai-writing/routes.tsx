import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the AI writing screens. */
export const aiWritingUrls = {
  home: () => "/ai-writing",
  list: (level?: string) =>
    level ? `/ai-writing/list?${new URLSearchParams({ level })}` : "/ai-writing/list",
  detail: (topicId: string) => `/ai-writing/detail?${new URLSearchParams({ topic_id: topicId })}`,
  result: (writingId: number, from?: string) =>
    `/ai-writing/result?${new URLSearchParams({ writing_id: String(writingId), ...(from ? { from } : {}) })}`,
  analysis: (writingId: number) =>
    `/ai-writing/result/analysis?${new URLSearchParams({ writing_id: String(writingId) })}`,
  history: () => "/ai-writing/history",
  homeworkDetail: (homeworkId: number, topicId: number) =>
    `/ai-writing/homework-detail?${new URLSearchParams({ homework_id: String(homeworkId), topic_id: String(topicId) })}`,
};

/** AI writing routes inside the main shell. */
export const aiWritingRoutes: RouteObject[] = [
  { path: "ai-writing", lazy: lazyPage("ai-writing", () => import("./pages/AiWritingHomePage.tsx")) },
  {
    path: "ai-writing/list",
    lazy: lazyPage("ai-writing-list", () => import("./pages/AiWritingListPage.tsx")),
  },
  {
    path: "ai-writing/detail",
    lazy: lazyPage("ai-writing-detail", () => import("./pages/AiWritingDetailPage.tsx")),
  },
  {
    path: "ai-writing/result",
    lazy: lazyPage("ai-writing-result", () => import("./pages/AiWritingResultPage.tsx")),
  },
  {
    path: "ai-writing/result/analysis",
    lazy: lazyPage("ai-writing-analysis", () => import("./pages/AiWritingAnalysisPage.tsx")),
  },
  {
    path: "ai-writing/history",
    lazy: lazyPage("ai-writing-history", () => import("./pages/AiWritingHistoryPage.tsx")),
  },
  {
    path: "ai-writing/homework-detail",
    lazy: lazyPage("ai-writing-homework", () => import("./pages/AiWritingHomeworkDetailPage.tsx")),
  },
];
