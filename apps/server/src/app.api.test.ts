import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, skipPg, type TestApp } from "./test/build-test-app.ts";

describe.skipIf(skipPg)("the app shell: health, errors, web app", () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "hibiki-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Hibiki</title>");
    writeFileSync(join(web, "assets", "app-abc123.js"), "console.log(1)");
    // Behind a reverse proxy on this host; the default trusts no proxy (see modules/auth/login-limits.test.ts).
    t = await buildTestApp({ HIBIKI_WEB_DIST: web, HIBIKI_TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("GET /healthz checks the database", async () => {
    const r = await t.app.inject({ url: "/healthz" });
    expect(r.statusCode).toBe(200);
    // The api lane runs on PGlite even when DATABASE_URL is set; api-pg runs on PostgreSQL.
    expect(r.json()).toEqual({ status: "ok", db: process.env.HIBIKI_TEST_DB === "pg" ? "pg" : "pglite" });
  });

  it("GET /healthz answers 503 when the database is gone", async () => {
    const broken = await buildTestApp();
    await broken.db.close();
    const r = await broken.app.inject({ url: "/healthz" });
    expect(r.statusCode).toBe(503);
    expect(r.json().status).toBe("error");
    await broken.close();
  });

  it("API answers are never cached", async () => {
    const r = await t.app.inject({ url: "/v3/app/version" });
    expect(r.headers["cache-control"]).toBe("no-store");
  });

  it("X-Forwarded-For counts only from a trusted proxy", async () => {
    const r = await t.app.inject({
      url: "/v3/app/version",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    expect(r.statusCode).toBe(200);
    const seen: string[] = [];
    for (const remoteAddress of ["203.0.113.9", "127.0.0.1"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/v3/app/client_errors",
        remoteAddress,
        headers: { "x-forwarded-for": "198.51.100.1" },
        payload: { error_code: `ip-check-${remoteAddress}` },
      });
      expect(res.statusCode).toBe(200);
    }
    for (const row of await t.db.query<{ ip: string }>(
      "SELECT ip FROM client_errors WHERE error_code LIKE 'ip-check-%' ORDER BY id",
    ))
      seen.push(row.ip);
    expect(seen).toEqual(["203.0.113.9", "198.51.100.1"]);
  });

  it("unknown /v3 paths answer the 404 envelope, not the web app", async () => {
    const r = await t.app.inject({ url: "/v3/no/such/call" });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
  });

  it("GET / is the web app's startup page", async () => {
    const root = await t.app.inject({ url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain("<title>Hibiki</title>");
    expect(root.headers["cache-control"]).toBe("no-cache");
  });

  it("client routes fall back to index.html; hashed assets are cached for a year", async () => {
    const page = await t.app.inject({ url: "/home?x=1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Hibiki</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("malformed JSON is a 400 envelope, never a 500", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
  });

  it("a JSON POST without a body counts as no fields", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      headers: { "content-type": "application/json" },
    });
    expect(r.json().data.error_key).toBe("login_required_both");
  });

  it("an unsupported content type is refused in the envelope", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      headers: { "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().data.error_key).toBe("bad_request");
  });

  it("wrong field types in a form body name the field", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      headers: { "content-type": "application/json" },
      payload: { account: 12, password: ["x"] },
    });
    expect(r.statusCode).toBe(400);
    // The field in words (issue 16 #17), and its key for the client.
    expect(r.json().message).toContain("ユーザー ID");
    expect(Object.keys(r.json().data?.fields ?? {})).toContain("body.account");
  });
});
