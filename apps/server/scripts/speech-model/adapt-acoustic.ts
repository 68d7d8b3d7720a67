/**
 * Adapts the en-us acoustic model's Gaussian means to learners' speech: MAP adaptation (SphinxTrain's
 * bw and map_adapt) on speechocean762's train split, each reading against its own text. Only the means
 * are written (adapting the variances too made recognition worse). The engine does not load them yet;
 * a bench tries them with pocketsphinx's -mean option (see README.md):
 *
 *   SPEECHOCEAN762_DIR=/data/speechocean762 npx tsx apps/server/scripts/speech-model/adapt-acoustic.ts \
 *     [--work /tmp/hibiki-adapt] [--out <work>/en-us-learner-means]
 *
 * Needs Debian's sphinxtrain, sphinxbase-utils and pocketsphinx packages (only to rebuild the file).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEFAULT_MODEL_DIR } from "../../src/speech/pool.ts";
import { readSendump, writeS3Float3d } from "./adapt/s3-files.ts";
import { audioName, datasetDir, loadSplit, referenceText } from "./dataset.ts";

const TRAIN_TOOLS = "/usr/lib/sphinxtrain";
const HMM = join(DEFAULT_MODEL_DIR, "en-us");
const DICT = join(DEFAULT_MODEL_DIR, "cmudict-en-us.dict");
/** The model's front end and feature settings (bw must read features as the decoder computes them). */
const FEATURE_ARGS = ["-feat", "1s_c_d_dd", "-svspec", "0-12/13-25/26-38", "-cmn", "batch", "-agc", "none"];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** Runs a tool, its log in work/<name>.log; resolves when it succeeds. */
function run(work: string, name: string, cmd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const log: Buffer[] = [];
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (d: Buffer) => log.push(d));
    child.stderr.on("data", (d: Buffer) => log.push(d));
    child.on("error", fail);
    child.on("close", (code) => {
      writeFileSync(join(work, `${name}.log`), Buffer.concat(log));
      if (code === 0) done();
      else fail(new Error(`${name} failed (exit ${code}); see ${join(work, `${name}.log`)}`));
    });
  });
}

async function main(): Promise<void> {
  const { dir, why } = datasetDir();
  if (!dir) throw new Error(`speechocean762 is needed: ${why}`);
  for (const tool of [join(TRAIN_TOOLS, "bw"), join(TRAIN_TOOLS, "map_adapt")])
    if (!existsSync(tool)) throw new Error(`${tool} is missing: apt install sphinxtrain`);
  const work = resolve(arg("work", "/tmp/hibiki-adapt"));
  const out = resolve(arg("out", join(work, "en-us-learner-means")));
  mkdirSync(join(work, "mfc"), { recursive: true });

  // Transcripts: train readings whose words are all in the dictionary (bw cannot spell the others).
  const words = new Set(
    readFileSync(DICT, "utf8")
      .split("\n")
      .map((l) => l.split(" ")[0]),
  );
  const train = loadSplit(dir, "train").sort((a, b) => a.id.localeCompare(b.id));
  const used = train.filter((u) => u.words.every((w) => words.has(w.text.toLowerCase())));
  const ids = used.map((u) => audioName(u.id));
  for (const id of ids) mkdirSync(join(work, "mfc", id.split("/")[0] as string), { recursive: true });
  const parts = [0, 1].map((k) => used.filter((_, i) => i % 2 === k));
  for (const [k, part] of parts.entries()) {
    writeFileSync(join(work, `part${k}.fileids`), `${part.map((u) => audioName(u.id)).join("\n")}\n`);
    writeFileSync(
      join(work, `part${k}.transcription`),
      `${part.map((u) => `<s> ${referenceText(u)} </s> (${u.id})`).join("\n")}\n`,
    );
  }
  writeFileSync(join(work, "all.fileids"), `${ids.join("\n")}\n`);
  console.log(
    `${used.length} of ${train.length} train readings (the others have words the dictionary lacks)`,
  );

  // Features as the decoder computes them.
  await run(work, "sphinx_fe", "sphinx_fe", [
    "-argfile",
    join(HMM, "feat.params"),
    "-samprate",
    "16000",
    "-c",
    join(work, "all.fileids"),
    "-di",
    join(dir, "WAVE"),
    "-do",
    join(work, "mfc"),
    "-ei",
    "WAV",
    "-eo",
    "mfc",
    "-mswav",
    "yes",
  ]);

  // bw needs the mixture weights as floats and the model definition as text.
  const mixw = readSendump(join(HMM, "sendump"));
  writeS3Float3d(join(work, "mixture_weights"), [mixw.senones, mixw.features, mixw.codewords], mixw.weights);
  execFileSync("pocketsphinx_mdef_convert", ["-text", join(HMM, "mdef"), join(work, "mdef.txt")], {
    stdio: "ignore",
  });
  const model = [
    "-moddeffn",
    join(work, "mdef.txt"),
    "-ts2cbfn",
    ".ptm.",
    "-meanfn",
    join(HMM, "means"),
    "-varfn",
    join(HMM, "variances"),
    "-mixwfn",
    join(work, "mixture_weights"),
    "-tmatfn",
    join(HMM, "transition_matrices"),
  ];

  // Baum-Welch counts, half the readings per core.
  await Promise.all(
    parts.map((_, k) => {
      mkdirSync(join(work, `acc${k}`), { recursive: true });
      return run(work, `bw${k}`, join(TRAIN_TOOLS, "bw"), [
        ...model,
        ...FEATURE_ARGS,
        "-dictfn",
        DICT,
        "-fdictfn",
        join(HMM, "noisedict"),
        "-ctlfn",
        join(work, `part${k}.fileids`),
        "-lsnfn",
        join(work, `part${k}.transcription`),
        "-cepdir",
        join(work, "mfc"),
        "-cepext",
        "mfc",
        "-accumdir",
        join(work, `acc${k}`),
        "-timing",
        "no",
      ]);
    }),
  );

  // MAP estimate of the means (tau estimated from the data); the rest of the model is kept.
  mkdirSync(resolve(out, ".."), { recursive: true });
  await run(work, "map_adapt", join(TRAIN_TOOLS, "map_adapt"), [
    ...model,
    "-accumdir",
    parts.map((_, k) => join(work, `acc${k}`)).join(","),
    "-mapmeanfn",
    out,
  ]);
  console.log(`wrote ${out}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
