import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./client.ts";

/** Folder of the forward-only SQL files (copied next to dist/main.js by the build). */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const NAME = /^\d{14}-[a-z0-9-]+\.sql$/;

/**
 * Applies every migration not yet recorded in schema_migrations, in file-name order, each in its own
 * transaction. Works on PGlite and PostgreSQL alike.
 * @param db - the database
 * @param dir - folder of migrations (default: the bundled ones)
 * @returns names of the migrations applied now
 * @throws when a migration fails (that migration is rolled back)
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const done = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(`${dir}/${file}`, "utf8");
    // Both drivers run a parameterless script with the simple protocol, so BEGIN/COMMIT wrap it whole.
    // Db.exec rolls back on failure, so a broken migration leaves nothing behind.
    try {
      await db.exec(`BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    } catch (err) {
      throw new Error(`migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
