import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const home = lazyPage("exam-home", () => import("./ExamHomePage.tsx"));

/**
 * The exam home (spec exam area): /testing and /examHome list the exams with progress; /examHome/examTest
 * the full exam simulations, /examHome/examTestResult their record and /examTestGuid how to sit one.
 */
export const examHomeRoutes: RouteObject[] = [
  { path: "testing", lazy: home },
  { path: "examHome", lazy: home },
  { path: "examHome/examTest", lazy: lazyPage("exam-test", () => import("./ExamTestPage.tsx")) },
  {
    path: "examHome/examTestResult",
    lazy: lazyPage("exam-test-result", () => import("./ExamTestResultPage.tsx")),
  },
  { path: "examTestGuid", lazy: lazyPage("exam-test-guide", () => import("./ExamTestGuidePage.tsx")) },
];
