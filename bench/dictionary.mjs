// Dictionary lookup bench (issue 22): imports the whole dictionary (FreeDict eng-jpn, WordNet, CMUdict)
// into an embedded PGlite in a temp dir, then runs lookups through lookupWord (the function behind
// dictionary/new-search-word and screen-search-word) and autocompletes through fuzzyMatches
// (fuzzy-search-word): a seeded mix of exact words, inflected forms, misspellings and misses. Prints
// p50/p95/p99 in ms per kind and overall, and the baseline of the same run: a primary-key read of one
// word. Target: p95 of a lookup under 20 ms.
//   node --import tsx bench/dictionary.mjs [--n 2000] [--seed 22]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteDb } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { importDictionary } from "../apps/server/src/dictionary-import/index.ts";
import { fuzzyMatches } from "../apps/server/src/modules/dictionary/fuzzy.ts";
import { lookupWord } from "../apps/server/src/modules/dictionary/lookup.ts";

const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : def;
};
const N = opt("n", 2000);
const SEED = opt("seed", 22);
const TARGET_P95_MS = 20;

/** mulberry32: the same mix on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const fmt = (v) => v.toFixed(2).padStart(7);

/** One typo: a swap of neighbours, a dropped, doubled or changed letter. */
function misspell(word) {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const letters = "abcdefghijklmnopqrstuvwxyz";
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i) + pick([...letters]) + word.slice(i + 1);
  }
}

const INFLECT = [
  (w) => `${w}s`,
  (w) => (w.endsWith("e") ? `${w}d` : `${w}ed`),
  (w) => (w.endsWith("e") ? `${w.slice(0, -1)}ing` : `${w}ing`),
];
const IRREGULAR = [
  "went",
  "saw",
  "took",
  "children",
  "better",
  "ran",
  "wrote",
  "bought",
  "feet",
  "was",
  "thought",
];

const dir = mkdtempSync(join(tmpdir(), "hibiki-dict-bench-"));
const client = await PGlite.create({ dataDir: join(dir, "pglite") });
const db = pgliteDb(client);
try {
  await migrate(db);
  const report = await importDictionary(db);
  console.log(
    `imported ${report.words} words (${report.freedict} with Japanese meanings, ${report.wordnet} with WordNet ` +
      `senses, ${report.cmudict} with IPA) and ${report.synsets} senses in ${report.ms} ms`,
  );
  const common = (
    await db.query(
      "SELECT id, word FROM dict_words WHERE fuzzy AND common <= 4 AND len >= 4 AND meanings_ja <> '[]'::jsonb",
    )
  ).map((r) => r);
  const verbs = (
    await db.query("SELECT word FROM dict_words WHERE fuzzy AND common <= 3 AND pos[1] = 'verb' AND len >= 3")
  ).map((r) => r.word);
  /** The mix: 40% exact, 20% inflected, 25% misspelt, 15% misses (random consonant strings). */
  const queries = [];
  for (let i = 0; i < N; i++) {
    const r = random();
    if (r < 0.4) queries.push({ kind: "exact", q: pick(common).word });
    else if (r < 0.6)
      queries.push({ kind: "inflected", q: random() < 0.3 ? pick(IRREGULAR) : pick(INFLECT)(pick(verbs)) });
    else if (r < 0.85) queries.push({ kind: "fuzzy", q: misspell(pick(common).word) });
    else
      queries.push({
        kind: "miss",
        q: Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick([..."bcdfghjklmnpqrstvwxz"])).join(
          "",
        ),
      });
  }
  const prefixes = Array.from({ length: Math.round(N / 4) }, () => {
    const w = pick(common).word;
    return w.slice(0, 1 + Math.floor(random() * 4));
  });

  const time = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  // warm-up: the first queries pay for plans and pages
  for (const { q } of queries.slice(0, 50)) await lookupWord(db, q, 1);

  const baseline = [];
  const byKind = new Map();
  const all = [];
  for (const { kind, q } of queries) {
    baseline.push(await time(() => db.one("SELECT * FROM dict_words WHERE id = $1", [pick(common).id])));
    const ms = await time(() => lookupWord(db, q, 1));
    all.push(ms);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
  }
  const autocomplete = [];
  for (const p of prefixes) autocomplete.push(await time(() => fuzzyMatches(db, p, 10, "autocomplete")));

  console.log(`\n${N} lookups (seed ${SEED}), ms            p50     p95     p99`);
  const row = (label, values) => {
    const s = [...values].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(34)}${fmt(quantile(s, 0.5))} ${fmt(quantile(s, 0.95))} ${fmt(quantile(s, 0.99))}  (n=${s.length})`,
    );
    return quantile(s, 0.95);
  };
  for (const kind of ["exact", "inflected", "fuzzy", "miss"]) row(`  ${kind}`, byKind.get(kind) ?? []);
  const p95 = row("all lookups (new-search-word)", all);
  row("autocomplete (fuzzy-search-word)", autocomplete);
  const base95 = row("baseline: primary-key read", baseline);
  console.log(`\nlookup p95 / baseline p95: ${(p95 / base95).toFixed(1)}x`);
  console.log(
    `target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? "met" : "NOT met"} (${p95.toFixed(2)} ms)`,
  );
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
