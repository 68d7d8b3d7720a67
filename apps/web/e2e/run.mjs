// Browser tests: starts the built server on a fresh temporary data dir and a random port, runs every
// journey in e2e/*.e2e.ts in Debian Chromium (playwright-core), saves screenshots of failures to
// e2e/artifacts/, and prints one final line "N passed, N failed" (exit 1 on any failure). The server sends
// its real security headers, so every journey also fails on any Content-Security-Policy violation.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
// HIBIKI_E2E_SERVER points at another built server entry (e.g. a local build under test).
const serverMain = process.env.HIBIKI_E2E_SERVER ?? join(repo, "apps/server/dist/main.js");
// HIBIKI_E2E_WEB_DIST points at another web build (e.g. one built to a private folder while others work).
const webDist = process.env.HIBIKI_E2E_WEB_DIST ?? join(repo, "apps/web/dist");
const webIndex = join(webDist, "index.html");
const artifacts = join(here, "artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const only = process.argv[2] ?? "";

/**
 * Tells whoever waits (HIBIKI_E2E_READY_FILE, `npm test`'s regression lane) that the server's start is
 * over: it is up, or the run ended without it. Its start (migrations, seed, dictionary import) is the
 * busiest minute of the run, so the lane starts after it.
 */
function signalReady() {
  if (process.env.HIBIKI_E2E_READY_FILE) writeFileSync(process.env.HIBIKI_E2E_READY_FILE, "");
}

function finish(passed, failed, why) {
  signalReady();
  if (why) console.error(why);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const [file, hint] of [
  [serverMain, "npm run build -w apps/server"],
  [webIndex, "npm run build -w apps/web"],
  [CHROMIUM, "apt-get install -y chromium fonts-noto-cjk"],
]) {
  if (!existsSync(file)) finish(0, 1, `missing ${file}: run \`${hint}\` first`);
}

const port = 20000 + Math.floor(Math.random() * 10000);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "hibiki-e2e-"));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  HIBIKI_DATA_DIR: dataDir,
  HIBIKI_WEB_DIST: webDist,
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
// Journeys sign in many times from one IP; keep the per-account limiter out of their way.
env.HIBIKI_LOGIN_RATE_MAX = "1000";

const server = spawn(process.execPath, [serverMain], { env, stdio: ["ignore", "pipe", "pipe"] });
let serverLog = "";
server.stdout.on("data", (d) => {
  serverLog += d;
});
server.stderr.on("data", (d) => {
  serverLog += d;
});
let browser;
const cleanup = async () => {
  await browser?.close().catch(() => undefined);
  if (server.exitCode === null) server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode === null ? server.once("exit", r) : r()));
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

async function waitHealthy(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${serverLog}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${serverLog}`);
}

const BASE_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Runs in every page before its own scripts: the browser's `securitypolicyviolation` events (CSP) are
 * logged to the console with a marker, so the journey fails even when the page swallows the error
 * (e.g. a caught eval probe). Chromium also logs "Refused to …" itself for most blocked loads.
 */
const REPORT_CSP_VIOLATIONS = () => {
  document.addEventListener(
    "securitypolicyviolation",
    (e) =>
      console.error(
        `[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    true,
  );
};
/** Console messages of a blocked load or an unreadable policy header. */
const POLICY_MESSAGE =
  /\[csp-violation\]|Content Security Policy|Content-Security-Policy|Permissions[- ]Policy/i;

/**
 * Runs one journey in its contexts (its own browser when it asks for launch flags), counts it, and
 * keeps screenshots of its pages when it fails.
 * @param journey - { name, run, launchArgs?, parallel? }
 */
async function runJourney(journey) {
  const contexts = [];
  // What the pages said that a failure report should show: console errors, uncaught errors, websocket
  // error frames and non-2xx API answers (the last few of each page).
  const noted = [];
  const note = (line) => {
    noted.push(line.slice(0, 300));
    if (noted.length > 20) noted.shift();
  };
  // The server's Content-Security-Policy and Permissions-Policy are on: anything they block (or a header
  // the browser cannot read) fails the journey, even when the page still looked right.
  const violations = [];
  let own = null;
  const ctx = {
    baseUrl,
    artifacts,
    async newPage(viewport = { width: 1280, height: 800 }) {
      if (journey.launchArgs && !own) {
        own = await chromium.launch({
          executablePath: CHROMIUM,
          args: [...BASE_ARGS, ...(await journey.launchArgs())],
        });
      }
      const context = await (own ?? browser).newContext({
        viewport,
        locale: "ja-JP",
        timezoneId: "Asia/Tokyo",
      });
      contexts.push(context);
      await context.addInitScript(REPORT_CSP_VIOLATIONS);
      const page = await context.newPage();
      page.on("console", (m) => {
        if (m.type() === "error") note(`console: ${m.text()}`);
        if (POLICY_MESSAGE.test(m.text())) violations.push(`${page.url()}: ${m.text().slice(0, 400)}`);
      });
      page.on("pageerror", (e) => note(`page error: ${e.message}`));
      page.on("response", (r) => {
        if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${r.url()}`);
        // a page of the app without its policy would prove nothing
        if (
          r.request().isNavigationRequest() &&
          r.url().startsWith(baseUrl) &&
          !r.headers()["content-security-policy"]
        )
          violations.push(`${r.url()}: served without a Content-Security-Policy`);
      });
      page.on("websocket", (ws) =>
        ws.on("framereceived", (f) => {
          const text = String(f.payload);
          if (/"code":\s*[1-9]/.test(text)) note(`ws ${ws.url().split("?")[0]}: ${text}`);
        }),
      );
      return page;
    },
  };
  const t0 = Date.now();
  const logFrom = serverLog.length;
  try {
    await journey.run(ctx);
    if (violations.length)
      throw new Error(`the security policy blocked something:\n  ${[...new Set(violations)].join("\n  ")}`);
    passed++;
    console.log(`  ✓ ${journey.name} (${Date.now() - t0} ms)`);
  } catch (err) {
    failed++;
    console.log(
      `  ✗ ${journey.name}\n    ${String(err?.stack ?? err)
        .split("\n")
        .slice(0, 14)
        .join("\n    ")}`,
    );
    if (noted.length) console.log(`    the pages noted:\n      ${noted.join("\n      ")}`);
    const logged = serverLog.slice(logFrom).trim().split("\n").filter(Boolean).slice(-8);
    if (logged.length)
      console.log(`    the server logged:\n      ${logged.map((l) => l.slice(0, 400)).join("\n      ")}`);
    const slug = journey.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
    for (const [i, context] of contexts.entries()) {
      for (const [j, page] of context.pages().entries()) {
        await page
          .screenshot({ path: join(artifacts, `${slug}-${i}-${j}.png`), fullPage: true })
          .catch(() => undefined);
      }
    }
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    await own?.close().catch(() => undefined);
  }
}

let passed = 0;
let failed = 0;
try {
  const started = Date.now();
  await waitHealthy(90_000);
  signalReady();
  console.log(`server up on ${baseUrl} in ${Date.now() - started} ms`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: BASE_ARGS });
  mkdirSync(artifacts, { recursive: true });
  // Screenshots of an earlier run would be mistaken for this one's.
  for (const f of readdirSync(artifacts)) if (f.endsWith(".png")) rmSync(join(artifacts, f));
  const files = readdirSync(here)
    .filter((f) => f.endsWith(".e2e.ts"))
    .sort();
  const queued = [];
  for (const file of files) {
    const mod = await tsImport(pathToFileURL(join(here, file)).href, import.meta.url);
    for (const journey of mod.journeys ?? []) {
      if (only && !journey.name.includes(only)) continue;
      queued.push(journey);
    }
  }
  // Journeys that sign in as their own account may run side by side (most wait on real time: a fake
  // microphone's silence, model audio, countdowns); the others run one after another, in a lane of their
  // own. Five lanes beside it: the `early` journeys (long, mostly waiting, on screens the sequential ones
  // never change) start at once, the other parallel ones once the sequential ones are done, since those
  // sign in as some of the same students and change what their classes see. Longest first, so the lanes
  // finish close together.
  const longestFirst = (a, b) => (b.seconds ?? 0) - (a.seconds ?? 0);
  const early = queued.filter((j) => j.parallel && j.early).sort(longestFirst);
  const side = queued.filter((j) => j.parallel && !j.early).sort(longestFirst);
  const sequential = (async () => {
    for (const journey of queued.filter((j) => !j.parallel)) await runJourney(journey);
  })();
  const lanes = Math.max(1, Number(process.env.HIBIKI_E2E_PARALLEL ?? 5));
  await Promise.all([
    sequential,
    ...Array.from({ length: Math.min(lanes, early.length + side.length) }, async () => {
      while (early.length) await runJourney(early.shift());
      await sequential;
      while (side.length) await runJourney(side.shift());
    }),
  ]);
} catch (err) {
  failed++;
  console.error(String(err?.stack ?? err));
} finally {
  await cleanup();
}
finish(passed, failed);
