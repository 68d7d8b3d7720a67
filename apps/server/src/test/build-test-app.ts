import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from "fastify";
import nodemailer from "nodemailer";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Db, pgliteDb, postgresDb } from "../db/client.ts";
import { loadEnv } from "../env.ts";
import type { Mail, Mailer } from "../lib/mailer.ts";

/** A built app on its own database, with the mail it sent. */
export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** every mail sent, as the real nodemailer JSON transport rendered it */
  mail: Array<Mail & { from: string }>;
  close(): Promise<void>;
};

/**
 * True in the api-pg lane without DATABASE_URL. That lane then selects no files (vitest.config.ts), so
 * this is only a second guard for files run by path: `describe.skipIf(skipPg)`.
 */
export const skipPg = process.env.HIBIKI_TEST_DB === "pg" && !process.env.DATABASE_URL;

function captureMailer(sent: TestApp["mail"]): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: "Hibiki <test@hibiki.invalid>", ...mail });
      const m = JSON.parse(String(info.message)) as {
        from: { address: string };
        to: Array<{ address: string }>;
      };
      sent.push({ ...mail, from: m.from.address, to: m.to.map((t) => t.address).join(",") });
    },
  };
}

async function freshPostgres(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL as string;
  const name = `hibiki_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the run's migrated and seeded template (global-setup-pg.ts).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = postgresDb(new pg.Pool({ connectionString: target.toString(), max: 4 }));
  return {
    db,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds the app on a fresh seeded database: PGlite loaded from the run's dump (api lane; DATABASE_URL
 * is ignored there), or a new PostgreSQL database `hibiki_t_<random>` copied from the run's template
 * (api-pg lane). Call close().
 * @param envOverrides - environment variables for this app (e.g. a low login rate limit)
 * @param logger - a logger to capture the app's log (default: none)
 * @returns the app, its database and the captured mail
 */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  logger: FastifyBaseLogger | false = false,
): Promise<TestApp> {
  let db: Db;
  let drop = async () => {};
  if (process.env.HIBIKI_TEST_DB === "pg") {
    ({ db, drop } = await freshPostgres());
  } else {
    const dump = readFileSync(inject("pgliteDump"));
    db = pgliteDb(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const env = loadEnv({ LOG_LEVEL: "silent", HIBIKI_WEB_DIST: "/nonexistent-web-dist", ...envOverrides });
  const mail: TestApp["mail"] = [];
  const app = await buildApp({ db, env, mailer: captureMailer(mail), logger });
  await app.ready();
  return {
    app,
    db,
    mail,
    close: async () => {
      await app.close();
      // A test may have closed the database already (e.g. to check /healthz); still drop it.
      await db.close().catch(() => undefined);
      await drop();
    },
  };
}

/** Request helpers bound to one app: form-encoded or JSON bodies, optional bearer token. */
export function client(app: FastifyInstance) {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    get: (url: string, token?: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: "GET", url, headers: auth(token) }),
    postForm: (url: string, form: Record<string, string>, token?: string) =>
      app.inject({
        method: "POST",
        url,
        headers: { ...auth(token), "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(form).toString(),
      }),
    postJson: (url: string, body: unknown, token?: string) =>
      app.inject({ method: "POST", url, headers: auth(token), payload: body as object }),
    /** Signs a student in and returns the token (fails the test when login fails). */
    login: async (account: string, password = "pass1234", path = "/v3/student/login") => {
      const r = await app.inject({ method: "POST", url: path, payload: { account, password } });
      if (r.statusCode !== 200) throw new Error(`login ${account} failed: ${r.statusCode} ${r.body}`);
      return (r.json() as { data: { token: string } }).data.token;
    },
  };
}
