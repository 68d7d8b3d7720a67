import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { RouteObject } from "react-router";

const home = lazyPage("cefr-home", () => import("./pages/CefrHomePage.tsx"));
const result = lazyPage("cefr-result", () => import("./pages/CefrResultPage.tsx"));

/** The level test's screens inside the main shell; /steps is the root of the cefrIndex tab. */
export const cefrRoutes: RouteObject[] = [
  { path: "steps", handle: { tab: "cefrIndex" } satisfies RouteHandle, lazy: home },
  { path: "steps/index", lazy: home },
  { path: "steps/map", lazy: lazyPage("cefr-map", () => import("./pages/CefrMapPage.tsx")) },
  { path: "steps/details", lazy: lazyPage("cefr-details", () => import("./pages/CefrDetailsPage.tsx")) },
  { path: "steps/details/result", lazy: result },
  { path: "steps/testResult", lazy: result },
  {
    path: "steps/testDetails",
    lazy: lazyPage("cefr-test-details", () => import("./pages/CefrTestDetailsPage.tsx")),
  },
  { path: "steps/test", lazy: lazyPage("cefr-test", () => import("./pages/CefrTestPage.tsx")) },
  { path: "steps/about", lazy: lazyPage("cefr-about", () => import("./pages/CefrAboutPage.tsx")) },
  { path: "steps/weakList", lazy: lazyPage("cefr-weak-list", () => import("./pages/CefrWeakListPage.tsx")) },
  {
    path: "steps/testWeakDetails",
    lazy: lazyPage("cefr-weak-practice", () => import("./pages/CefrWeakPracticePage.tsx")),
  },
  {
    path: "steps/testWeakResult",
    lazy: lazyPage("cefr-weak-result", () => import("./pages/CefrWeakResultPage.tsx")),
  },
];
