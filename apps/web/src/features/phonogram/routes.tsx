import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const paper = lazyPage("phonogram-paper", () => import("./pages/PaperPage.tsx"));

/** The phonogram area (spec routes /phonogram/list, detail, practice, challenge, result). */
export const phonogramRoutes: RouteObject[] = [
  { path: "phonogram", lazy: lazyPage("phonogram-list", () => import("./pages/ListPage.tsx")) },
  { path: "phonogram/list", lazy: lazyPage("phonogram-list", () => import("./pages/ListPage.tsx")) },
  { path: "phonogram/detail", lazy: lazyPage("phonogram-detail", () => import("./pages/DetailPage.tsx")) },
  { path: "phonogram/practice", lazy: paper },
  { path: "phonogram/challenge", lazy: paper },
  { path: "phonogram/result", lazy: lazyPage("phonogram-result", () => import("./pages/ResultPage.tsx")) },
];
