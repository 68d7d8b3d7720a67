import { render } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

/** A response per request path; unknown paths answer 404 so a missing stub shows up as a failure. */
export type Routes = Record<string, (req: Request) => Response | Promise<Response>>;

/** The success envelope. */
export const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

/**
 * Stubs fetch with responses chosen by path (parallel queries make an ordered script fragile).
 * @param routes - path → response
 * @returns the recorded requests
 */
export function stubFetch(routes: Routes): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal: _signal, ...rest } = init ?? {};
    const req = new Request(new URL(String(input), "http://localhost:5173"), rest);
    requests.push(req);
    const handler = routes[new URL(req.url).pathname];
    return handler ? handler(req) : json(404, { code: 404, message: "not stubbed", data: null });
  });
  return requests;
}

/** Shows where the router went (path and query), for navigation assertions. */
function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

/**
 * Renders pages in a memory router with the app's providers; any other path shows a `where` marker.
 * @param pages - route path → element
 * @param path - initial URL
 */
export function renderRoutes(pages: Record<string, ReactElement>, path: string): void {
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([p, element]) => ({ path: p, element })),
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
