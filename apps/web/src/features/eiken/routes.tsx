import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { RouteObject } from "react-router";

const wordIndex = lazyPage("eiken-word-index", () => import("./pages/WordIndexPage.tsx"));
const wordPractice = lazyPage("eiken-word-practice", () => import("./pages/WordPracticePage.tsx"));
const wordResult = lazyPage("eiken-word-result", () => import("./pages/WordResultPage.tsx"));

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
];
