import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** Points and missions (spec routes /integral and /integral/logs). */
export const integralRoutes: RouteObject[] = [
  { path: "integral", lazy: lazyPage("integral", () => import("./pages/IntegralPage.tsx")) },
  { path: "integral/logs", lazy: lazyPage("integral-logs", () => import("./pages/IntegralLogsPage.tsx")) },
];
