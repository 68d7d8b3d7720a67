// Agreement of the offline speech scores with human experts on speechocean762's TEST split (2,500
// readings by Mandarin-speaking learners, five experts each; the model was fitted on the train split only).
// Prints Pearson r with 95% confidence intervals for accuracy, fluency, completeness and total, overall and
// by age group (≤ 12, ≥ 13); word-level flag rates; how often good readings (human total ≥ 7) are rejected,
// and how often readings of another text and noise are; and seconds of audio scored per wall second.
// Needs the data set (apps/server/scripts/speech-model/README.md):
//   SPEECHOCEAN762_DIR=/data/speechocean762 node --import tsx bench/speech-agreement.mjs [--fresh N]
// Runs cached by scripts/speech-model/extract.ts for this engine version are reused; missing ones are run
// now (and cached). --fresh N re-runs N readings to measure throughput (default 200; 0 skips).
import { cpus } from "node:os";

const { datasetDir, loadSplit, readAudio, referenceText } = await import(
  "../apps/server/scripts/speech-model/dataset.ts"
);
const { otherTexts, readRun, runPath, writeRun } = await import(
  "../apps/server/scripts/speech-model/engine-cache.ts"
);
const { pearsonCi, proportionCi } = await import("../apps/server/scripts/speech-model/metrics.ts");
const { noiseRecording } = await import("../apps/server/scripts/speech-model/noise.ts");
const { norms } = await import("../apps/server/scripts/speech-model/training-set.ts");
const { runEngine } = await import("../apps/server/src/speech/engine-run.ts");
const { readingFeatures } = await import("../apps/server/src/speech/features.ts");
const { scoreLearned } = await import("../apps/server/src/speech/learned-scoring.ts");
const { scoringModel } = await import("../apps/server/src/speech/model/scoring-model.ts");
const { parseReferenceText } = await import("../apps/server/src/speech/reference-text.ts");
const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { DP } = await import("../apps/server/src/speech/word-alignment.ts");

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const fresh = Number(arg("fresh", 200));
const { dir, why } = datasetDir();
if (!dir) {
  console.log(`speech-agreement: skipped, ${why}`);
  process.exit(0);
}

const model = scoringModel();
const test = loadSplit(dir, "test");
const pairs = otherTexts(test);
let pool;
const startPool = async () => {
  pool ??= await SpeechPool.start({ size: cpus().length, maxQueue: 64, timeoutMs: 120_000 });
  return pool;
};

/** Runs (or reads from the cache) every job, two per worker at a time. */
async function runAll(jobs) {
  const out = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const job = jobs[i];
      const path = runPath(dir, "test", job.kind, job.utt.id);
      let run = readRun(path);
      if (!run) {
        run = await runEngine(await startPool(), job.norms, job.pcm());
        writeRun(path, run);
      }
      out[i] = run;
    }
  };
  await Promise.all(Array.from({ length: cpus().length * 2 }, worker));
  return out;
}

const own = test.map((utt) => ({
  kind: "own",
  utt,
  norms: norms(referenceText(utt)),
  pcm: () => readAudio(dir, utt.id),
}));
const other = test.slice(0, 500).map((utt) => ({
  kind: "other",
  utt,
  norms: norms(referenceText(pairs.get(utt.id))),
  pcm: () => readAudio(dir, utt.id),
}));
const noise = test.slice(0, 100).map((utt) => ({
  kind: "noise",
  utt,
  norms: norms(referenceText(utt)),
  pcm: () => noiseRecording(Number(utt.id) + 1),
}));
const [ownRuns, otherRuns, noiseRuns] = [await runAll(own), await runAll(other), await runAll(noise)];

function score(job, run) {
  const ref = parseReferenceText(job.norms.join(" "), "read_sentence");
  const features = readingFeatures(run, job.norms, model.phoneNorms);
  return scoreLearned(ref.words, features, run, model);
}

const results = own.map((job, i) => ({ utt: job.utt, ...score(job, ownRuns[i]) }));
const fmtR = ({ r, lo, hi, n }) => `${r.toFixed(3)} [${lo.toFixed(3)}, ${hi.toFixed(3)}] (n ${n})`;
const pct = ({ p, lo, hi, n }) =>
  `${(100 * p).toFixed(1)}% [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}] (n ${n})`;

console.log(
  `speechocean762 test split: ${results.length} readings; model: ${model.trainedOn}, engine ${model.engine}`,
);
console.log("Pearson r with the experts' median (95% CI):");
const groups = [
  ["all ages", () => true],
  ["age ≤ 12", (u) => u.age <= 12],
  ["age ≥ 13", (u) => u.age >= 13],
];
for (const [label, keep] of groups) {
  const rs = results.filter((x) => keep(x.utt));
  console.log(`  ${label}:`);
  for (const [name, ours, human] of [
    ["accuracy", (x) => x.scores.accuracy, (u) => u.accuracy],
    ["fluency", (x) => x.scores.fluency, (u) => u.fluency],
    ["completeness", (x) => x.scores.integrity, (u) => u.completeness],
    ["total", (x) => x.scores.total, (u) => u.total],
  ])
    console.log(
      `    ${name.padEnd(13)} ${fmtR(
        pearsonCi(
          rs.map(ours),
          rs.map((x) => human(x.utt)),
        ),
      )}`,
    );
}

const words = results.flatMap((x) => x.words.map((w, i) => ({ w, human: x.utt.words[i]?.accuracy })));
const flagged = (w) => w.dp === DP.omitted || w.dp === DP.mispronounced;
const low = words.filter((x) => x.human <= 3);
const perfect = words.filter((x) => x.human === 10);
console.log("Word level (flagged = omitted or mispronounced):");
console.log(
  `  words the experts scored ≤ 3 that are flagged: ${pct(proportionCi(low.filter((x) => flagged(x.w)).length, low.length))}`,
);
console.log(
  `  words the experts scored 10 that are flagged:  ${pct(proportionCi(perfect.filter((x) => flagged(x.w)).length, perfect.length))}`,
);
console.log(`    of which omitted: ${perfect.filter((x) => x.w.dp === DP.omitted).length}`);
const wordR = pearsonCi(
  words.filter((x) => x.human !== undefined).map((x) => x.w.score),
  words.filter((x) => x.human !== undefined).map((x) => x.human),
);
console.log(`  word score vs experts' word accuracy: r ${fmtR(wordR)}`);

console.log("Rejection (is_rejected):");
const good = results.filter((x) => x.utt.total >= 7);
console.log(
  `  readings the experts scored total ≥ 7: ${pct(proportionCi(good.filter((x) => x.scores.isRejected).length, good.length))}`,
);
console.log(
  `  all readings of their own text:       ${pct(proportionCi(results.filter((x) => x.scores.isRejected).length, results.length))}`,
);
const otherRejected = other.filter((job, i) => score(job, otherRuns[i]).scores.isRejected).length;
const noiseRejected = noise.filter((job, i) => score(job, noiseRuns[i]).scores.isRejected).length;
console.log(`  readings of another sentence:          ${pct(proportionCi(otherRejected, other.length))}`);
console.log(`  noise recordings:                      ${pct(proportionCi(noiseRejected, noise.length))}`);

if (fresh > 0) {
  const sample = own.slice(0, fresh);
  const p = await startPool();
  let audioSeconds = 0;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < sample.length) {
      const job = sample[next++];
      const pcm = job.pcm();
      audioSeconds += pcm.length / 32000;
      const run = await runEngine(p, job.norms, pcm);
      score(job, run);
    }
  };
  await Promise.all(Array.from({ length: p.size * 2 }, worker));
  const wall = (performance.now() - started) / 1000;
  console.log(
    `Throughput: ${audioSeconds.toFixed(0)} s of audio scored in ${wall.toFixed(1)} s with ${p.size} workers: ${(audioSeconds / wall).toFixed(1)} s of audio per wall second`,
  );
}
await pool?.close();
