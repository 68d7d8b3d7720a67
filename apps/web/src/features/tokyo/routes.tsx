import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

const list = lazyPage("tokyo-list", () => import("./pages/ListPage.tsx"));
const run = lazyPage("tokyo-run", () => import("./pages/RunPage.tsx"));
const result = lazyPage("tokyo-result", () => import("./pages/ResultPage.tsx"));

/**
 * The Tokyo speaking test area (spec exam area /tokyo): the index, the folders of full tests and part
 * training sets, a test straight through or item by item, the results and the guide. The listening part
 * of /tokyo is not built yet (it shows the not-available page).
 */
export const tokyoRoutes: RouteObject[] = [
  { path: "tokyo/index", lazy: lazyPage("tokyo-index", () => import("./pages/IndexPage.tsx")) },
  { path: "tokyo/help", lazy: lazyPage("tokyo-help", () => import("./pages/HelpPage.tsx")) },
  { path: "tokyo/practice/unit_list", lazy: list },
  { path: "tokyo/training", lazy: list },
  { path: "tokyo/testing", lazy: run },
  { path: "tokyo/practice", lazy: run },
  { path: "tokyo/testing/result", lazy: result },
  { path: "tokyo/practice/result", lazy: result },
  { path: "tokyo/training/result", lazy: result },
];
