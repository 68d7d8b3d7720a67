// Selected by the api-pg lane only when DATABASE_URL is unset (vitest.config.ts): reports the skip.
import { it } from "vitest";

it.skip("api-pg: DATABASE_URL is not set, so the PostgreSQL lane is skipped (set it to run the API suite on PostgreSQL)", () => {});
