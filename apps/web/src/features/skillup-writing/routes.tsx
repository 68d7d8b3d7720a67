import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the skill-up writing screens. */
export const skillupWritingUrls = {
  index: (level?: string) =>
    level ? `/skillup/writing/index?${new URLSearchParams({ level })}` : "/skillup/writing/index",
  form: (topicId: string) => `/skillup/writing/form?${new URLSearchParams({ topic_id: topicId })}`,
  result: (writingId: number, from?: string) =>
    `/skillup/writing/result?${new URLSearchParams({ writing_id: String(writingId), ...(from ? { from } : {}) })}`,
  history: () => "/skillup/writing/history",
  deep: (writingId: number) =>
    `/skillup/writing/history/deep?${new URLSearchParams({ writing_id: String(writingId) })}`,
};

/** Skill-up writing routes inside the main shell. */
export const skillupWritingRoutes: RouteObject[] = [
  {
    path: "skillup/writing/index",
    lazy: lazyPage("skillup-writing", () => import("./pages/SkillupWritingIndexPage.tsx")),
  },
  {
    path: "skillup/writing/form",
    lazy: lazyPage("skillup-writing-form", () => import("./pages/SkillupWritingFormPage.tsx")),
  },
  {
    path: "skillup/writing/result",
    lazy: lazyPage("skillup-writing-result", () => import("./pages/SkillupWritingResultPage.tsx")),
  },
  {
    path: "skillup/writing/history",
    lazy: lazyPage("skillup-writing-history", () => import("./pages/SkillupWritingHistoryPage.tsx")),
  },
  {
    path: "skillup/writing/history/deep",
    lazy: lazyPage("skillup-writing-deep", () => import("./pages/SkillupWritingDeepPage.tsx")),
  },
];
