import { SKILLUP_TYPE_CODES, type SkillupTypeCode } from "@hibiki/contracts/constants";
import type { PlayerMode } from "@hibiki/exercises";
import { lazyPage } from "@web/app/lazy-page.ts";
import type { IconName } from "@web/components/Icon.tsx";
import type { RouteObject } from "react-router";
// The quick-link labels below are shown on home, so the strings are registered with the routes.
import "./i18n.ts";

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, v);
  const out = s.toString();
  return out ? `?${out}` : "";
};

/**
 * URL builders of the skill-up module. `type` rides along on the player and result URLs so they can link
 * back to the type's list.
 */
export const skillupUrls = {
  index: () => "/skillup",
  list: (type: string) => `/skillup/list/${encodeURIComponent(type)}`,
  details: (resCode: string, mode: PlayerMode = "practice", type?: string) =>
    `/skillup/details${q({ res_code: resCode, mode, type })}`,
  result: (resCode: string, guid: string, type?: string) =>
    `/skillup/details/result${q({ res_code: resCode, guid, type })}`,
};

/** The home-screen icon of each skill-up type (from the design system's icon set). */
const QUICK_ICONS: Record<SkillupTypeCode, IconName> = {
  reading: "book",
  listening: "target",
  speaking: "mic",
  narration: "star",
  dialogue: "users",
  "grammar-choice": "check",
  "reading-comprehension": "bulb",
};

/** Home quick links to the skill-up list of each type (spec §2), labelled with i18n keys. */
export const skillupQuickLinks: ReadonlyArray<{ to: string; key: string; icon: IconName }> =
  SKILLUP_TYPE_CODES.map((type) => ({
    to: skillupUrls.list(type),
    key: `skillup.type.${type}`,
    icon: QUICK_ICONS[type],
  }));

/** Skill-up routes inside the main shell (the writing screens are in features/skillup-writing). */
export const skillupRoutes: RouteObject[] = [
  { path: "skillup", lazy: lazyPage("skillup", () => import("./pages/SkillupIndexPage.tsx")) },
  { path: "skillup/list/:type", lazy: lazyPage("skillup-list", () => import("./pages/SkillupListPage.tsx")) },
  {
    path: "skillup/details",
    lazy: lazyPage("skillup-details", () => import("./pages/SkillupDetailsPage.tsx")),
  },
  {
    path: "skillup/details/result",
    lazy: lazyPage("skillup-result", () => import("./pages/SkillupResultPage.tsx")),
  },
];
