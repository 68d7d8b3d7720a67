// Writing checker bench (issue 18).
//  1. Learner set (apps/server/src/writing/learner-set, read from THIS checkout): per error family and overall,
//     for dev and test separately: recall (share of erroneous sentences with at least one finding of an accepted
//     type for the family), exact recall (such a finding overlapping the row's flagged words), any-flag (any
//     finding at all, for context), and false alarms (share of correct sentences with ANY finding; the worst
//     finding types; per family, the share of correct sentences flagged with that family's types).
//  2. Latency for ~50-, 150- and 400-word essays (cold = fresh process incl. loading harper.js and the
//     dictionary; warm = median of repeated runs in one process) and RSS memory.
//  3. The old sentence-table / held-out-table precision and recall, when the checker's checkout still has them.
// Ends with a machine-readable JSON summary (the last line block of stdout, after "JSON SUMMARY").
//   node --import tsx bench/writing.mjs [--checker <path/to/apps/server/src/writing/index.ts>]
//        [--cold-runs 3] [--warm-runs 9] [--no-latency] [--out details.json] [--whitelist Ken,Yuki]
//        [--dev-only]  (print the dev half only, and no JSON summary: for tuning rules)
// --checker runs the same bench against another checkout's checker (e.g. a baseline worktree); the learner set
// always comes from the checkout this file is in.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ESSAYS } from "./writing-essays.mjs";

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : def;
};
const HERE = dirname(fileURLToPath(import.meta.url));
const CHECKER = resolve(opt("checker", resolve(HERE, "../apps/server/src/writing/index.ts")));
// --dev-only: print the dev half only (for tuning rules without seeing the held-out test half)
const DEV_ONLY = flag("dev-only");
const WHITELIST = opt("whitelist", "Ken,Yuki").split(",").filter(Boolean);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => Math.round(bytes / 1e6);
const words = (text) => text.trim().split(/\s+/).length;
const pct = (n, d) => (d === 0 ? null : +((100 * n) / d).toFixed(1));
const show = (v) => (v === null ? "   -" : `${v.toFixed(1).padStart(5)}%`);

/**
 * Finding types that count as "the right family" for each learner family. The family id itself always counts.
 * Two documented extras, both only when the finding overlaps the row's flagged words:
 * - sentence_structure also accepts "punctuation" (a run-on's comma or missing full stop is often reported so);
 * - false_friend also accepts "word_choice" (the older name for a wrong word).
 */
const EXTRA_TYPES_ON_SPAN = { sentence_structure: ["punctuation"], false_friend: ["word_choice"] };

async function loadChecker() {
  return import(pathToFileURL(CHECKER).href);
}

/** Child mode: one cold check in a fresh process, printed as JSON. */
async function coldChild(size) {
  const t0 = performance.now();
  const { checkWriting } = await loadChecker();
  await checkWriting(ESSAYS[size], { level: "junior", whiteListWords: WHITELIST });
  console.log(JSON.stringify({ ms: performance.now() - t0, rss: process.memoryUsage().rss }));
}

function coldRun(size) {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--cold", String(size), "--checker", CHECKER],
    { encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").pop());
}

/** All findings of one text, with spans as offsets in the whole text (the checker reports per sentence). */
async function findings(checkWriting, text, level) {
  const r = await checkWriting(text, { level, whiteListWords: WHITELIST });
  const out = [];
  let cursor = 0;
  for (const c of r.comments) {
    let base = text.indexOf(c.sent_content, cursor);
    if (base < 0) base = text.indexOf(c.sent_content.trim());
    if (base >= 0) cursor = base + c.sent_content.length;
    for (const x of c.sent_comments) {
      const start = base < 0 ? -1 : base + x.hit_words_pos.startPos;
      const end = base < 0 ? -1 : base + x.hit_words_pos.endPos;
      out.push({
        type: x.type,
        start,
        end,
        flagged: c.sent_content.slice(x.hit_words_pos.startPos, x.hit_words_pos.endPos),
        suggestion: x.suggestion,
      });
    }
  }
  return out;
}

const overlaps = (f, span) => f.start >= 0 && f.start < span.end && span.start < f.end;
/** A zero-width or touching span (e.g. a missing comma reported right after a word) counts for run-ons too. */
const touches = (f, span) => f.start >= 0 && f.start <= span.end && span.start <= f.end;

function judge(row, span, found) {
  const extra = EXTRA_TYPES_ON_SPAN[row.family] ?? [];
  const right = found.filter((f) => f.type === row.family || (extra.includes(f.type) && touches(f, span)));
  return {
    hit: right.length > 0,
    exact: right.some((f) => (f.type === row.family ? overlaps(f, span) : touches(f, span))),
    any: found.length > 0,
  };
}

async function learnerRun(checkWriting, families, set, flaggedSpan) {
  const rows = [];
  for (const row of set.errors) {
    const found = await findings(checkWriting, row.sentence, row.level);
    rows.push({ ...row, found, ...judge(row, flaggedSpan(row), found) });
  }
  const correct = [];
  for (const row of set.correct) {
    correct.push({ ...row, found: await findings(checkWriting, row.sentence, row.level) });
  }
  const summary = {};
  for (const split of ["dev", "test", "all"]) {
    const inSplit = (r) => split === "all" || r.split === split;
    const err = rows.filter(inSplit);
    const ok = correct.filter(inSplit);
    const fam = {};
    for (const family of families) {
      const fr = err.filter((r) => r.family === family);
      const faTypes = new Set([family, ...(EXTRA_TYPES_ON_SPAN[family] ?? [])]);
      const typesFound = {};
      for (const r of fr) for (const f of r.found) typesFound[f.type] = (typesFound[f.type] ?? 0) + 1;
      fam[family] = {
        n: fr.length,
        recall: pct(fr.filter((r) => r.hit).length, fr.length),
        exact_recall: pct(fr.filter((r) => r.exact).length, fr.length),
        any_flag: pct(fr.filter((r) => r.any).length, fr.length),
        // share of correct sentences that get a finding of this family's (accepted) types
        false_alarm: pct(ok.filter((r) => r.found.some((f) => faTypes.has(f.type))).length, ok.length),
        types_found: typesFound,
      };
    }
    const byType = {};
    for (const r of ok) {
      for (const t of new Set(r.found.map((f) => f.type))) byType[t] = (byType[t] ?? 0) + 1;
    }
    const flaggedOk = ok.filter((r) => r.found.length > 0);
    summary[split] = {
      errors: err.length,
      recall: pct(err.filter((r) => r.hit).length, err.length),
      exact_recall: pct(err.filter((r) => r.exact).length, err.length),
      any_flag: pct(err.filter((r) => r.any).length, err.length),
      families_at_60: families.filter((f) => (fam[f].recall ?? 0) >= 60).length,
      correct: ok.length,
      false_alarm: pct(flaggedOk.length, ok.length),
      false_alarm_junior: pct(
        flaggedOk.filter((r) => r.level === "junior").length,
        ok.filter((r) => r.level === "junior").length,
      ),
      false_alarm_senior: pct(
        flaggedOk.filter((r) => r.level === "senior").length,
        ok.filter((r) => r.level === "senior").length,
      ),
      false_alarm_types: Object.fromEntries(Object.entries(byType).sort((a, b) => b[1] - a[1])),
      families: fam,
    };
  }
  const falseAlarms = correct
    .filter((r) => r.found.length > 0 && (!DEV_ONLY || r.split === "dev"))
    .map((r) => ({
      id: r.id,
      sentence: r.sentence,
      found: r.found.map((f) => `${f.type}: "${f.flagged}" → "${f.suggestion}"`),
    }));
  return { summary, details: { errors: rows, falseAlarms } };
}

function printLearner(families, summary, falseAlarms) {
  for (const split of DEV_ONLY ? ["dev"] : ["dev", "test"]) {
    const s = summary[split];
    console.log(`\nLearner set — ${split} (${s.errors} erroneous, ${s.correct} correct sentences)`);
    console.log("family               n   recall   exact  anyflag  FA(type)");
    for (const f of families) {
      const x = s.families[f];
      console.log(
        `${f.padEnd(19)} ${String(x.n).padStart(3)}  ${show(x.recall)}  ${show(x.exact_recall)}  ${show(x.any_flag)}  ${show(x.false_alarm)}`,
      );
    }
    console.log(
      `${"OVERALL".padEnd(19)} ${String(s.errors).padStart(3)}  ${show(s.recall)}  ${show(s.exact_recall)}  ${show(s.any_flag)}`,
    );
    console.log(
      `families with recall >= 60%: ${s.families_at_60}/${families.length}; false alarms (any finding on a correct sentence): ${show(s.false_alarm)} (junior ${show(s.false_alarm_junior)}, senior ${show(s.false_alarm_senior)})`,
    );
    const worst = Object.entries(s.false_alarm_types).slice(0, 8);
    console.log(`worst false-alarm types: ${worst.map(([t, n]) => `${t} ${n}`).join(", ") || "none"}`);
  }
  if (falseAlarms.length > 0) {
    console.log(`\nFalse alarms on correct sentences (first 15 of ${falseAlarms.length}):`);
    for (const fa of falseAlarms.slice(0, 15))
      console.log(`  ${fa.id} ${fa.sentence}  [${fa.found.join("; ")}]`);
  }
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
  fp += results.correct.reduce((n, f) => n + f.length, 0);
  return {
    rows: table.length,
    recall: +(hits / table.length).toFixed(3),
    precision: +(tp / Math.max(1, tp + fp)).toFixed(3),
    correct_sentences: correct.length,
    correct_sentences_clean: results.correct.filter((f) => f.length === 0).length,
  };
}

async function tableRun(checkWriting, table, correct) {
  const rows = [];
  for (const row of table) rows.push(await findings(checkWriting, row.sentence, "junior"));
  const ok = [];
  for (const s of correct) ok.push(await findings(checkWriting, s, "junior"));
  return score(table, correct, { rows, correct: ok });
}

/** The old unit-test sentence table and held-out table of the checker's checkout, when both still exist. */
async function oldTables(checkWriting) {
  const dir = dirname(CHECKER);
  const table = resolve(dir, "sentence-table.ts");
  const held = resolve(dir, "held-out-table.ts");
  if (!existsSync(table) || !existsSync(held)) return null;
  try {
    const { ERROR_ROWS, CORRECT_SENTENCES } = await import(pathToFileURL(table).href);
    const { HELD_OUT_ERROR_ROWS, HELD_OUT_CORRECT } = await import(pathToFileURL(held).href);
    return {
      table: await tableRun(checkWriting, ERROR_ROWS, CORRECT_SENTENCES),
      held_out: await tableRun(checkWriting, HELD_OUT_ERROR_ROWS, HELD_OUT_CORRECT),
    };
  } catch (e) {
    return { error: String(e) };
  }
}

async function latencyRun(checkWriting) {
  const coldRuns = Number(opt("cold-runs", 3));
  const warmRuns = Number(opt("warm-runs", 9));
  const latency = {};
  for (const size of Object.keys(ESSAYS)) {
    const colds = Array.from({ length: coldRuns }, () => coldRun(size));
    latency[size] = {
      words: words(ESSAYS[size]),
      cold_ms_median: Math.round(median(colds.map((c) => c.ms))),
      cold_rss_mb: mb(median(colds.map((c) => c.rss))),
    };
  }
  for (const size of Object.keys(ESSAYS)) {
    const times = [];
    for (let i = 0; i < warmRuns; i++) {
      const t = performance.now();
      await checkWriting(ESSAYS[size], { level: "junior", whiteListWords: WHITELIST });
      times.push(performance.now() - t);
    }
    latency[size].warm_ms_median = +median(times).toFixed(1);
    latency[size].warm_ms_min = +Math.min(...times).toFixed(1);
    const r = await checkWriting(ESSAYS[size], { level: "junior", whiteListWords: WHITELIST });
    latency[size].findings = r.comments.reduce((n, c) => n + c.sent_comments.length, 0);
    latency[size].scores = Object.fromEntries(
      Object.entries(r.overall_evaluation).map(([k, v]) => [k, v.score]),
    );
    if (r.score) latency[size].total_score = r.score.total;
  }
  return latency;
}

async function main() {
  const { LEARNER_FAMILIES, loadLearnerSet, flaggedSpan } = await import(
    "../apps/server/src/writing/learner-set/load.ts"
  );
  const set = loadLearnerSet();
  const rssStart = process.memoryUsage().rss;
  const { checkWriting, warmUpWritingChecker } = await loadChecker();
  await warmUpWritingChecker();
  const rssWarm = process.memoryUsage().rss;
  const learner = await learnerRun(checkWriting, LEARNER_FAMILIES, set, flaggedSpan);
  const latency = flag("no-latency") ? null : await latencyRun(checkWriting);
  const old = await oldTables(checkWriting);

  console.log(`Writing checker bench — checker: ${CHECKER}`);
  printLearner(LEARNER_FAMILIES, learner.summary, learner.details.falseAlarms);
  if (latency) {
    console.log("\nLatency (ms): words  cold(median)  warm(median)  warm(min)  findings");
    for (const [size, l] of Object.entries(latency)) {
      console.log(
        `  ${size.padStart(3)}-word essay: ${String(l.words).padStart(4)}  ${String(l.cold_ms_median).padStart(8)}  ${String(l.warm_ms_median).padStart(10)}  ${String(l.warm_ms_min).padStart(9)}  ${String(l.findings).padStart(6)}`,
      );
    }
  }
  const memory = {
    rss_before_load_mb: mb(rssStart),
    rss_after_warm_up_mb: mb(rssWarm),
    rss_after_mb: mb(process.memoryUsage().rss),
  };
  console.log(
    `Memory (RSS MB): before load ${memory.rss_before_load_mb}, after warm-up ${memory.rss_after_warm_up_mb}, at end ${memory.rss_after_mb}`,
  );
  if (old) console.log(`Old tables: ${JSON.stringify(old)}`);

  if (DEV_ONLY) return;
  const out = opt("out", null);
  if (out) writeFileSync(out, JSON.stringify(learner.details, null, 2));
  const report = {
    checker: CHECKER,
    node: process.version,
    // The machine may be shared: a high load average inflates every latency figure, cold starts most.
    load_average_1m: +loadavg()[0].toFixed(2),
    whitelist: WHITELIST,
    learner: learner.summary,
    latency,
    memory,
    old_tables: old,
  };
  console.log("\nJSON SUMMARY");
  console.log(JSON.stringify(report));
}

const coldIndex = argv.indexOf("--cold");
if (coldIndex >= 0) await coldChild(argv[coldIndex + 1]);
else await main();
