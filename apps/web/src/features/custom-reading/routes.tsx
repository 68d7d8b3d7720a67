import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** Custom reading (spec routes /custom-reading, create, detail, result). */
export const customReadingRoutes: RouteObject[] = [
  { path: "custom-reading", lazy: lazyPage("custom-reading-list", () => import("./pages/ListPage.tsx")) },
  {
    path: "custom-reading/create",
    lazy: lazyPage("custom-reading-create", () => import("./pages/CreatePage.tsx")),
  },
  {
    path: "custom-reading/detail",
    lazy: lazyPage("custom-reading-detail", () => import("./pages/DetailPage.tsx")),
  },
  {
    path: "custom-reading/result",
    lazy: lazyPage("custom-reading-result", () => import("./pages/ResultPage.tsx")),
  },
];
