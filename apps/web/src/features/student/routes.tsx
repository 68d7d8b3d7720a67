import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the user-centre routes. */
export const studentUrls = {
  changeName: () => "/changeName",
  changePassword: () => "/changePassword",
  joinClass: () => "/joinClass",
};

/** User-centre routes inside the main shell. */
export const studentRoutes: RouteObject[] = [
  { path: "changeName", lazy: lazyPage("change-name", () => import("./pages/ChangeNamePage.tsx")) },
  {
    path: "changePassword",
    lazy: lazyPage("change-password", () => import("./pages/ChangePasswordPage.tsx")),
  },
  { path: "joinClass", lazy: lazyPage("join-class", () => import("./pages/JoinClassPage.tsx")) },
];
