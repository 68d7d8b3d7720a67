import { render } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * Renders an element inside the app's providers and a memory router.
 * @param ui - element to render
 * @param path - initial path
 * @returns the testing-library result
 */
export function renderWithProviders(ui: ReactElement, path = "/") {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: "*", element: ui },
      { path: "/login", element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/**
 * A fetch stand-in answering from a list of canned responses in order, recording each request.
 * Used only for the request layer, whose job is to react to HTTP statuses.
 * @param responses - functions producing the responses, consumed in order (the last repeats)
 * @returns the fetch function and the recorded requests
 */
export function scriptedFetch(
  responses: ((req: Request, signal?: AbortSignal) => Response | Promise<Response>)[],
) {
  const requests: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { signal, ...rest } = init ?? {};
    const req = new Request(new URL(String(input), "http://localhost:5173"), rest);
    requests.push(req);
    const next = responses[Math.min(requests.length - 1, responses.length - 1)];
    if (!next) throw new TypeError("no scripted response");
    return next(req, signal ?? undefined);
  };
  return { fn, requests };
}

/**
 * A response that never arrives; it rejects like fetch does when its signal aborts.
 * @param _req - the request
 * @param signal - the request's signal
 * @returns a promise that only settles on abort
 */
export function hang(_req: Request, signal?: AbortSignal): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

/**
 * A JSON response.
 * @param status - HTTP status
 * @param body - body object
 * @returns the response
 */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
