import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the auth module. */
export const authUrls = {
  startup: () => "/",
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"),
  forgotPassword: () => "/forgotPassword",
};

/** Public routes (no header): startup, login, forgot password. */
export const authRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage("startup", () => import("./pages/StartupPage.tsx")) },
  { path: "login", lazy: lazyPage("login", () => import("./pages/LoginPage.tsx")) },
  {
    path: "forgotPassword",
    lazy: lazyPage("forgot-password", () => import("./pages/ForgotPasswordPage.tsx")),
  },
];
