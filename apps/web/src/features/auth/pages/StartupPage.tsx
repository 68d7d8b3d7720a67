import { registeredTabs } from "@web/app/feature-routes.ts";
import { safeRedirect } from "@web/lib/redirect.ts";
import { getToken, isCollegeStudent } from "@web/lib/session.ts";
import { landingPath } from "@web/lib/tabs.ts";
import { Navigate, useSearchParams } from "react-router";
import { authUrls } from "../routes.tsx";

/**
 * Startup `/` (no header): without a token → login (keeping the redirect), with one → the redirect target or
 * the landing tab (bookList for college students when it exists, else home).
 * @returns a redirect
 */
export default function StartupPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get("redirect"));
  if (!getToken()) return <Navigate to={authUrls.login(redirect ?? undefined)} replace />;
  return <Navigate to={redirect ?? landingPath(registeredTabs, isCollegeStudent())} replace />;
}
