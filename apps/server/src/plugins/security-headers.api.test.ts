import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { cloudSpeechOrigins, contentSecurityPolicy } from "./security-headers.ts";

/** The CSP as directive name → its sources. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  const out = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/**
 * Fails unless the answer carries every security header (HSTS is checked separately).
 * @param res - an answer of the app
 */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = directives(res);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  // no inline or eval'd script: an injected <script> or onclick= does not run
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("media-src")).toEqual(["'self'", "blob:"]);
  expect(csp.get("worker-src")).toEqual(["'self'"]);
  expect(csp.get("connect-src")?.[0]).toBe("'self'");
  for (const sources of csp.values()) {
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain("*");
  }
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const permissions = String(res.headers["permissions-policy"]).split(/,\s*/);
  expect(permissions).toContain("microphone=(self)");
  for (const feature of ["camera", "geolocation", "payment", "usb", "display-capture"])
    expect(permissions).toContain(`${feature}=()`);
}

describe.skipIf(skipPg)("security headers", () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "hibiki-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Hibiki</title>");
    writeFileSync(join(web, "assets", "app-abc123.js"), "console.log(1)");
    writeFileSync(join(web, "sw.js"), "self.addEventListener('push', () => {})");
    // loopback is the proxy the tests' inject() comes from
    t = await buildTestApp({ HIBIKI_WEB_DIST: web, HIBIKI_TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("every kind of answer carries them: API, static file, index.html, client route, 404, 400", async () => {
    const c = client(t.app);
    const token = await (await createTestSchool(t)).student.signIn();
    const answers = {
      api: await c.get("/v3/app/version"),
      signedIn: await c.get("/v3/student/info", token),
      staticFile: await c.get("/assets/app-abc123.js"),
      serviceWorker: await c.get("/sw.js"),
      index: await c.get("/"),
      clientRoute: await c.get("/home?tab=1"),
      apiNotFound: await c.get("/v3/no/such/call"),
      badJson: await t.app.inject({
        method: "POST",
        url: "/v3/student/login",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
      unauthorised: await c.get("/v3/student/info"),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]))).toEqual({
      api: 200,
      signedIn: 200,
      staticFile: 200,
      serviceWorker: 200,
      index: 200,
      clientRoute: 200,
      apiNotFound: 404,
      badJson: 400,
      unauthorised: 401,
    });
    expect(answers.index.body).toContain("<title>Hibiki</title>");
    expect(answers.clientRoute.body).toContain("<title>Hibiki</title>");
    for (const res of Object.values(answers)) expectSecurityHeaders(res);
  });

  it("styles may be inline only as attributes, never as <style> elements", async () => {
    const csp = directives(await client(t.app).get("/"));
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  });

  it("HSTS only over TLS: https through the trusted proxy, never over plain http", async () => {
    const https = await t.app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
    expectSecurityHeaders(https);
    const api = await t.app.inject({ url: "/v3/app/version", headers: { "x-forwarded-proto": "https" } });
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000");

    const http = await t.app.inject({ url: "/" });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    // a client that is not a trusted proxy cannot claim TLS
    const spoofed = await t.app.inject({
      url: "/",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("the page's connect-src allows the speech sockets the server hands out, for the host the browser used", async () => {
    const token = await (await createTestSchool(t)).student.signIn();
    const headers = {
      authorization: `Bearer ${token}`,
      "x-forwarded-host": "hibiki.example.jp",
      "x-forwarded-proto": "https",
    };
    const page = await t.app.inject({ url: "/", headers });
    const urls = (await t.app.inject({ url: "/v3/app/new-evaluation-service", headers })).json().data;
    const connect = directives(page).get("connect-src") ?? [];
    expect(connect).toEqual(["'self'", "wss://hibiki.example.jp"]);
    for (const url of [urls.evaluation_server_url, urls.iat_auth_url])
      expect(connect).toContain(new URL(url).origin);
    expect(new URL(urls.tts_auth_url).origin).toBe("https://hibiki.example.jp");
  });

  it("a Host that is not a plain host name is not copied into the CSP", async () => {
    const r = await t.app.inject({ url: "/", headers: { host: "evil.example; script-src *" } });
    expect(directives(r).get("connect-src")).toEqual(["'self'"]);
    expect(directives(r).get("script-src")).toEqual(["'self'"]);
  });
});

describe.skipIf(skipPg)("security headers with iFlytek configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      IFLYTEK_APP_ID: "app123",
      IFLYTEK_API_KEY: "key456",
      IFLYTEK_API_SECRET: "secret789",
    });
  });
  afterAll(() => t?.close());

  it("connect-src allows exactly iFlytek's speech sockets that the service URLs point at", async () => {
    const c = client(t.app);
    const token = await (await createTestSchool(t)).student.signIn();
    const r = await c.get("/v3/app/new-evaluation-service", token);
    expectSecurityHeaders(r);
    const connect = directives(r).get("connect-src") ?? [];
    const urls = r.json().data;
    for (const url of [urls.evaluation_server_url, urls.iat_auth_url, urls.tts_auth_url])
      expect(connect).toContain(new URL(url).origin);
    expect(connect.filter((s) => s.includes("xfyun"))).toEqual([
      "wss://ise-api.xfyun.cn",
      "wss://iat-api.xfyun.cn",
      "wss://tts-api.xfyun.cn",
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  it("lists no cloud host unless all iFlytek credentials are set", () => {
    expect(
      cloudSpeechOrigins({ IFLYTEK_APP_ID: "a", IFLYTEK_API_KEY: "k", IFLYTEK_API_SECRET: " " }),
    ).toEqual([]);
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });
});
