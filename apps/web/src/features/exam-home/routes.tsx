import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const home = lazyPage("exam-home", () => import("./ExamHomePage.tsx"));

/** The exam home (spec exam area): /testing and /examHome list the exams with progress. */
export const examHomeRoutes: RouteObject[] = [
  { path: "testing", lazy: home },
  { path: "examHome", lazy: home },
];
