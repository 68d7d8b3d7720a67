// Writing checker bench: latency for ~50-, 150- and 400-word essays (cold = fresh process incl. loading
// harper.js and the dictionary; warm = median of repeated runs in one process), RSS memory, and
// precision/recall on the unit-test sentence table and on a held-out table never used for tuning.
//   node --import tsx bench/writing.mjs [--cold-runs 3] [--warm-runs 9]
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { ESSAYS } from "./writing-essays.mjs";

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => Math.round(bytes / 1e6);
const words = (text) => text.trim().split(/\s+/).length;
const opts = { level: "junior", whiteListWords: ["Ken", "Yuki"] };

async function loadChecker() {
  return import("../apps/server/src/writing/index.ts");
}

/** Child mode: one cold check in a fresh process, printed as JSON. */
async function coldChild(size) {
  const t0 = performance.now();
  const { checkWriting } = await loadChecker();
  await checkWriting(ESSAYS[size], opts);
  console.log(JSON.stringify({ ms: performance.now() - t0, rss: process.memoryUsage().rss }));
}

function coldRun(size) {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--cold", String(size)],
    {
      encoding: "utf8",
    },
  );
  return JSON.parse(out.trim().split("\n").pop());
}

function score(table, correct, results) {
  let tp = 0;
  let fp = 0;
  let hits = 0;
  table.forEach((row, i) => {
    const found = results.rows[i];
    const hit = found.some((f) => f.type === row.type && f.flagged === row.flagged);
    if (hit) hits++;
    tp += hit ? 1 : 0;
    fp += found.length - (hit ? 1 : 0);
  });
  const falseOnCorrect = results.correct.reduce((n, f) => n + f.length, 0);
  fp += falseOnCorrect;
  const cleanCorrect = results.correct.filter((f) => f.length === 0).length;
  return {
    rows: table.length,
    recall: +(hits / table.length).toFixed(3),
    precision: +(tp / Math.max(1, tp + fp)).toFixed(3),
    correct_sentences: correct.length,
    correct_sentences_clean: cleanCorrect,
  };
}

async function tableRun(checkWriting, table, correct) {
  const flat = async (text) => {
    const r = await checkWriting(text, opts);
    return r.comments.flatMap((c) =>
      c.sent_comments.map((x) => ({
        type: x.type,
        flagged: c.sent_content.slice(x.hit_words_pos.startPos, x.hit_words_pos.endPos),
      })),
    );
  };
  const rows = [];
  for (const row of table) rows.push(await flat(row.sentence));
  const ok = [];
  for (const s of correct) ok.push(await flat(s));
  return score(table, correct, { rows, correct: ok });
}

async function main() {
  const coldRuns = arg("cold-runs", 3);
  const warmRuns = arg("warm-runs", 9);
  const latency = {};
  for (const size of Object.keys(ESSAYS)) {
    const colds = Array.from({ length: coldRuns }, () => coldRun(size));
    latency[size] = {
      words: words(ESSAYS[size]),
      cold_ms_median: Math.round(median(colds.map((c) => c.ms))),
      cold_rss_mb: mb(median(colds.map((c) => c.rss))),
    };
  }
  const { checkWriting, warmUpWritingChecker } = await loadChecker();
  const rssBefore = process.memoryUsage().rss;
  await warmUpWritingChecker();
  for (const size of Object.keys(ESSAYS)) {
    const times = [];
    for (let i = 0; i < warmRuns; i++) {
      const t = performance.now();
      await checkWriting(ESSAYS[size], opts);
      times.push(performance.now() - t);
    }
    latency[size].warm_ms_median = +median(times).toFixed(1);
    latency[size].warm_ms_min = +Math.min(...times).toFixed(1);
    const r = await checkWriting(ESSAYS[size], opts);
    latency[size].findings = r.comments.reduce((n, c) => n + c.sent_comments.length, 0);
    latency[size].scores = Object.fromEntries(
      Object.entries(r.overall_evaluation).map(([k, v]) => [k, v.score]),
    );
  }
  const { ERROR_ROWS, CORRECT_SENTENCES } = await import("../apps/server/src/writing/sentence-table.ts");
  const { HELD_OUT_ERROR_ROWS, HELD_OUT_CORRECT } = await import(
    "../apps/server/src/writing/held-out-table.ts"
  );
  const report = {
    node: process.version,
    // The machine is shared: a high load average inflates every figure, cold starts most.
    load_average_1m: +loadavg()[0].toFixed(2),
    latency,
    memory: { rss_before_load_mb: mb(rssBefore), rss_after_mb: mb(process.memoryUsage().rss) },
    table: await tableRun(checkWriting, ERROR_ROWS, CORRECT_SENTENCES),
    held_out: await tableRun(checkWriting, HELD_OUT_ERROR_ROWS, HELD_OUT_CORRECT),
  };
  console.log(JSON.stringify(report, null, 2));
}

const coldIndex = process.argv.indexOf("--cold");
if (coldIndex > 0) await coldChild(process.argv[coldIndex + 1]);
else await main();
