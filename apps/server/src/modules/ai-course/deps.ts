import type { Db } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";

/** What the AI course calls use: the database and the built content (courses, lessons, resources). */
export type Deps = {
  db: Db;
  content: ContentCatalog;
};
