// `npm run admin -- create-school --name "..." --admin-account ... --admin-password ... [--admin-name ...]`
// Creates a school and its first administrator on a fresh (or existing) install; migrates first.
import { parseArgs } from "node:util";
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { loadEnv } from "../env.ts";
import { createSchoolWithAdmin } from "../modules/teacher-console/create-school.ts";

const USAGE = `usage: npm run admin -- create-school --name <school name> --admin-account <id> --admin-password <password> [--admin-name <display name>]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    "admin-account": { type: "string" },
    "admin-password": { type: "string" },
    "admin-name": { type: "string" },
  },
});

if (positionals[0] !== "create-school") {
  console.error(USAGE);
  process.exit(2);
}

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  await migrate(db);
  const ids = await createSchoolWithAdmin(db, {
    name: values.name ?? "",
    adminAccount: values["admin-account"] ?? "",
    adminPassword: values["admin-password"] ?? "",
    ...(values["admin-name"] ? { adminName: values["admin-name"] } : {}),
  });
  console.log(
    `school "${values.name}" created (id ${ids.schoolId}); administrator "${values["admin-account"]}" can sign in at /teacher`,
  );
} catch (err) {
  console.error(`create-school failed: ${(err as Error).message}`);
  console.error(USAGE);
  process.exitCode = 1;
} finally {
  await db.close();
}
