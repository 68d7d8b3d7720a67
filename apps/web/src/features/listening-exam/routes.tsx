import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const list = lazyPage("listening-list", () => import("./pages/ListPage.tsx"));
const info = lazyPage("listening-info", () => import("./pages/InfoPage.tsx"));
const result = lazyPage("listening-result", () => import("./pages/ResultPage.tsx"));

/**
 * The listening exams (spec exam area): the Common Test under /college-entrance-test, the high-school
 * entrance exams by region style under /high-school-entrance-exam, and the Tokyo style under
 * /tokyo/listening (spellings as in the spec).
 */
export const listeningExamRoutes: RouteObject[] = [
  { path: "college-entrance-test/listening", lazy: list },
  { path: "college-entrance-test/parctice-info", lazy: info },
  { path: "college-entrance-test/mock-test", lazy: info },
  { path: "college-entrance-test/parctice-result", lazy: result },
  { path: "college-entrance-test/mock-test-result", lazy: result },
  { path: "high-school-entrance-exam/listening", lazy: list },
  { path: "high-school-entrance-exam/practice-info", lazy: info },
  { path: "high-school-entrance-exam/practice-result", lazy: result },
  {
    path: "high-school-entrance-exam/review-info",
    lazy: lazyPage("listening-review-info", () => import("./pages/ReviewInfoPage.tsx")),
  },
  {
    path: "high-school-entrance-exam/review-startup",
    lazy: lazyPage("listening-review-startup", () => import("./pages/ReviewStartupPage.tsx")),
  },
  { path: "high-school-entrance-exam/review-result", lazy: result },
  { path: "tokyo/listening/index", lazy: list },
  { path: "tokyo/listening/parctice", lazy: info },
  { path: "tokyo/listening/parctice/result", lazy: result },
];
