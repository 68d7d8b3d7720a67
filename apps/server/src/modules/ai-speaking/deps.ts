import type { Db } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import type { CheckerRunner } from "../writing/checker-runner.ts";
import type { LlmClient } from "./llm-client.ts";

/** What the AI speaking calls use: the database, the scenarios, the writing checker and the optional model. */
export type Deps = {
  db: Db;
  content: ContentCatalog;
  checker: Pick<CheckerRunner, "check">;
  llm: LlmClient | null;
};
