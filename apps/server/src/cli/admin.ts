// `npm run admin -- create-school --name "..." --admin-account ... --admin-password ... [--admin-name ...]`
// Creates a school and its first administrator on a fresh (or existing) install; migrates first.
// `npm run admin -- rescore-writing`
// Re-checks the writings stored before the writing score (see modules/writing/rescore.ts); repeatable.
import { parseArgs } from "node:util";
import { type Db, openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { type Env, loadEnv } from "../env.ts";
import { ContentCatalog, contentDirOf } from "../modules/content/catalog-store.ts";
import { createSchoolWithAdmin } from "../modules/teacher-console/create-school.ts";
import { createCheckerRunner } from "../modules/writing/checker-runner.ts";
import { rescoreOldWritings } from "../modules/writing/rescore.ts";
import { loadTopicCatalog } from "../modules/writing/topics.ts";
import { storageFromEnv } from "../storage/plugin.ts";

const USAGE = `usage: npm run admin -- create-school --name <school name> --admin-account <id> --admin-password <password> [--admin-name <display name>]
       npm run admin -- rescore-writing`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    "admin-account": { type: "string" },
    "admin-password": { type: "string" },
    "admin-name": { type: "string" },
  },
});

const command = positionals[0];
if (command !== "create-school" && command !== "rescore-writing") {
  console.error(USAGE);
  process.exit(2);
}

async function rescoreWriting(env: Env, db: Db): Promise<void> {
  const storage = await storageFromEnv(env);
  const checker = createCheckerRunner(120_000, (err) => console.error(err));
  try {
    const report = await rescoreOldWritings({
      db,
      storage,
      topics: loadTopicCatalog(),
      content: new ContentCatalog(() => contentDirOf(env)),
      check: (text, level, task) => checker.check(text, level, task),
      onProgress: (done, total) => {
        if (done % 100 === 0 || done === total) console.log(`  ${done} / ${total} writings looked at`);
      },
    });
    console.log(
      `rescore-writing: ${report.rescored} re-scored, ${report.current} already current, ${report.unreadable} with no readable result (left as they are), ${report.scanned} in all`,
    );
  } finally {
    await checker.close();
    await storage.close();
  }
}

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  await migrate(db);
  if (command === "rescore-writing") await rescoreWriting(env, db);
  else {
    const ids = await createSchoolWithAdmin(db, {
      name: values.name ?? "",
      adminAccount: values["admin-account"] ?? "",
      adminPassword: values["admin-password"] ?? "",
      ...(values["admin-name"] ? { adminName: values["admin-name"] } : {}),
    });
    console.log(
      `school "${values.name}" created (id ${ids.schoolId}); administrator "${values["admin-account"]}" can sign in at /teacher`,
    );
  }
} catch (err) {
  console.error(`${command} failed: ${(err as Error).message}`);
  console.error(USAGE);
  process.exitCode = 1;
} finally {
  await db.close();
}
