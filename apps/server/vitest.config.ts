import { defineConfig } from "vitest/config";

// Three lanes: `unit` (pure code), `api` (routes through app.inject on PGlite, even when DATABASE_URL is
// set) and `api-pg` (the same API suite on PostgreSQL at DATABASE_URL, one fresh database per file).
// Every lane shares one module graph per worker (isolate: false): every API file builds its own app and
// database, and per-app state hangs off that app (WeakMaps keyed by its db), so nothing leaks between
// files; evaluating the server's modules again for each of ~80 files was most of the lanes' time.
const apiFiles = ["src/modules/**/*.test.ts", "src/**/*.api.test.ts"];

export default defineConfig({
  test: {
    env: { TZ: "UTC" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: apiFiles,
          isolate: false,
          // Generous on a busy 2-core CI machine (WordNet loading, native speech workers): a slow run is
          // not a failure; a hang still is.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time (the default on 2 cores is one): the longest unit lane of `npm test`, and
          // its speech files (the real pool) often wait on their workers.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: apiFiles,
          env: { TZ: "UTC", HIBIKI_TEST_DB: "pglite" },
          globalSetup: ["src/test/global-setup-pglite.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time, as on PostgreSQL (the default on 2 cores is one): this lane is the longest
          // of `npm test`, and once the PostgreSQL lane beside it is done, one core would otherwise sit idle.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "api-pg",
          // Without DATABASE_URL the lane runs one skipped test that says why, instead of failing.
          include: process.env.DATABASE_URL ? apiFiles : ["src/test/no-database-url.pg.ts"],
          env: { TZ: "UTC", HIBIKI_TEST_DB: "pg" },
          globalSetup: ["src/test/global-setup-pg.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file creates its own database; keep the PostgreSQL load modest on 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
