import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, skipPg, type TestApp } from "../test/build-test-app.ts";

/** The web build's post-build step, run here on a fake build as `npm run build -w apps/web` runs it. */
const PRECOMPRESS = fileURLToPath(new URL("../../../web/scripts/precompress.mjs", import.meta.url));

const ASSET = "/assets/index-DO9zObT7.js";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A fake vite build: index.html, a hashed script and style, the service worker and a tiny file. */
function fakeBuild(dir: string): Record<string, Buffer> {
  const lines = Array.from(
    { length: 400 },
    (_, i) => `export function label${i}(t){return t("home.card.${i}", { count: ${i} });}`,
  );
  const files: Record<string, string> = {
    "index.html": `<!doctype html><html lang="ja"><head><title>Hibiki</title>${Array.from(
      { length: 40 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk${i}-DO9zObT7.js">`,
    ).join(
      "",
    )}<script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
    [ASSET.slice(1)]: lines.join("\n"),
    "assets/index-C6XYng2f.css": Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join("\n"),
    "sw.js": `self.addEventListener("push", (e) => {${" e.waitUntil(Promise.resolve());".repeat(60)}});`,
    "zod-jitless.js": "globalThis.__zodJitless = true;",
  };
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // The build's manifest, which names source paths, in a hidden folder as Vite writes it.
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), '{"src/main.tsx":{"file":"assets/index.js"}}');
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [`/${name}`, Buffer.from(text)]));
}

describe.skipIf(skipPg)("web app assets: pre-compressed, cached", () => {
  let t: TestApp;
  let web: string;
  let original: Record<string, Buffer>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "hibiki-web-assets-"));
    original = fakeBuild(web);
    execFileSync(process.execPath, [PRECOMPRESS, web]);
    t = await buildTestApp({ HIBIKI_WEB_DIST: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  /**
   * Fails unless the answer is `encoding` of the original file, with its type, length and Vary.
   * @returns the decoded bytes' owner, for further checks
   */
  function expectEncoded(res: LightMyRequestResponse, encoding: "br" | "gzip" | undefined, file: string) {
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    const decoded =
      encoding === "br"
        ? brotliDecompressSync(res.rawPayload)
        : encoding === "gzip"
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(decoded.equals(original[file] as Buffer)).toBe(true);
    if (encoding) expect(res.rawPayload.length).toBeLessThan((original[file] as Buffer).length / 2);
  }

  it("the build step writes .br and .gz beside compressible files, not beside tiny ones, the same bytes each run", () => {
    for (const file of [ASSET, "/index.html", "/sw.js", "/assets/index-C6XYng2f.css"]) {
      expect(existsSync(join(web, `${file}.br`))).toBe(true);
      expect(existsSync(join(web, `${file}.gz`))).toBe(true);
    }
    expect(existsSync(join(web, "zod-jitless.js.br"))).toBe(false);
    expect(existsSync(join(web, "zod-jitless.js.gz"))).toBe(false);
    const before = readFileSync(join(web, `${ASSET}.br`));
    const gzBefore = readFileSync(join(web, `${ASSET}.gz`));
    execFileSync(process.execPath, [PRECOMPRESS, web]);
    expect(readFileSync(join(web, `${ASSET}.br`)).equals(before)).toBe(true);
    expect(readFileSync(join(web, `${ASSET}.gz`)).equals(gzBefore)).toBe(true);
    // a second run does not compress its own output
    expect(existsSync(join(web, `${ASSET}.br.br`))).toBe(false);
  });

  it("sends brotli to a browser that accepts br and gzip, with the script's type and a year of cache", async () => {
    const res = await get(ASSET, { "accept-encoding": "gzip, deflate, br, zstd" });
    expectEncoded(res, "br", ASSET);
    expect(res.headers["content-type"]).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(res.headers["content-length"])).toBe(statSync(join(web, `${ASSET}.br`)).size);
    // issue 13's security headers are on compressed files too
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const css = await get("/assets/index-C6XYng2f.css", { "accept-encoding": "br, gzip" });
    expectEncoded(css, "br", "/assets/index-C6XYng2f.css");
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("sends gzip to a browser that accepts only gzip, or prefers it by q-value", async () => {
    expectEncoded(await get(ASSET, { "accept-encoding": "gzip" }), "gzip", ASSET);
    expectEncoded(await get(ASSET, { "accept-encoding": "br;q=0.5, gzip;q=1" }), "gzip", ASSET);
    expectEncoded(await get(ASSET, { "accept-encoding": "br;q=0, gzip" }), "gzip", ASSET);
  });

  it("sends the original bytes without Accept-Encoding, for identity, or for encodings it has no file for", async () => {
    for (const accept of [undefined, "identity", "deflate", "br;q=0, gzip;q=0", "compress, zstd"]) {
      const res = await get(ASSET, accept ? { "accept-encoding": accept } : {});
      expectEncoded(res, undefined, ASSET);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(res.headers["content-type"]).toMatch(/javascript/);
    }
    // a file too small to compress is sent as it is, whatever the browser accepts
    const tiny = await get("/zod-jitless.js", { "accept-encoding": "br, gzip" });
    expectEncoded(tiny, undefined, "/zod-jitless.js");
  });

  it("never serves hidden files such as the build manifest (the SPA page answers instead)", async () => {
    const res = await get("/.vite/manifest.json");
    expect(res.body).not.toContain("src/main.tsx");
    expect(res.headers["content-type"]).not.toMatch(/json/);
  });

  it("index.html, every SPA route that serves it and the service worker are revalidated (no-cache)", async () => {
    const root = await get("/", { "accept-encoding": "br, gzip" });
    expectEncoded(root, "br", "/index.html");
    expect(root.headers["content-type"]).toMatch(/^text\/html/);
    expect(root.headers["cache-control"]).toBe("no-cache");
    const route = await get("/textbook/book/jh1?tab=units", { "accept-encoding": "gzip" });
    expectEncoded(route, "gzip", "/index.html");
    expect(route.headers["content-type"]).toMatch(/^text\/html/);
    expect(route.headers["cache-control"]).toBe("no-cache");
    const plain = await get("/teacher/classes");
    expectEncoded(plain, undefined, "/index.html");
    expect(plain.headers["cache-control"]).toBe("no-cache");
    const sw = await get("/sw.js", { "accept-encoding": "br" });
    expectEncoded(sw, "br", "/sw.js");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    // a missing hashed asset is a 404, not index.html under a year of cache
    const missing = await get("/assets/gone-AAAAAAAA.js", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).not.toBe(IMMUTABLE);
  });

  it("answers a matching If-None-Match with 304, per encoding, and a changed one with the file", async () => {
    const first = await get(ASSET, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe("undefined");
    expect(first.headers["last-modified"]).toBeDefined();
    const again = await get(ASSET, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // the gzip and identity forms are other representations with their own ETag
    const gz = await get(ASSET, { "accept-encoding": "gzip" });
    expect(gz.headers.etag).not.toBe(etag);
    expectEncoded(await get(ASSET, { "accept-encoding": "gzip", "if-none-match": etag }), "gzip", ASSET);
    expect(
      (await get(ASSET, { "accept-encoding": "gzip", "if-none-match": String(gz.headers.etag) })).statusCode,
    ).toBe(304);
    expectEncoded(await get(ASSET, { "accept-encoding": "br", "if-none-match": '"stale"' }), "br", ASSET);
    const page = await get("/", { "accept-encoding": "br" });
    const revalidated = await get("/", {
      "accept-encoding": "br",
      "if-none-match": String(page.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
