import pg from "pg";

/**
 * Checks that PostgreSQL answers at DATABASE_URL before the api-pg lane starts; without DATABASE_URL the
 * lane's tests skip themselves (see buildTestApp) and this prints why.
 */
export async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn("api-pg: DATABASE_URL is not set, so the PostgreSQL lane is skipped");
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (err) {
    throw new Error(`api-pg: cannot reach PostgreSQL at DATABASE_URL (${(err as Error).message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
