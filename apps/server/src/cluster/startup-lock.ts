import pg from "pg";

/** Key of the PostgreSQL advisory lock held while one process migrates, seeds and makes the secret. */
export const STARTUP_LOCK_KEY = 0x48_69_62_6b; // "Hibk"
/** Key of the lock held while one process creates a job queue (pg-boss deadlocks on concurrent creation). */
export const QUEUE_LOCK_KEY = 0x48_69_62_71; // "Hibq"

/**
 * Runs once-only startup work (migrations, the demo seed, the signing secret) while holding a
 * session-level `pg_advisory_lock` on its own connection, so when several processes boot at once on one
 * PostgreSQL database exactly one does the work and the others wait, then find it done. The lock goes
 * with the connection: a process killed while holding it releases it. On the embedded database (one
 * process) it simply runs the work.
 * @param databaseUrl - DATABASE_URL, or undefined for PGlite
 * @param work - the startup work
 * @param key - the lock (default STARTUP_LOCK_KEY; QUEUE_LOCK_KEY for other once-only startup work)
 * @returns what the work returned
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
  key = STARTUP_LOCK_KEY,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "hibiki-startup-lock" });
  // A connection cut while waiting must not end the process through an unhandled 'error' event.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
