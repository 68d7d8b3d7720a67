/**
 * Runs the offline engine over speechocean762 and caches every run (see engine-cache.ts):
 * each reading against its own text, and against another reading's text (the "not the text" cases
 * the rejection model learns from). Already cached runs are skipped, so an interrupted run resumes.
 *
 *   SPEECHOCEAN762_DIR=/data/speechocean762 npx tsx apps/server/scripts/speech-model/extract.ts \
 *     [--splits train,test] [--limit N] [--other train,test] [--other-limit 2500] [--noise train,test] [--noise-limit 300] [--noisy train] [--noisy-limit 800]
 */
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { runEngine } from "../../src/speech/engine-run.ts";
import { SpeechPool } from "../../src/speech/pool.ts";
import { parseReferenceText } from "../../src/speech/reference-text.ts";
import { datasetDir, loadSplit, readAudio, referenceText, type Split, type Utterance } from "./dataset.ts";
import { engineKey, otherTexts, type RunKind, runPath, writeRun } from "./engine-cache.ts";
import { addNoise, noiseRecording } from "./noise.ts";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

interface Job {
  split: Split;
  kind: RunKind;
  utt: Utterance;
  text: string;
}

async function main(): Promise<void> {
  const { dir, why } = datasetDir();
  if (!dir) throw new Error(why);
  const splits = arg("splits", "train,test").split(",").filter(Boolean) as Split[];
  const others = arg("other", "train,test").split(",").filter(Boolean) as Split[];
  const otherLimit = Number(arg("other-limit", "2500"));
  const noises = arg("noise", "train,test").split(",").filter(Boolean) as Split[];
  const noiseLimit = Number(arg("noise-limit", "300"));
  const limit = Number(arg("limit", "100000"));
  const noisy = arg("noisy", "train").split(",").filter(Boolean) as Split[];
  const noisyLimit = Number(arg("noisy-limit", "800"));
  const key = engineKey();
  const jobs: Job[] = [];
  for (const split of splits) {
    const utts = loadSplit(dir, split);
    for (const utt of utts.slice(0, limit)) jobs.push({ split, kind: "own", utt, text: referenceText(utt) });
  }
  for (const split of others) {
    const utts = loadSplit(dir, split);
    const pairs = otherTexts(utts);
    for (const utt of utts.slice(0, otherLimit)) {
      const other = pairs.get(utt.id);
      if (other) jobs.push({ split, kind: "other", utt, text: referenceText(other) });
    }
  }
  for (const split of noises) {
    const utts = loadSplit(dir, split);
    for (const utt of utts.slice(0, noiseLimit))
      jobs.push({ split, kind: "noise", utt, text: referenceText(utt) });
  }
  for (const split of noisy) {
    const utts = loadSplit(dir, split);
    // every third reading, so all speakers get some
    for (const utt of utts.filter((_, i) => i % 3 === 0).slice(0, noisyLimit))
      jobs.push({ split, kind: "noisy", utt, text: referenceText(utt) });
  }
  const todo = jobs.filter((j) => !readRunExists(dir, j, key));
  console.log(`engine ${key}: ${jobs.length} runs, ${todo.length} to do`);
  const pool = await SpeechPool.start({ size: cpus().length, maxQueue: 64, timeoutMs: 120_000 });
  const started = Date.now();
  let done = 0;
  let audioSeconds = 0;
  const worker = async () => {
    for (let job = todo.shift(); job; job = todo.shift()) {
      const ref = parseReferenceText(job.text, "read_sentence");
      if (typeof ref === "string") throw new Error(`${job.utt.id}: ${ref}`);
      const pcm =
        job.kind === "noise"
          ? noiseRecording(Number(job.utt.id) + (job.split === "test" ? 1 : 0))
          : job.kind === "noisy"
            ? addNoise(readAudio(dir, job.utt.id), 10 + (Number(job.utt.id) % 21), Number(job.utt.id))
            : readAudio(dir, job.utt.id);
      const run = await runEngine(
        pool,
        ref.words.map((w) => w.norm),
        pcm,
      );
      writeRun(runPath(dir, job.split, job.kind, job.utt.id, key), run);
      audioSeconds += pcm.length / 32000;
      if (++done % 200 === 0) {
        const s = (Date.now() - started) / 1000;
        console.log(`${done} runs, ${(audioSeconds / s).toFixed(1)} s of audio per second`);
      }
    }
  };
  await Promise.all(Array.from({ length: pool.size * 2 }, worker));
  await pool.close();
  console.log(`done: ${done} runs in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function readRunExists(dir: string, j: Job, key: string): boolean {
  return existsSync(runPath(dir, j.split, j.kind, j.utt.id, key));
}

await main();
