import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seed } from "../db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** name of a migrated, seeded PostgreSQL database that each api-pg test app copies (TEMPLATE) */
    pgTemplate: string;
  }
}

/**
 * Checks that PostgreSQL answers at DATABASE_URL before the api-pg lane starts, then migrates and seeds
 * one template database for the run: each test app's database is a copy of it (CREATE DATABASE …
 * TEMPLATE, about 0.2 s) instead of a fresh one migrated and seeded again (about 0.9 s). Without
 * DATABASE_URL the lane's tests skip themselves (see buildTestApp) and this prints why.
 * @returns teardown dropping the template
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn("api-pg: DATABASE_URL is not set, so the PostgreSQL lane is skipped");
    return undefined;
  }
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    await admin.query("select 1");
  } catch (err) {
    await admin.end().catch(() => undefined);
    throw new Error(`api-pg: cannot reach PostgreSQL at DATABASE_URL (${(err as Error).message})`);
  }
  const name = `hibiki_tpl_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const db = postgresDb(new pg.Pool({ connectionString: target.toString(), max: 2 }));
    try {
      await migrate(db);
      await seed(db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.end();
  }
  project.provide("pgTemplate", name);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
}
