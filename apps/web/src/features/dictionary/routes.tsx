import { lazyPage } from "@web/app/lazy-page.ts";
import type { IconName } from "@web/components/Icon.tsx";
import { registerStrings } from "@web/exercises/shell/register-i18n.ts";
import { Navigate, type RouteObject } from "react-router";
import { dictionaryUrls } from "./urls.ts";

// The home quick link's label lives here (not in the dictionary's bundle, which home does not load).
registerStrings({ ja: { "home.q_dictionary": "辞書" }, en: { "home.q_dictionary": "Dictionary" } });

/** The home quick link to the dictionary (spec: a named home target). */
export const dictionaryQuickLink: { to: string; key: string; icon: IconName } = {
  to: dictionaryUrls.index(),
  key: "home.q_dictionary",
  icon: "book",
};

/** The dictionary's screens inside the main shell: search with history and the pen switch, entry, about. */
export const dictionaryRoutes: RouteObject[] = [
  { path: "dictionary", element: <Navigate to={dictionaryUrls.index()} replace /> },
  {
    path: "dictionary/index",
    lazy: lazyPage("dictionary-index", () => import("./pages/DictionaryIndexPage.tsx")),
  },
  {
    path: "dictionary/search",
    lazy: lazyPage("dictionary-search", () => import("./pages/DictionarySearchPage.tsx")),
  },
  {
    path: "dictionary/about",
    lazy: lazyPage("dictionary-about", () => import("./pages/DictionaryAboutPage.tsx")),
  },
];
