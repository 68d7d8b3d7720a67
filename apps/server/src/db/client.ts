import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** Parameterised SQL on one connection (the pool, or a transaction's connection). */
export interface Queryable {
  /** @returns every row */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** @returns the first row, or undefined */
  one<T>(text: string, params?: unknown[]): Promise<T | undefined>;
}

/** The one database interface: PGlite when DATABASE_URL is unset, PostgreSQL (pg Pool) otherwise. */
export interface Db extends Queryable {
  readonly driver: "pglite" | "pg";
  /** Runs a multi-statement script (no parameters) on one connection. */
  exec(script: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Wraps an open PGlite instance (tests hand in one loaded from a dump).
 * @param client - the PGlite instance; closed by `close()`
 * @returns the Db
 */
export function pgliteDb(client: PGlite): Db {
  const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
  return {
    driver: "pglite",
    query,
    one: async (text, params) => (await query<never>(text, params))[0],
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (err) {
        await client.exec("ROLLBACK").catch(() => undefined);
        throw err;
      }
    },
    transaction: (fn) =>
      client.transaction(async (tx) => {
        const q = async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows;
        return fn({ query: q, one: async (text, params) => (await q<never>(text, params))[0] });
      }),
    close: () => client.close(),
  };
}

/**
 * Wraps a pg Pool.
 * @param pool - the pool; ended by `close()`
 * @returns the Db
 */
export function postgresDb(pool: pg.Pool): Db {
  // An idle connection can be cut by the server (restart, failover, a dropped test database). pg emits
  // that on the pool, and an unhandled 'error' event would end the process; the pool reconnects on the
  // next query, so report it and go on.
  pool.on("error", (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`, { code: "HIBIKI_PG_IDLE" });
  });
  const on = (c: pg.Pool | pg.PoolClient): Queryable => {
    const query = async <T>(text: string, params: unknown[] = []) =>
      (await c.query(text, params)).rows as T[];
    return { query, one: async (text, params) => (await query<never>(text, params))[0] };
  };
  const base = on(pool);
  return {
    driver: "pg",
    ...base,
    exec: async (script) => {
      // One client, so a failed script that opened a transaction is rolled back on that same connection.
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(on(client));
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the database the environment names.
 * @param opts.databaseUrl - PostgreSQL URL; when unset, PGlite in `${dataDir}/pglite`
 * @param opts.dataDir - data directory for the embedded database
 * @returns the open Db
 */
export async function openDb(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    await pool.query("select 1");
    return postgresDb(pool);
  }
  const dir = join(opts.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return pgliteDb(await PGlite.create({ dataDir: dir }));
}
