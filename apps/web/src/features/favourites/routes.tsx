import { lazyPage } from "@web/app/lazy-page.ts";
import type { RouteObject } from "react-router";

/** The two tabs of /my_collection. */
export type CollectionTab = "sentences" | "words";

/** URL builders of the favourites module (spec §2: /my_collection). */
export const collectionUrls = {
  /** the query string of a tab and page ("" for the first page of sentences) */
  search: (tab: CollectionTab = "sentences", page = 1) => {
    const s = new URLSearchParams();
    if (tab !== "sentences") s.set("tab", tab);
    if (page > 1) s.set("page", String(page));
    return s.toString();
  },
  page: (tab: CollectionTab = "sentences", page = 1) => {
    const search = collectionUrls.search(tab, page);
    return search ? `/my_collection?${search}` : "/my_collection";
  },
};

/** Routes of the favourites module inside the main shell. */
export const favouritesRoutes: RouteObject[] = [
  { path: "my_collection", lazy: lazyPage("my-collection", () => import("./pages/MyCollectionPage.tsx")) },
];
