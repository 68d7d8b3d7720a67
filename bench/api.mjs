// Throughput and p99 of GET /v3/student/dashboard (valid token, embedded PGlite) against a bare Fastify
// route answering the same envelope, measured in the same run. Run `npm run build -w apps/server` first.
//   node bench/api.mjs [--seconds 10] [--connections 20]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const seconds = arg("seconds", 10);
const connections = arg("connections", 20);
const serverMain = join(root, "apps/server/dist/main.js");
if (!existsSync(serverMain)) {
  console.error("apps/server/dist/main.js is missing: run `npm run build -w apps/server` first");
  process.exit(1);
}

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

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), "hibiki-bench-"));
const port = 18000 + Math.floor(Math.random() * 1000);
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  HIBIKI_DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const barePort = port + 1;
const bare = spawn(process.execPath, [join(root, "bench/bare-server.mjs")], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/healthz`);
  const login = await fetch(`${base}/v3/student/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "account=student1&password=pass1234",
  }).then((r) => r.json());
  if (login.code !== 0) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const auth = { authorization: `Bearer ${login.data.token}` };
  const check = await fetch(`${base}/v3/student/dashboard`, { headers: auth }).then((r) => r.json());
  if (check.code !== 0) throw new Error(`dashboard failed: ${JSON.stringify(check)}`);

  await waitHealthy(`http://127.0.0.1:${barePort}/bare`);
  console.log(`bench: ${connections} connections, ${seconds} s each, Node ${process.version}`);
  const baseline = await run(`http://127.0.0.1:${barePort}/bare`, {});
  const dash = await run(`${base}/v3/student/dashboard`, auth);
  if (dash.non2xx > 0 || dash.errors > 0)
    throw new Error(`dashboard answered ${dash.non2xx} non-2xx, ${dash.errors} errors`);
  const row = (name, r) =>
    console.log(
      `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms`,
    );
  row("bare fastify route", baseline);
  row("GET /v3/student/dashboard", dash);
  console.log(
    `ratio dashboard/bare: ${(dash.requests.average / baseline.requests.average).toFixed(3)} of the throughput, ` +
      `p99 ${(dash.latency.p99 / Math.max(1, baseline.latency.p99)).toFixed(1)}x`,
  );
} finally {
  for (const child of [bare, server]) {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
