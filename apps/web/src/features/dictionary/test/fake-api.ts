import { json } from "@web/test/render.tsx";
import { vi } from "vitest";

/** A request the fake API saw: method, path, query and form body. */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: URLSearchParams };

/** The success envelope. */
export const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });

/**
 * Stubs fetch with handlers chosen by "METHOD /path"; an unknown call answers 500 (the test then fails on
 * what it expected to see).
 * @param handlers - by "GET /v3/…" or "POST /v3/…"
 * @returns the requests seen
 */
export function fakeApi(handlers: Record<string, (req: SeenRequest) => Response>): SeenRequest[] {
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
