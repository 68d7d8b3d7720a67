import { isCollegeStudent } from "@web/lib/session.ts";
import { landingPath } from "@web/lib/tabs.ts";
import { canGoBack, visitedRoutes } from "@web/lib/visit-history.ts";
import { useNavigate } from "react-router";
import { registeredTabs } from "./feature-routes.ts";

/** @returns the student's main page: home, or bookList for college students (spec §4) */
export function mainPath(): string {
  return landingPath(registeredTabs, isCollegeStudent());
}

/**
 * The app's back rule (spec §2, the header's back button): the previous in-app route when this tab has one,
 * else the main page. Never the browser's own back, which may leave the app (about:blank, another site).
 * @returns a function going back
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (canGoBack() && window.history.length > 1) void navigate(-1);
    else void navigate(mainPath(), { replace: true });
  };
}

/**
 * Whether the app's back rule has an earlier in-app page to return to from `pathname`; right during the
 * first render too, before the visit to `pathname` itself is recorded.
 * @param pathname - the page being shown
 * @returns whether going back stays in the app's history
 */
export function hasPreviousPage(pathname: string): boolean {
  const visits = visitedRoutes();
  return visits.at(-1) === pathname ? visits.length > 1 : visits.length > 0;
}
