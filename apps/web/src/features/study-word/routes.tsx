import { lazyPage } from "@web/app/lazy-page.ts";
import { Navigate, type RouteObject } from "react-router";

/**
 * The word-study plans inside the main shell (spec: /study_word with the children plan and test, default
 * plan). The test child and the word tests' wrong-topic pages belong to features/word-tests; a plan's
 * missed words use the same /study_word/wrong_topic routes with `plan_id` (lent through exports/).
 */
export const studyWordRoutes: RouteObject[] = [
  { path: "study_word", element: <Navigate to="/study_word/plan" replace /> },
  { path: "study_word/plan", lazy: lazyPage("sw-plans", () => import("./pages/PlanListPage.tsx")) },
  { path: "study_word/add_plan", lazy: lazyPage("sw-add-plan", () => import("./pages/PlanFormPage.tsx")) },
  {
    path: "study_word/edit_plan/:plan_id",
    lazy: lazyPage("sw-edit-plan", () => import("./pages/PlanFormPage.tsx")),
  },
  {
    path: "study_word/plan_info/:plan_id",
    lazy: lazyPage("sw-plan-info", () => import("./pages/PlanInfoPage.tsx")),
  },
  {
    path: "study_word/today_task/:plan_id",
    lazy: lazyPage("sw-today", () => import("./pages/TodayTaskPage.tsx")),
  },
  {
    path: "study_word/challenge/:plan_id",
    lazy: lazyPage("sw-challenge", () => import("./pages/ChallengePage.tsx")),
  },
  { path: "study_word/list/:plan_id", lazy: lazyPage("sw-list", () => import("./pages/WordListPage.tsx")) },
  { path: "study_word/word", lazy: lazyPage("sw-word", () => import("./pages/WordPage.tsx")) },
  { path: "study_word/sentence", lazy: lazyPage("sw-sentence", () => import("./pages/SentencePage.tsx")) },
  {
    path: "study_word/result/:plan_id",
    lazy: lazyPage("sw-result", () => import("./pages/ResultPage.tsx")),
  },
];
