/**
 * Feature rows of the data set from cached engine runs: sentence rows (one per reading), word rows
 * (one per reference word) and rejection rows (readings of their own text against readings of another
 * text and pure noise). Used by train.ts (train split) and bench/speech-agreement.mjs (test split).
 */
import type { EngineRun } from "../../src/speech/engine-run.ts";
import {
  type PhoneNorms,
  type PhoneStats,
  phoneEvidence,
  readingFeatures,
} from "../../src/speech/features.ts";
import { parseReferenceText } from "../../src/speech/reference-text.ts";
import { referenceText, type Split, type Utterance } from "./dataset.ts";
import { otherTexts, type RunKind, readRun, runPath } from "./engine-cache.ts";

/** One reading with its features and labels. */
export interface SentenceRow {
  utt: Utterance;
  run: EngineRun;
  norms: string[];
  features: ReturnType<typeof readingFeatures>;
}

/** Normalised words of a reference text. */
export function norms(text: string): string[] {
  const ref = parseReferenceText(text, "read_sentence");
  if (typeof ref === "string") throw new Error(`bad reference text: ${text}`);
  return ref.words.map((w) => w.norm);
}

/**
 * Loads the cached runs of a split that exist for this engine version.
 * @param dir data set folder
 * @param split split
 * @param kind own text or another utterance's text
 * @param utts the split's utterances
 * @returns utterance, run and the reference words it was aligned with
 */
export function loadRuns(
  dir: string,
  split: Split,
  kind: RunKind,
  utts: readonly Utterance[],
): { utt: Utterance; run: EngineRun; norms: string[] }[] {
  const pairs = kind === "other" ? otherTexts(utts) : undefined; // noise runs used the own text
  const out: { utt: Utterance; run: EngineRun; norms: string[] }[] = [];
  for (const utt of utts) {
    const run = readRun(runPath(dir, split, kind, utt.id));
    if (!run) continue;
    const textOf = pairs ? pairs.get(utt.id) : utt;
    if (!textOf) continue;
    out.push({ utt, run, norms: norms(referenceText(textOf)) });
  }
  return out;
}

/**
 * How phones behave in the words the experts scored 10 for accuracy: log-duration and log posterior
 * ratio, mean and spread per phone (phones seen fewer than 20 times get none).
 * @param runs own-text runs of the training split
 * @returns the phone norms
 */
export function fitPhoneNorms(
  runs: readonly { utt: Utterance; run: EngineRun; norms: string[] }[],
): PhoneNorms {
  const duration = new Map<string, number[]>();
  const lpr = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number) => m.set(k, [...(m.get(k) ?? []), v]);
  for (const { utt, run, norms: words } of runs) {
    const f = readingFeatures(run, words, { duration: {}, lpr: {} });
    const ci = run.reply?.ci ?? [];
    f.acoustics.forEach((a, i) => {
      if ((utt.words[i]?.accuracy ?? 0) < 10 || !a.found) return;
      for (const p of a.phones) {
        push(duration, p.p, Math.log(p.ef - p.sf + 1));
        push(lpr, p.p, phoneEvidence(p, ci).lpr);
      }
    });
  }
  return { duration: stats(duration), lpr: stats(lpr) };
}

function stats(values: Map<string, number[]>): PhoneStats {
  const out: Record<string, readonly [number, number]> = {};
  const round = (x: number) => Math.round(x * 1000) / 1000;
  for (const [p, xs] of [...values.entries()].sort()) {
    if (xs.length < 20) continue;
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length;
    out[p] = [round(m), round(Math.sqrt(v))];
  }
  return out;
}
