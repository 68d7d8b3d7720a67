import { json } from "@web/test/render.tsx";
import { vi } from "vitest";

/** A request the fake API saw: method, path, query and form body. */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: URLSearchParams };

/** Answers a request; may return a promise that the test settles later (to hold a request in flight). */
export type Handler = (req: SeenRequest) => Response | Promise<Response>;

/** The success envelope. */
export const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
/** A 400 envelope. */
export const bad = (message = "bad") => json(400, { code: 400, message, data: { error_key: "bad_request" } });

/**
 * Stubs fetch with handlers chosen by "METHOD /path"; unknown calls fail the test with a 500.
 * @param handlers - by "GET /v3/…" or "POST /v3/…"
 * @returns the requests seen
 */
export function fakeApi(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const raw = init?.body;
    const body = new URLSearchParams(typeof raw === "string" || raw instanceof URLSearchParams ? raw : "");
    const req = { method, path: url.pathname, query: url.searchParams, body };
    seen.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler(req)
      : json(500, { code: 500, message: `no handler for ${method} ${url.pathname}` });
  });
  return seen;
}

/**
 * A response the test releases later.
 * @returns the promise to hand out and its resolve
 */
export function deferred(): { promise: Promise<Response>; resolve: (r: Response) => void } {
  let resolve: (r: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
