// Load bench of the API against a bare Fastify route measured in the same run, on 127.0.0.1 only:
// GET /v3/student/dashboard (hot read) and POST /v3/textbook/topic-answer-record (a word-choice answer, one
// attempt per signed-in student), req/s with p50/p99, on the embedded database (PGlite) and on PostgreSQL
// (a fresh database on the server of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
// created and dropped here; Redis on 127.0.0.1 when it answers), with 1 server process and with 2 when the
// server supports HIBIKI_PROCESSES (detected: two workers must start, else the row says so).
// The server runs as a school starts it (LOG_LEVEL info, its log discarded).
// Every phase runs a fixed time, so the whole bench is bounded (about 2 min at the defaults).
// Run `npm run build -w apps/server` first.
//   node bench/load.mjs [--seconds 10] [--connections 20] [--db pglite,pg] [--processes 1,2]
//     [--server apps/server/dist/main.js] [--routes dashboard,answer] [--log-level info]
//     [--profile <dir>]   (--profile: the server runs with --cpu-prof)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const seconds = Number(arg("seconds", 10));
const connections = Number(arg("connections", 20));
const databases = String(arg("db", "pglite,pg")).split(",");
const processCounts = String(arg("processes", "1,2")).split(",").map(Number);
const serverMain = resolve(arg("server", join(root, "apps/server/dist/main.js")));
const profileDir = arg("profile", undefined);
const routes = String(arg("routes", "dashboard,answer")).split(",");
const logLevel = String(arg("log-level", "info"));
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
if (!existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run \`npm run build -w apps/server\` first`);
  process.exit(1);
}
for (const url of [pgServerUrl, process.env.REDIS_URL ?? ""]) {
  if (url && !/^[a-z]+:\/\/([^@/]*@)?(127\.0\.0\.1|localhost)(:\d+)?\//.test(`${url}/`))
    throw new Error(`the bench runs against 127.0.0.1 only, not ${url}`);
}

/** The objective item answered by the submit phase: a word-choice resource of the built content. */
const ANSWER = { res_code: "jh1-u1-word-choice", question_id: "wc01", answer_index: 0 };
/** Seeded students signed in, one token each; each connection acts as one of them. */
const STUDENTS = 20;

async function waitHealthy(url, child, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy in ${ms} ms`);
}

/** One autocannon phase of `seconds`. */
function cannon(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** @returns the pids of node processes whose parent is `pid` and that run the same entry (cluster workers) */
function workerPids(pid) {
  const out = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== pid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (cmd.includes(serverMain)) out.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** Starts the built server; PostgreSQL runs get a fresh database (and Redis when it answers). */
async function startServer({ databaseUrl, processes, redisUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), "hibiki-load-"));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    HIBIKI_DATA_DIR: dataDir,
    // As a school starts it (info), unless --log-level says otherwise; the log goes nowhere.
    LOG_LEVEL: logLevel,
    // The login limits would count the bench's sign-ins from one address.
    HIBIKI_LOGIN_GLOBAL_RATE_MAX: "100000",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.HIBIKI_PROCESSES;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  if (processes > 1) env.HIBIKI_PROCESSES = String(processes);
  const nodeArgs = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(`${base}/healthz`, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, child, stop };
}

/** Signs in student1..N and checks both routes answer code 0 for the first. */
async function signIn(base) {
  const tokens = [];
  for (let i = 1; i <= STUDENTS; i++) {
    const login = await fetch(`${base}/v3/student/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `account=student${i}&password=pass1234`,
    }).then((r) => r.json());
    if (login.code !== 0) throw new Error(`login student${i} failed: ${JSON.stringify(login)}`);
    tokens.push(login.data.token);
  }
  const auth = { authorization: `Bearer ${tokens[0]}` };
  const dash = await fetch(`${base}/v3/student/dashboard`, { headers: auth }).then((r) => r.json());
  if (dash.code !== 0) throw new Error(`dashboard failed: ${JSON.stringify(dash)}`);
  const answer = await fetch(`${base}/v3/textbook/topic-answer-record`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: answerBody(0),
  }).then((r) => r.json());
  if (answer.code !== 0) throw new Error(`answer failed: ${JSON.stringify(answer)}`);
  return tokens;
}

function answerBody(i) {
  const { res_code, question_id, answer_index } = ANSWER;
  return JSON.stringify({
    res_code,
    guid: `bench-attempt-${i}`,
    current_index: 1,
    item: { question_id, answer_index },
  });
}

/**
 * The dashboard and answer phases against one running server. Each connection is one student (its own
 * token and attempt), as a class would be, so answers never wait on another connection's row lock.
 */
async function measure(base, tokens) {
  const perStudent = (headers, body) => {
    let next = 0;
    return (client) => {
      const i = next++ % tokens.length;
      client.setHeadersAndBody({ authorization: `Bearer ${tokens[i]}`, ...headers }, body?.(i));
    };
  };
  const out = {};
  if (routes.includes("dashboard"))
    out.dashboard = await cannon(`${base}/v3/student/dashboard`, { setupClient: perStudent({}) });
  if (routes.includes("answer"))
    out.submit = await cannon(`${base}/v3/textbook/topic-answer-record`, {
      method: "POST",
      setupClient: perStudent({ "content-type": "application/json" }, answerBody),
    });
  for (const [name, r] of Object.entries(out)) {
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name} answered ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return out;
}

async function redisAnswers() {
  const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  try {
    const { Redis } = await import("ioredis");
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await client.connect();
    await client.ping();
    client.disconnect();
    return url;
  } catch {
    return undefined;
  }
}

const rows = [];
const row = (name, r, bare) =>
  rows.push(
    `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  ` +
      `p99 ${String(r.latency.p99).padStart(4)} ms  ${bare ? `${((100 * r.requests.average) / bare.requests.average).toFixed(1).padStart(5)}% of bare` : ""}`,
  );

console.log(
  `load bench: ${connections} connections, ${seconds} s per phase, ${STUDENTS} students, Node ${process.version}, ` +
    `server ${serverMain.replace(`${root}/`, "")}`,
);
const barePort = 19500 + Math.floor(Math.random() * 400);
const bareServer = spawn(process.execPath, [join(root, "bench/bare-server.mjs")], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ["ignore", "ignore", "inherit"],
});
let dropDatabase = async () => {};
try {
  await waitHealthy(`http://127.0.0.1:${barePort}/bare`, bareServer);
  const bare = await cannon(`http://127.0.0.1:${barePort}/bare`);
  row("bare fastify route", bare);
  const redisUrl = databases.includes("pg") ? await redisAnswers() : undefined;
  for (const db of databases) {
    let databaseUrl;
    if (db === "pg") {
      // A fresh database on the test server, dropped at the end.
      const name = `hibiki_load_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: pgServerUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(pgServerUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: pgServerUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    const label = db === "pg" ? `PostgreSQL${redisUrl ? " + Redis" : ""}` : "PGlite";
    for (const processes of processCounts) {
      const name = `${label}, ${processes} process${processes > 1 ? "es" : ""}`;
      if (processes > 1 && db !== "pg") {
        rows.push(`${name}: not run (the embedded database belongs to one process)`);
        continue;
      }
      const server = await startServer({
        databaseUrl,
        processes,
        redisUrl: db === "pg" ? redisUrl : undefined,
      });
      try {
        if (processes > 1) {
          // Workers may still be forking after the first one answers /healthz.
          let workers = workerPids(server.child.pid).length;
          for (let i = 0; i < 50 && workers < processes; i++) {
            await new Promise((r) => setTimeout(r, 200));
            workers = workerPids(server.child.pid).length;
          }
          if (workers < processes) {
            rows.push(`${name}: unavailable (HIBIKI_PROCESSES=${processes} started ${workers} workers)`);
            continue;
          }
        }
        const tokens = await signIn(server.base);
        const r = await measure(server.base, tokens);
        if (r.dashboard) row(`GET /v3/student/dashboard  ${name}`, r.dashboard, bare);
        if (r.submit) row(`POST topic-answer-record   ${name}`, r.submit, bare);
      } finally {
        await server.stop();
      }
    }
    await dropDatabase();
    dropDatabase = async () => {};
  }
} finally {
  bareServer.kill("SIGTERM");
  await dropDatabase().catch((err) => console.error(`dropping the bench database failed: ${err.message}`));
}
console.log(rows.join("\n"));
console.log(
  "target (hot reads on PostgreSQL): at least 25% of the bare route's req/s with p99 at most 20 ms",
);
