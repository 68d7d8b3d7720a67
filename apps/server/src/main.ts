import cluster from "node:cluster";
import { pino } from "pino";
import { buildApp } from "./app.ts";
import { runPrimary } from "./cluster/primary.ts";
import { applyRole } from "./cluster/roles.ts";
import { servesApi, servesSpeech } from "./cluster/settings.ts";
import { withStartupLock } from "./cluster/startup-lock.ts";
import { openDb } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { seedClasswork } from "./db/seed-classwork.ts";
import { seedRankHistory } from "./db/seed-rank.ts";
import { ensureDictionary } from "./dictionary-import/index.ts";
import { type Env, loadEnv } from "./env.ts";
import { ensureSecret } from "./modules/app/service.ts";
import { startHomeworkReleases } from "./modules/homework/release.ts";
import { startSharedPush } from "./modules/push/shared-fan-out.ts";
import { startRankJob } from "./modules/rank/job.ts";
import { startApiOnlyJobs, startSpeechService } from "./services/speech.ts";

/**
 * One server process: open the database, migrate, seed once and make the signing secret (one process at
 * a time on PostgreSQL: cluster/startup-lock.ts), start what HIBIKI_ROLE asks for, serve; close
 * everything on SIGTERM/SIGINT.
 */
async function serve(env: Env): Promise<void> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
  const app = await buildApp({ db, env });
  applyRole(app, env.HIBIKI_ROLE);
  try {
    const secret = await withStartupLock(env.DATABASE_URL, async () => {
      const applied = await migrate(db);
      if (applied.length) app.log.info({ applied }, "migrations applied");
      // The dictionary's data is imported once, at the first start (a few seconds).
      const dictionary =
        env.HIBIKI_DICTIONARY_IMPORT === "0"
          ? null
          : await ensureDictionary(db).catch((err) => {
              app.log.error(
                { err },
                "dictionary import failed (retry: npm run dictionary:import -w apps/server)",
              );
              return null;
            });
      if (dictionary) app.log.info(dictionary, "dictionary imported");
      if (env.HIBIKI_SEED !== "0" && (await seed(db))) {
        const classwork = await seedClasswork(db, env.HIBIKI_CONTENT_DIR);
        app.log.info(classwork, "demo data seeded (every password: pass1234)");
      }
      // The rankings demo's practice history (idempotent: also for a demo database seeded before it).
      if (env.HIBIKI_SEED !== "0") await seedRankHistory(db);
      return ensureSecret(db, env.HIBIKI_SECRET);
    });
    if (servesSpeech(env.HIBIKI_ROLE)) await startSpeechService(app, secret);
    else await startApiOnlyJobs(app);
    // On PostgreSQL, Web Push fan-outs go through the queue the API processes share.
    if (env.DATABASE_URL && servesApi(env.HIBIKI_ROLE)) {
      const push = await startSharedPush(app);
      app.addHook("onClose", () => push.close());
    }
    // Scheduled homework is announced when its release comes (each API process looks; one claims it).
    if (servesApi(env.HIBIKI_ROLE)) {
      const releases = startHomeworkReleases(app);
      app.addHook("onClose", async () => releases.close());
      // The rankings' daily 03:00 (Japan time) snapshot: each API process checks, one computes.
      const rank = startRankJob(app);
      app.addHook("onClose", async () => rank.close());
    }
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

/**
 * Process entry. HIBIKI_PROCESSES=1 (the default): this process is the server. N > 1: this process is the
 * node:cluster primary that forks N server processes sharing PORT (cluster/primary.ts); each of them
 * runs serve().
 */
async function main(): Promise<void> {
  const env = loadEnv();
  if (cluster.isPrimary && env.HIBIKI_PROCESSES > 1) {
    runPrimary(env, pino({ level: env.LOG_LEVEL }));
    return;
  }
  await serve(env);
}

await main();
