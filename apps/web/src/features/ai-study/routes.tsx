import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const home = lazyPage("ai-study-home", () => import("./pages/HomePage.tsx"));

/**
 * AI study (spec routes /aistudy, list, practice, practice/result, testing/index, testing/details, report,
 * recommend/details, recommend/result, document; closed to college students).
 */
export const aiStudyRoutes: RouteObject[] = [
  { path: "aistudy", lazy: home },
  { path: "aistudy/list", lazy: lazyPage("ai-study-list", () => import("./pages/ListPage.tsx")) },
  { path: "aistudy/practice", lazy: lazyPage("ai-study-practice", () => import("./pages/PracticePage.tsx")) },
  {
    path: "aistudy/practice/result",
    lazy: lazyPage("ai-study-practice-result", () => import("./pages/PracticeResultPage.tsx")),
  },
  {
    path: "aistudy/testing/index",
    lazy: lazyPage("ai-study-testing", () => import("./pages/TestingIndexPage.tsx")),
  },
  {
    path: "aistudy/testing/details",
    lazy: lazyPage("ai-study-testing-details", () => import("./pages/TestingDetailsPage.tsx")),
  },
  { path: "aistudy/report", lazy: lazyPage("ai-study-report", () => import("./pages/ReportPage.tsx")) },
  {
    path: "aistudy/recommend/details",
    lazy: lazyPage("ai-study-recommend", () => import("./pages/RecommendDetailsPage.tsx")),
  },
  {
    path: "aistudy/recommend/result",
    lazy: lazyPage("ai-study-recommend-result", () => import("./pages/RecommendResultPage.tsx")),
  },
  { path: "aistudy/document", lazy: lazyPage("ai-study-document", () => import("./pages/DocumentPage.tsx")) },
];
