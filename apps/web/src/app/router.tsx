import { loadChunk } from "@web/lib/chunk-load.ts";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { bareRoutes, mainRoutes, publicRoutes } from "./feature-routes.ts";
import { RequireAuth } from "./RequireAuth.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { RouteError } from "./RouteError.tsx";

/** The whole route table: public pages, signed-in bare pages, the main shell, and unknown paths → `/`. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", errorElement: <RouteError />, children: publicRoutes },
      { element: <RequireAuth />, errorElement: <RouteError />, children: bareRoutes },
      {
        // The main shell (header, tabs, menus) is its own chunk: the sign-in page does not load it.
        lazy: async () => {
          const { MainLayout } = await loadChunk("shell", () => import("./shell/MainLayout.tsx"));
          return {
            element: (
              <RequireAuth>
                <MainLayout />
              </RequireAuth>
            ),
          };
        },
        errorElement: <RouteError />,
        children: mainRoutes,
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Creates the browser router (data routes, lazily loaded features).
 * @returns the router
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
