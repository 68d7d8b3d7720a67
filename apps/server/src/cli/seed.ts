// `npm run db:seed`: migrates, then seeds the demo schools if the database has no school yet.
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import { loadEnv } from "../env.ts";

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  await migrate(db);
  console.log(
    (await seed(db)) ? "demo data seeded (every password: pass1234)" : "schools exist already: seed skipped",
  );
} finally {
  await db.close();
}
