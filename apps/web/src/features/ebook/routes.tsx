import { lazyPage } from "@web/app/lazy-page.ts";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

export { ebookUrls } from "./urls.ts";

const index = lazyPage("ebook-index", () => import("./pages/IndexPage.tsx"));
/** A page of ExercisePages.tsx (the exercise's intro/player and its result share one chunk). */
const exercise = (name: string, pick: (m: typeof import("./pages/ExercisePages.tsx")) => ComponentType) =>
  lazyPage(name, async () => ({ default: pick(await import("./pages/ExercisePages.tsx")) }));

/**
 * The e-book area (spec routes /ebook/index, list, doc, details/{id}, reading/{id}, exercise/info,
 * exercise/result/, level-check, impression/{id}, history, test, homework/free-reading/list); every page is
 * its own chunk, so home loads none of it.
 */
export const ebookRoutes: RouteObject[] = [
  { path: "ebook", lazy: index },
  { path: "ebook/index", lazy: index },
  { path: "ebook/list", lazy: lazyPage("ebook-list", () => import("./pages/ListPage.tsx")) },
  { path: "ebook/doc", lazy: lazyPage("ebook-doc", () => import("./pages/DocPage.tsx")) },
  { path: "ebook/details/:id", lazy: lazyPage("ebook-details", () => import("./pages/DetailsPage.tsx")) },
  { path: "ebook/reading/:id", lazy: lazyPage("ebook-reading", () => import("./pages/ReadingPage.tsx")) },
  { path: "ebook/exercise/info", lazy: exercise("ebook-exercise", (m) => m.ExerciseInfoPage) },
  { path: "ebook/exercise/result", lazy: exercise("ebook-exercise-result", (m) => m.ExerciseResultPage) },
  {
    path: "ebook/level-check",
    lazy: lazyPage("ebook-level-check", () => import("./pages/LevelCheckPage.tsx")),
  },
  { path: "ebook/test", lazy: lazyPage("ebook-test", () => import("./pages/LevelTestPage.tsx")) },
  {
    path: "ebook/impression/:id",
    lazy: lazyPage("ebook-impression", () => import("./pages/ImpressionPage.tsx")),
  },
  { path: "ebook/history", lazy: lazyPage("ebook-history", () => import("./pages/HistoryPage.tsx")) },
  {
    path: "ebook/homework/free-reading/list",
    lazy: lazyPage("ebook-free-reading", () => import("./pages/FreeReadingListPage.tsx")),
  },
];
