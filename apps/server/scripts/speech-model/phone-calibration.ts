/**
 * Phone scores: a phone's log posterior ratio against the best phone over its frames (LPR), mapped
 * linearly to 0–5 between two points fitted on the train split: the typical worst phone of words the
 * experts scored ≤ 3 (score 0) and the typical phone of words they scored 10 (score 5).
 */
import { phoneEvidence, type ReadingFeatures } from "../../src/speech/features.ts";
import type { PhoneCalibration } from "../../src/speech/model/scoring-model.ts";
import type { Utterance } from "./dataset.ts";
import { median } from "./dataset.ts";

/**
 * Fits the two calibration points.
 * @param rows train readings with their features and the model's CI phone names
 * @returns the calibration
 */
export function fitPhoneCalibration(
  rows: readonly { utt: Utterance; f: ReadingFeatures; ci: readonly string[] }[],
): PhoneCalibration {
  const good: number[] = [];
  const worst: number[] = [];
  for (const { utt, f, ci } of rows)
    f.acoustics.forEach((a, i) => {
      const human = utt.words[i]?.accuracy;
      if (human === undefined || !a.found || !a.phones.length) return;
      const lprs = a.phones.map((p) => phoneEvidence(p, ci).lpr);
      if (human === 10) good.push(...lprs);
      else if (human <= 3) worst.push(Math.min(...lprs));
    });
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { lprZero: round(median(worst)), lprFull: round(median(good)) };
}
