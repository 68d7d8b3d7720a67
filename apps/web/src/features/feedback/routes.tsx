import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** The inquiry routes inside the main shell (spec: /feedback, /feedback/faq, /feedback/success). */
export const feedbackRoutes: RouteObject[] = [
  { path: "feedback", lazy: lazyPage("inquiry", () => import("./pages/InquiryPage.tsx")) },
  { path: "feedback/faq", lazy: lazyPage("inquiry-faq", () => import("./pages/FaqPage.tsx")) },
  {
    path: "feedback/success",
    lazy: lazyPage("inquiry-success", () => import("./pages/InquirySuccessPage.tsx")),
  },
];
