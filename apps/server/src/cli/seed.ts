// `npm run db:seed`: migrates, then seeds the demo schools if the database has no school yet.
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";
import { seedClasswork } from "../db/seed-classwork.ts";
import { seedRankHistory } from "../db/seed-rank.ts";
import { loadEnv } from "../env.ts";

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  await migrate(db);
  const seeded = await seed(db);
  if (seeded) await seedClasswork(db, env.HIBIKI_CONTENT_DIR);
  await seedRankHistory(db);
  console.log(seeded ? "demo data seeded (every password: pass1234)" : "schools exist already: seed skipped");
} finally {
  await db.close();
}
