import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** URL builders of the app module (about, legal texts, guide). */
export const appUrls = {
  about: () => "/about",
  aboutDetails: (type: string) => `/about/details/${type}`,
  privacyPolicy: () => "/privacy-policy",
  guide: (part = "start") => `/guide/${part}`,
};

/** Routes inside the main shell (with header). */
export const appMainRoutes: RouteObject[] = [
  { path: "about", lazy: lazyPage("about", () => import("./pages/AboutPage.tsx")) },
];

/** Legal texts without menu or header (spec §2), readable before sign-in so the login screen can link them. */
export const appLegalRoutes: RouteObject[] = [
  { path: "about/details/:type", lazy: lazyPage("about-details", () => import("./pages/ProtocolPage.tsx")) },
  { path: "privacy-policy", lazy: lazyPage("privacy-policy", () => import("./pages/PrivacyPolicyPage.tsx")) },
];

/** The starter guide: no menu or header, signed-in students only. */
export const appBareRoutes: RouteObject[] = [
  { path: "guide/:part", lazy: lazyPage("guide", () => import("./pages/GuidePage.tsx")) },
];
