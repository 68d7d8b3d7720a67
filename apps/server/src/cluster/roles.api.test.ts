import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Db, pgliteDb } from "../db/client.ts";
import { loadEnv } from "../env.ts";
import { createSchool, createStudent } from "../test/factories.ts";
import { applyRole, speechRoleServes } from "./roles.ts";
import type { Role } from "./settings.ts";

/** An app of the given role on the test database (the role hook must be added before ready()). */
async function roleApp(role: Role): Promise<{ app: FastifyInstance; db: Db }> {
  const db = pgliteDb(await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) }));
  const env = loadEnv({ LOG_LEVEL: "silent", HIBIKI_WEB_DIST: "/nonexistent-web-dist", HIBIKI_ROLE: role });
  const app = await buildApp({ db, env, logger: false });
  applyRole(app, role);
  await app.ready();
  return { app, db };
}

let account = "";
const login = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/v3/student/login", payload: { account, password: "pass1234" } });

// One PGlite per role is enough: the role only changes which paths the process answers.
describe.skipIf(process.env.HIBIKI_TEST_DB === "pg")("HIBIKI_ROLE", () => {
  const apps: Array<{ app: FastifyInstance; db: Db }> = [];
  let speech: FastifyInstance;
  let api: FastifyInstance;
  beforeAll(async () => {
    apps.push(await roleApp("speech"), await roleApp("api"));
    speech = (apps[0] as { app: FastifyInstance }).app;
    api = (apps[1] as { app: FastifyInstance }).app;
    const apiDb = (apps[1] as { db: Db }).db;
    account = (await createStudent(apiDb, { schoolId: await createSchool(apiDb), card: "active" })).username;
  });
  afterAll(async () => {
    for (const { app, db } of apps) {
      await app.close();
      await db.close();
    }
  });

  it("speech: answers the health check and speech synthesis, and no /v3 API", async () => {
    expect((await speech.inject("/healthz")).statusCode).toBe(200);
    // The TTS route itself answers (its signature check), not the role's 404.
    const tts = await speech.inject("/v3/tts/speak?text=hello");
    expect(tts.statusCode).toBe(401);
    const r = await login(speech);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
    expect(JSON.stringify(r.json())).not.toContain("token");
  });

  it.each([
    "/v3/student/dashboard",
    "/v3/app/config",
    "/v3/files/rec/AbCdEfGhIjKlMnOpQrStUv.mp3?sig=x",
    "/",
    "//v3/student/login",
    "/v3/speech/../student/login",
    "/v3/tts/..%2Fstudent/login",
    "/healthz/../v3/student/login",
    "/v3/speechx",
  ])("speech: %s is not served (404 in the envelope)", async (url) => {
    const r = await speech.inject({ method: "GET", url });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
  });

  it("api: serves the API as a full process does", async () => {
    const r = await login(api);
    expect(r.statusCode).toBe(200);
    expect((await api.inject("/v3/student/dashboard")).statusCode).toBe(401);
  });
});

describe("speechRoleServes", () => {
  it("takes whole path prefixes, ignoring the query", () => {
    expect(speechRoleServes("/v3/speech/evaluate?sig=a")).toBe(true);
    expect(speechRoleServes("/v3/speech/recognize")).toBe(true);
    expect(speechRoleServes("/v3/tts/speak?text=a")).toBe(true);
    expect(speechRoleServes("/healthz?x=/v3/speech/")).toBe(true);
    expect(speechRoleServes("/healthzz")).toBe(false);
    expect(speechRoleServes("/v3/speech")).toBe(false);
    expect(speechRoleServes("/v3/student/login?next=/v3/speech/")).toBe(false);
  });
});
