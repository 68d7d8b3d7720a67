// `npm run db:migrate`: applies pending migrations to the configured database.
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} finally {
  await db.close();
}
