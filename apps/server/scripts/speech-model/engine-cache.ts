/**
 * Engine runs of the data set's readings, cached per engine version: the native sources and the
 * engine's environment settings make the key, so a changed engine never reuses stale runs.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { EngineRun } from "../../src/speech/engine-run.ts";
import type { Split, Utterance } from "./dataset.ts";

const nativeDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../native");

/** Environment variables that change what the engine answers. */
export const ENGINE_ENV = ["HIBIKI_INS_PROB", "HIBIKI_SKIP_PROB"];

/** A short hash of the native sources and engine settings (SPEECH_ENGINE_KEY reads another version's runs). */
export function engineKey(): string {
  if (process.env.SPEECH_ENGINE_KEY) return process.env.SPEECH_ENGINE_KEY;
  const h = createHash("sha1");
  for (const f of readdirSync(nativeDir).sort())
    if (f.endsWith(".c") || f.endsWith(".h")) h.update(f).update(readFileSync(join(nativeDir, f)));
  for (const v of ENGINE_ENV) h.update(`${v}=${process.env[v] ?? ""}`);
  return h.digest("hex").slice(0, 12);
}

/**
 * Which runs: readings of their own text, of another utterance's text, noise recordings (no reading
 * at all) against an utterance's text (those two are the rejection model's data), and readings of
 * their own text with background noise added (noisy classrooms; same labels).
 */
export type RunKind = "own" | "other" | "noise" | "noisy";

/** Where one run is cached. */
export function runPath(dir: string, split: Split, kind: RunKind, id: string, key = engineKey()): string {
  return join(dir, ".hibiki-cache", key, `${split}-${kind}`, `${id}.json`);
}

/** A cached run, if present. */
export function readRun(path: string): EngineRun | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as EngineRun) : undefined;
}

/** Stores a run. */
export function writeRun(path: string, run: EngineRun): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(run));
}

/**
 * Pairs every utterance with the text of another utterance of the same split that reads a different
 * sentence (a fixed derangement, so runs are repeatable).
 * @param utts utterances of one split
 * @returns id → the other utterance whose words are the wrong text
 */
export function otherTexts(utts: readonly Utterance[]): Map<string, Utterance> {
  const out = new Map<string, Utterance>();
  const text = (u: Utterance) => u.words.map((w) => w.text.toLowerCase()).join(" ");
  utts.forEach((u, i) => {
    for (let step = 0; step < utts.length; step++) {
      const other = utts[(i * 7919 + 1013 + step * 31) % utts.length] as Utterance;
      if (text(other) !== text(u)) {
        out.set(u.id, other);
        return;
      }
    }
  });
  return out;
}
