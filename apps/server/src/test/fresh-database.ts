import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh, empty database on DATABASE_URL (for suites that start real servers or their own job queue),
 * and how to drop it.
 * @param prefix - start of the database name (a random suffix follows)
 * @returns its URL and the drop function (forcing out the connections a killed server left)
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
