// Open-answer speaking on the test set kept in the repository (content/open-answers/*.yaml): for every open
// item or record step, its valid answers (not the samples) and its off-topic or empty ones are rendered with
// different voices (flite slt, awb, rms, kal16 and espeak-ng when installed) and scored the way the
// evaluation socket scores them: recognition biased to the item, content by meaning, language, delivery.
// Answers are scored one per evaluation worker at a time (the voices rotate over the file order, so a run
// is repeatable). Prints one line per answer, then per item and overall: valid answers' mean and minimum,
// off-topic mean.
// Targets (issue 12): valid mean ≥ 3.5 and none under 2.5; off-topic mean under 1.5.
// --split dev | held-out scores half of the items (split by a hash of res_code/question_id): a setting is
// chosen on the dev half and reported on the held-out half, so it is not chosen on the answers it is
// judged by.
//   npm run build -w content && node --import tsx bench/open-speaking.mjs [--items su-quick-response-1] [--voices slt,awb]
//     [--split dev|held-out] [--engine-args "-fwdflatlw 12"] (pocketsphinx options for the workers)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { mapLimit } from "./map-limit.mjs";

const { ContentCatalog } = await import("../apps/server/src/modules/content/catalog-store.ts");
const { lookupOpenItem } = await import("../apps/server/src/speech/open-answer/open-item.ts");
const { evaluateOpenAnswer } = await import("../apps/server/src/speech/open-answer/evaluate-open.ts");
const { openRecogniser } = await import("../apps/server/src/speech/open-answer/recognise.ts");
const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { TestAudio } = await import("../apps/server/src/speech/test-audio.ts");

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const root = new URL("..", import.meta.url).pathname;
const onlyItems = arg("items", "").split(",").filter(Boolean);
const hasEspeak = (() => {
  try {
    execFileSync("espeak-ng", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const voices = arg("voices", `slt,awb,rms,kal16${hasEspeak ? ",espeak" : ""}`).split(",");

const catalog = new ContentCatalog(() => join(root, "content/dist"));
const audio = new TestAudio();
const pool = await SpeechPool.start({
  size: cpus().length,
  engineArgs: arg("engine-args", "").split(" ").filter(Boolean),
});
const recognise = openRecogniser(pool);
const split = arg("split", "");
if (split && split !== "dev" && split !== "held-out") throw new Error("--split is dev or held-out");
/** The half an item belongs to: the first byte of the SHA-1 of res_code/question_id, even for dev. */
const halfOf = (name) => (createHash("sha1").update(name).digest()[0] % 2 === 0 ? "dev" : "held-out");
const NO_LISTS = { collected: [], blacklist: [], excluded: [], whiteList: [] };

/** Renders an answer; an empty answer is a second of room tone. */
function render(text, voice) {
  if (!text.trim()) return audio.silence(1.5);
  return voice === "espeak" ? audio.speakEspeak(text) : audio.speak(text, voice);
}

const dir = join(root, "content/open-answers");
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".yaml")) : [];
/** Every answer to score, in file order (the order the voices rotate over). */
const jobs = [];
let v = 0;
for (const file of files) {
  const set = parse(readFileSync(join(dir, file), "utf8"));
  if (onlyItems.length && !onlyItems.includes(set.res_code)) continue;
  for (const entry of set.items) {
    // the voices rotate over every answer of the file order, so an item's voices do not depend on the split
    const name = `${set.res_code}/${entry.question_id}`;
    if (split && halfOf(name) !== split) {
      v += entry.valid.length + entry.off_topic.length;
      continue;
    }
    const item = await lookupOpenItem(catalog, {
      res_code: set.res_code,
      question_id: String(entry.question_id),
    });
    if (!item)
      throw new Error(
        `${set.res_code}/${entry.question_id} has no open_answer in content/dist (run npm run build -w content)`,
      );
    const answers = [
      ...entry.valid.map((text) => ({ kind: "valid", text })),
      ...entry.off_topic.map((text) => ({ kind: "off-topic", text })),
    ];
    for (const a of answers)
      jobs.push({
        item,
        name,
        ...a,
        voice: voices[v++ % voices.length],
      });
  }
}

/** Scores one answer the way the evaluation socket does. */
async function score(job) {
  const e = await evaluateOpenAnswer(pool, job.item, render(job.text, job.voice), recognise, NO_LISTS);
  const part = (name) => Number(new RegExp(`${name}_score="([\\d.]+)"`).exec(e.xml)?.[1] ?? 0);
  return {
    item: job.name,
    kind: job.kind,
    text: job.text,
    voice: job.voice,
    heard: /recognized="([^"]*)"/.exec(e.xml)?.[1] ?? "",
    total: e.scores.total,
    content: part("content"),
    language: part("language"),
    delivery: part("delivery"),
  };
}

// One answer per evaluation worker at a time; lines are printed in the jobs' order as they complete.
const started = performance.now();
const workers = pool.size;
const rows = new Array(jobs.length);
let printed = 0;
await mapLimit(jobs, workers, async (job, i) => {
  rows[i] = await score(job);
  for (; printed < jobs.length && rows[printed]; printed++) {
    const r = rows[printed];
    console.log(
      `${r.item.padEnd(30)} ${r.kind.padEnd(9)} ${r.voice.padEnd(6)} total ${r.total.toFixed(2)} (content ${r.content.toFixed(1)}, language ${r.language.toFixed(1)}, delivery ${r.delivery.toFixed(1)})  said "${r.text}" heard "${r.heard}"`,
    );
  }
});
await pool.close();
audio.dispose();

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const valid = rows.filter((r) => r.kind === "valid").map((r) => r.total);
const off = rows.filter((r) => r.kind === "off-topic").map((r) => r.total);
console.log("\nper item: valid mean / min, off-topic mean");
for (const item of [...new Set(rows.map((r) => r.item))]) {
  const vs = rows.filter((r) => r.item === item && r.kind === "valid").map((r) => r.total);
  const os = rows.filter((r) => r.item === item && r.kind === "off-topic").map((r) => r.total);
  console.log(
    `  ${item.padEnd(30)} ${mean(vs).toFixed(2)} / ${Math.min(...vs).toFixed(2)}   ${mean(os).toFixed(2)}`,
  );
}
console.log("\nper voice: valid mean / min / under 2.5, off-topic mean / max");
for (const voice of voices) {
  const vs = rows.filter((r) => r.voice === voice && r.kind === "valid").map((r) => r.total);
  const os = rows.filter((r) => r.voice === voice && r.kind === "off-topic").map((r) => r.total);
  console.log(
    `  ${voice.padEnd(8)} ${mean(vs).toFixed(2)} / ${Math.min(...vs).toFixed(2)} / ${vs.filter((t) => t < 2.5).length} of ${vs.length}   ${mean(os).toFixed(2)} / ${Math.max(...os).toFixed(2)}`,
  );
}
console.log("\nper half of the items (--split): valid mean / under 2.5, off-topic mean / at 2.5 or more");
for (const half of ["dev", "held-out"]) {
  const vs = rows.filter((r) => halfOf(r.item) === half && r.kind === "valid").map((r) => r.total);
  const os = rows.filter((r) => halfOf(r.item) === half && r.kind === "off-topic").map((r) => r.total);
  if (vs.length + os.length === 0) continue;
  console.log(
    `  ${half.padEnd(8)} ${mean(vs).toFixed(2)} / ${vs.filter((t) => t < 2.5).length} of ${vs.length}   ${mean(os).toFixed(2)} / ${os.filter((t) => t >= 2.5).length} of ${os.length}`,
  );
}
console.log(
  `\n${rows.length} answers, ${new Set(rows.map((r) => r.item)).size} items, voices ${voices.join(", ")}:` +
    ` valid mean ${mean(valid).toFixed(2)} (target ≥ 3.5), min ${Math.min(...valid).toFixed(2)} (target ≥ 2.5), ${valid.filter((t) => t < 2.5).length} of ${valid.length} under 2.5;` +
    ` off-topic mean ${mean(off).toFixed(2)} (target < 1.5), max ${Math.max(...off).toFixed(2)}, ${off.filter((t) => t >= 2.5).length} of ${off.length} at 2.5 or more` +
    `${split ? `; ${split} half of the items` : ""}`,
);
console.log(
  `scored in ${((performance.now() - started) / 60000).toFixed(1)} min with ${workers} evaluation workers`,
);
