import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The regression suites (`npm run test:regression -w apps/server`): the cross-school access matrix, the
// kill -9 durability test and the faults of two server processes (PostgreSQL + a private Redis), on PGlite
// (`regression`) and, when DATABASE_URL is set, on PostgreSQL (`regression-pg`). Kept out of the unit and
// API lanes: they are slower and start real servers.
const server = join(dirname(fileURLToPath(import.meta.url)), "../..");
const files = ["src/regression/**/*.regression.ts"];
const common = { testTimeout: 600_000, hookTimeout: 120_000 };

export default defineConfig({
  root: server,
  test: {
    env: { TZ: "UTC" },
    // Two files at a time on the 2-core CI machine: a matrix beside a durability run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "regression",
          include: files,
          env: { TZ: "UTC", HIBIKI_TEST_DB: "pglite" },
          globalSetup: ["src/test/global-setup-pglite.ts"],
          ...common,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "regression-pg",
                include: files,
                env: { TZ: "UTC", HIBIKI_TEST_DB: "pg" },
                globalSetup: ["src/test/global-setup-pg.ts"],
                ...common,
              },
            },
          ]
        : []),
    ],
  },
});
