import { render } from "@testing-library/react";
import { Providers } from "@web/app/Providers.tsx";
import { createQueryClient } from "@web/app/query-client.ts";
import { json } from "@web/test/render.tsx";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";

/** A success envelope. */
export const ok = (data: unknown) => json(200, { code: 0, message: "ok", data });
/** An error envelope with its error key. */
export const fail = (status: number, message: string, key: string) =>
  json(status, { code: status, message, data: { error_key: key } });

type Handler = (body: Record<string, unknown> | undefined, search: URLSearchParams) => Response;

/**
 * Stubs fetch with answers per /v3 path; records every request.
 * @param routes - path → answer
 * @returns the requests, in order
 */
export function serve(routes: Record<string, Handler>) {
  const requests: { path: string; body: Record<string, unknown> | undefined; search: URLSearchParams }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const raw = init?.body;
    const body =
      typeof raw === "string"
        ? (JSON.parse(raw) as Record<string, unknown>)
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : undefined;
    requests.push({ path: url.pathname, body, search: url.searchParams });
    const route = routes[url.pathname];
    if (!route) return json(404, { code: 404, message: `no route ${url.pathname}`, data: null });
    return route(body, url.searchParams);
  });
  return requests;
}

/**
 * Renders routes in the app's providers at a URL.
 * @param url - the start URL
 * @param routes - the routes (a catch-all is added)
 * @returns the router
 */
export function renderRoutes(url: string, routes: RouteObject[]) {
  const router = createMemoryRouter([...routes, { path: "*", element: <p>elsewhere</p> }], {
    initialEntries: [url],
  });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/**
 * Renders one element at a URL.
 * @param url - the start URL
 * @param element - the element
 * @param path - its route path
 * @returns the router
 */
export const renderAt = (url: string, element: ReactElement, path: string) =>
  renderRoutes(url, [{ path, element }]);

const state = { on_shelf: false, is_read: false, progress_page: 0, last_read_at: null, read_at: null };

/** A book summary with the student's state. */
export const bookItem = (over: Record<string, unknown> = {}) => ({
  book_id: "eb-01-the-red-kite",
  title: "The Red Kite",
  title_ja: "赤いたこ",
  yl: 0.6,
  cefr: "A1",
  genre: "fiction",
  topics: ["family"],
  summary: "Mia makes a kite with her grandfather.",
  summary_ja: "ミアはおじいさんとたこを作ります。",
  word_count: 60,
  page_count: 2,
  line_count: 5,
  has_dialogue: true,
  retold_from: null,
  res_code: "ebook-01",
  res_version: 1,
  cover: "/res/ebook-01/1/cover.svg",
  ...state,
  ...over,
});

const line = (page: number, n: number, text: string, ja: string, over: Record<string, unknown> = {}) => ({
  sentence_id: `p${page}-${n}`,
  text,
  ja,
  speaker: "narrator",
  voice: "female1",
  new_paragraph: n === 1,
  word_count: text.split(/\s+/).length,
  ...over,
});

/** A two-page book's text as ebook/content answers it. */
export const bookContent = () => ({
  book: (({ on_shelf, is_read, progress_page, last_read_at, read_at, ...rest }) => rest)(bookItem()),
  speakers: { narrator: "female1", Mia: "female2" },
  glossary: [{ word: "kite", ja: "たこ" }],
  pages: [
    {
      page_no: 1,
      chapter: null,
      illustration: "/res/ebook-01/1/p1.svg",
      lines: [
        line(1, 1, "Mia has a red kite.", "ミアは赤いたこを持っています。"),
        line(1, 2, '"Let\'s fly it!" says Mia.', "「飛ばそう！」とミアは言います。", {
          speaker: "Mia",
          voice: "female2",
        }),
        line(1, 3, "The wind is strong today.", "今日は風が強いです。"),
      ],
    },
    {
      page_no: 2,
      chapter: null,
      illustration: null,
      lines: [
        line(2, 1, "The kite goes up and up.", "たこはどんどん上がります。"),
        line(2, 2, "Mia is happy.", "ミアはうれしいです。"),
      ],
    },
  ],
  state,
});
