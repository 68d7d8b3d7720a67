// Gzipped JS+CSS per route of the built web app against the lean-shell budgets (issue 14): the sign-in
// route, what home adds after signing in, and what each exercise player adds on top of home. Routes not
// yet within their budget have a ceiling in bench/web-size-ceilings.json (their size when it was written,
// plus 1 kB): the bench exits 1 when a route grows past its ceiling, or past its budget when it has none,
// so sizes can only go down until every route is within budget. Sizes are deterministic: each file's gzip -9 size on disk, whatever the
// server sends on the wire.
//   - sign-in and home: every .js/.css response Debian's Chromium receives (playwright-core) while it
//     opens `/` (→ /login), then signs in as a demo student through the form and shows /home;
//   - players: from the build manifest (dist/.vite/manifest.json): each `src/exercises/<kind>/Player.tsx`
//     chunk, its static imports (transitively) and their CSS, less the files home loaded already. Its
//     dynamic imports (e.g. the mp3 encoder, loaded only to upload) are not counted.
// Needs the web build (`npm run build -w apps/web`), the server build and the course content.
//   node bench/web-size.mjs [--dist apps/web/dist] [--json]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const argValue = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
/** Budgets in bytes of gzip -9 (1 kB = 1000 bytes, as Vite prints them). */
const BUDGET = { signIn: 120_000, home: 40_000, player: 40_000 };
/** Route → bytes it may not exceed while it is still over budget (lower it as routes shrink). */
const CEILINGS = JSON.parse(readFileSync(join(root, "bench/web-size-ceilings.json"), "utf8"));
const dist = resolve(root, argValue("dist", process.env.HIBIKI_E2E_WEB_DIST ?? "apps/web/dist"));
const serverMain = resolve(root, process.env.HIBIKI_E2E_SERVER ?? "apps/server/dist/main.js");
const manifestPath = join(dist, ".vite/manifest.json");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ACCOUNT = "student2";
const PASSWORD = "pass1234";

for (const [file, hint] of [
  [manifestPath, "npm run build -w apps/web"],
  [serverMain, "npm run build -w apps/server"],
  [CHROMIUM, "apt-get install -y chromium"],
]) {
  if (!existsSync(file)) {
    console.error(`missing ${file}: run \`${hint}\` first`);
    process.exit(1);
  }
}

const gzCache = new Map();
/**
 * @param file - path under dist, e.g. "assets/index-abc.js"
 * @returns its gzip -9 size in bytes
 */
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

async function waitHealthy(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy in ${ms} ms`);
}

/**
 * Opens sign-in, then signs in and opens home, in Chromium against the built server.
 * @returns the JS/CSS files (paths under dist) each step loaded
 */
async function measureRoutes() {
  const dataDir = mkdtempSync(join(tmpdir(), "hibiki-web-size-"));
  const port = 21000 + Math.floor(Math.random() * 8000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    HIBIKI_DATA_DIR: dataDir,
    HIBIKI_WEB_DIST: dist,
    LOG_LEVEL: "warn",
    // the routes measured need neither the dictionary nor more than one speech worker
    HIBIKI_DICTIONARY_IMPORT: "0",
    HIBIKI_SPEECH_WORKERS: "1",
    HIBIKI_LIVE_WORKERS: "0",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let browser;
  try {
    await waitHealthy(`${baseUrl}/healthz`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
      ],
    });
    const page = await browser.newPage();
    const loaded = new Set();
    page.on("response", (res) => {
      const path = decodeURIComponent(new URL(res.url()).pathname).replace(/^\//, "");
      if (/\.(js|css)$/.test(path) && existsSync(join(dist, path))) loaded.add(path);
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login/);
    await page.getByTestId("login-submit").waitFor();
    await page.waitForLoadState("networkidle");
    const signIn = new Set(loaded);
    await page.getByTestId("login-account").fill(ACCOUNT);
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(/\/home/, { timeout: 30_000 });
    await page.getByTestId("greeting").waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const home = new Set([...loaded].filter((f) => !signIn.has(f)));
    return { signIn, home };
  } finally {
    await browser?.close().catch(() => undefined);
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Files a manifest entry loads with it: its chunk, its static imports (transitively) and their CSS.
 * @param manifest - the Vite manifest
 * @param key - the entry's source path
 * @returns paths under dist
 */
function staticClosure(manifest, key) {
  const files = new Set();
  const visit = (k) => {
    const entry = manifest[k];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imp of entry.imports ?? []) visit(imp);
  };
  visit(key);
  return files;
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const { signIn, home } = await measureRoutes();
const before = new Set([...signIn, ...home]);
const rows = [
  { route: "sign-in (/login)", files: signIn, budget: BUDGET.signIn },
  { route: "home after sign-in (adds)", files: home, budget: BUDGET.home },
];
for (const key of Object.keys(manifest).sort()) {
  const kind = /exercises\/([^/]+)\/Player\.tsx$/.exec(key)?.[1];
  if (!kind) continue;
  const files = new Set([...staticClosure(manifest, key)].filter((f) => !before.has(f)));
  rows.push({ route: `player ${kind} (adds)`, files, budget: BUDGET.player });
}

let over = 0;
let grown = 0;
const kb = (n) => (n / 1000).toFixed(1).padStart(6);
console.log("gzip -9 of the built JS+CSS (kB = 1000 bytes); budget, and the ceiling of routes still over it");
for (const row of rows) {
  row.bytes = sum(row.files);
  const ok = row.bytes <= row.budget;
  const ceiling = CEILINGS[row.route];
  if (!ok) over++;
  if (row.bytes > (ok ? row.budget : (ceiling ?? row.budget))) grown++;
  const limit = !ok && ceiling ? `, ceiling ${kb(ceiling).trim()} kB` : "";
  console.log(
    `${ok ? "ok  " : "OVER"} ${row.route.padEnd(38)} ${kb(row.bytes)} kB / ${kb(row.budget)} kB${limit}  (${row.files.size} files)`,
  );
}
if (process.argv.includes("--json")) {
  const detail = rows.map((r) => ({
    route: r.route,
    bytes: r.bytes,
    budget: r.budget,
    files: Object.fromEntries([...r.files].sort().map((f) => [f, gz(f)])),
  }));
  console.log(JSON.stringify(detail, null, 1));
}
console.log(over ? `${over} over budget` : "all within budget");
if (grown) console.log(`${grown} grew past their ceiling or budget`);
process.exit(grown ? 1 : 0);
