import { buildApp } from "./app.ts";
import { openDb } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { seedClasswork } from "./db/seed-classwork.ts";
import { loadEnv } from "./env.ts";
import { ensureSecret } from "./modules/app/service.ts";
import { startSpeechService } from "./services/speech.ts";

/** Process entry: open the database, migrate, seed once, serve; close everything on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const env = loadEnv();
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
  const app = await buildApp({ db, env });
  try {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, "migrations applied");
    if (env.HIBIKI_SEED !== "0" && (await seed(db))) {
      const classwork = await seedClasswork(db, env.HIBIKI_CONTENT_DIR);
      app.log.info(classwork, "demo data seeded (every password: pass1234)");
    }
    const secret = await ensureSecret(db, env.HIBIKI_SECRET);
    await startSpeechService(app, secret);
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    app.log.error({ err }, "startup failed");
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch((err) => app.log.error({ err }, "closing the server failed"));
    // PGlite must be closed or its data directory can be left inconsistent.
    await db.close().catch((err) => app.log.error({ err }, "closing the database failed"));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
