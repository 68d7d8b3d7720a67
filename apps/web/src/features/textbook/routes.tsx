import type { PlayerMode } from "@hibiki/exercises";
import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteHandle } from "@web/app/route-handle.ts";
import type { RouteObject } from "react-router";

const q = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** URL builders of the textbook module (the spec's named routes textbookDetails / textbookGrammarBlankfill). */
export const textbookUrls = {
  bookList: () => "/bookList",
  unitDirectory: (bookId: string) => `/unitDirectory${q({ book_id: bookId })}`,
  unitList: (unitId: string) => `/unitList${q({ unit_id: unitId })}`,
  details: (resCode: string, mode: PlayerMode = "practice", extra: Record<string, string> = {}) =>
    `/textbook/details${q({ ...extra, res_code: resCode, mode })}`,
  result: (resCode: string, guid: string) => `/textbook/details/result${q({ res_code: resCode, guid })}`,
  grammarExample: (search: string) => `/textbook/grammarExample${search}`,
  /** named route textbookDetails: the current query plus type (training tab 'choose') */
  textbookDetails: (query: Record<string, string>) => `/textbook/details${q(query)}`,
  /** named route textbookGrammarBlankfill: the same player, for the word-order training (type blank_filling) */
  textbookGrammarBlankfill: (query: Record<string, string>) => `/textbook/details${q(query)}`,
};

const bookListHandle: RouteHandle = { tab: "bookList", keepAlive: true };

/** Routes of the textbook module inside the main shell; /bookList is the bookList tab. */
export const textbookRoutes: RouteObject[] = [
  {
    path: "bookList",
    handle: bookListHandle,
    lazy: lazyPage("book-list", () => import("./pages/BookListPage.tsx")),
  },
  { path: "unitDirectory", lazy: lazyPage("unit-directory", () => import("./pages/UnitDirectoryPage.tsx")) },
  { path: "unitList", lazy: lazyPage("unit-list", () => import("./pages/UnitListPage.tsx")) },
  { path: "textbook/details", lazy: lazyPage("textbook-details", () => import("./pages/DetailsPage.tsx")) },
  {
    path: "textbook/details/result",
    lazy: lazyPage("textbook-result", () => import("./pages/ResultPage.tsx")),
  },
  {
    path: "textbook/grammarExample",
    lazy: lazyPage("grammar-example", () => import("./pages/GrammarExamplePage.tsx")),
  },
];
