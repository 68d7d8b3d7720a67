import { getToken } from "@web/lib/session.ts";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";

/**
 * Sends visitors without a token to the startup route, remembering where they wanted to go (spec §4).
 * @param props - optional children (else the child routes render)
 * @returns the children, or a redirect
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  if (!getToken()) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return children ?? <Outlet />;
}
