import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

const wordIndex = lazyPage("eiken-word-index", () => import("./pages/WordIndexPage.tsx"));
const wordPractice = lazyPage("eiken-word-practice", () => import("./pages/WordPracticePage.tsx"));
const wordResult = lazyPage("eiken-word-result", () => import("./pages/WordResultPage.tsx"));
/** A page of PlayPages.tsx (the player and result wrappers share one chunk). */
const play = (name: string, pick: (m: typeof import("./pages/PlayPages.tsx")) => ComponentType) =>
  lazyPage(name, async () => ({ default: pick(await import("./pages/PlayPages.tsx")) }));

/**
 * The Eiken area inside the main shell; /eiken/eikenList is the root of the eikenIndex tab. Word learning
 * and word training share their pages (the path names the mode).
 */
export const eikenRoutes: RouteObject[] = [
  {
    path: "eiken/eikenList",
    handle: { tab: "eikenIndex" } satisfies RouteHandle,
    lazy: lazyPage("eiken-list", () => import("./pages/EikenListPage.tsx")),
  },
  { path: "eiken/wordlearning/index", lazy: wordIndex },
  { path: "eiken/wordlearning/practice", lazy: wordPractice },
  { path: "eiken/wordlearning/practice/result", lazy: wordResult },
  { path: "eiken/wordtraining/index", lazy: wordIndex },
  { path: "eiken/wordtraining/practice", lazy: wordPractice },
  { path: "eiken/wordtraining/practice/result", lazy: wordResult },
  { path: "eiken/rwl/index", lazy: lazyPage("eiken-rwl", () => import("./pages/RwlIndexPage.tsx")) },
  { path: "eiken/rwl/practice", lazy: play("eiken-rwl-play", (m) => m.RwlPlayPage) },
  { path: "eiken/rwl/practice/result", lazy: play("eiken-rwl-result", (m) => m.RwlResultPage) },
  {
    path: "eiken/rwl/review/startup",
    lazy: lazyPage("eiken-review", () => import("./pages/ReviewStartupPage.tsx")),
  },
  { path: "eiken/rwl/review/details", lazy: play("eiken-review-play", (m) => m.ReviewPlayPage) },
  { path: "eiken/rwl/review/result", lazy: play("eiken-review-result", (m) => m.ReviewResultPage) },
  { path: "eiken/practice", lazy: lazyPage("eiken-exam-parts", () => import("./pages/ExamPartsPage.tsx")) },
  { path: "eiken/practice/detail", lazy: play("eiken-exam-play", (m) => m.ExamPartPlayPage) },
  { path: "eiken/practice/result", lazy: play("eiken-exam-result", (m) => m.ExamPartResultPage) },
  {
    path: "eiken/interview/index",
    lazy: lazyPage("eiken-interview-index", () => import("./pages/InterviewIndexPage.tsx")),
  },
  {
    path: "eiken/interview/dialog",
    lazy: lazyPage("eiken-interview", () => import("./pages/InterviewDialogPage.tsx")),
  },
  {
    path: "eiken/interview/dialog/result",
    lazy: lazyPage("eiken-interview-result", () => import("./pages/InterviewResultPage.tsx")),
  },
  { path: "college/eiken/tips", lazy: lazyPage("eiken-tips", () => import("./pages/EikenTipsPage.tsx")) },
  { path: "eiken/challenge", lazy: lazyPage("eiken-challenge", () => import("./pages/ChallengePage.tsx")) },
  {
    path: "eiken/challengeResult",
    lazy: lazyPage("eiken-challenge-result", () => import("./pages/ChallengeResultPage.tsx")),
  },
];
