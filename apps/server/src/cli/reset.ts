// `npm run db:reset`: drops every table of the configured database, then migrates and seeds again.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import { seedClasswork } from "../db/seed-classwork.ts";
import { seedRankHistory } from "../db/seed-rank.ts";
import { loadEnv } from "../env.ts";

const env = loadEnv();
if (!env.DATABASE_URL) {
  // The embedded database is a folder: removing it is the cleanest reset.
  rmSync(join(env.HIBIKI_DATA_DIR, "pglite"), { recursive: true, force: true });
}
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  if (env.DATABASE_URL) await db.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await migrate(db);
  await seed(db);
  await seedClasswork(db, env.HIBIKI_CONTENT_DIR);
  await seedRankHistory(db);
  console.log(`database reset (${db.driver}) and demo data seeded`);
} finally {
  await db.close();
}
