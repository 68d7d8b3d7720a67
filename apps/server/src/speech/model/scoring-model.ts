import { readFileSync } from "node:fs";
import { z } from "zod";
import type { PhoneNorms } from "../features.ts";
import { type GbdtModel, parseGbdtModel } from "./gbdt.ts";

/** Linear map of a phone's log posterior ratio (LPR) to a 0–5 phone score. */
export interface PhoneCalibration {
  /** LPR that scores 0 */
  lprZero: number;
  /** LPR that scores 5 */
  lprFull: number;
}

/**
 * The learned scorer, fitted by scripts/speech-model/train.ts on speechocean762's train split.
 * Sentence and word models predict the experts' 0–10 scores; the rejection model the probability
 * that a recording is not a reading of the text.
 */
export interface ScoringModel {
  version: 1;
  trainedOn: string;
  /** engine version the features were computed with (scripts/speech-model/engine-cache.ts) */
  engine: string;
  phoneNorms: PhoneNorms;
  sentence: { accuracy: GbdtModel; fluency: GbdtModel; total: GbdtModel };
  /** predicted word accuracy (0–10) */
  word: GbdtModel;
  /** probability that the experts would score the word 3 or less */
  wordBad: GbdtModel;
  /** predicted word accuracy (0–10) from the word's own acoustics, for words read one by one */
  wordAlone: GbdtModel;
  reject: GbdtModel;
  thresholds: {
    /** a read word whose wordBad probability is above this is marked mispronounced */
    wordFlag: number;
    /** a word read on its own whose wordAlone prediction is below this is marked mispronounced */
    wordAloneFlag: number;
    /** a found word counts as said in full (integrity) once its probability of being said reaches this */
    said: number;
    /** rejection probability above which the recording is not a reading of the text */
    reject: number;
  };
  phone: PhoneCalibration;
}

const Shape = z.object({
  version: z.literal(1),
  trainedOn: z.string(),
  engine: z.string(),
  phoneNorms: z.object({
    duration: z.record(z.string(), z.tuple([z.number(), z.number()])),
    lpr: z.record(z.string(), z.tuple([z.number(), z.number()])),
  }),
  sentence: z.object({ accuracy: z.unknown(), fluency: z.unknown(), total: z.unknown() }),
  word: z.unknown(),
  wordBad: z.unknown(),
  wordAlone: z.unknown(),
  reject: z.unknown(),
  thresholds: z.object({
    wordFlag: z.number().min(0).max(1),
    wordAloneFlag: z.number(),
    said: z.number().gt(0).max(1),
    reject: z.number().min(0).max(1),
  }),
  phone: z.object({ lprZero: z.number(), lprFull: z.number() }),
});

/**
 * Validates a scoring model read from JSON.
 * @param json parsed JSON
 * @returns the model
 * @throws Error naming what is wrong
 */
export function parseScoringModel(json: unknown): ScoringModel {
  const m = Shape.parse(json);
  return {
    ...m,
    sentence: {
      accuracy: parseGbdtModel(m.sentence.accuracy),
      fluency: parseGbdtModel(m.sentence.fluency),
      total: parseGbdtModel(m.sentence.total),
    },
    word: parseGbdtModel(m.word),
    wordBad: parseGbdtModel(m.wordBad),
    wordAlone: parseGbdtModel(m.wordAlone),
    reject: parseGbdtModel(m.reject),
  };
}

let loaded: ScoringModel | undefined;

/**
 * The shipped model (scoring-model.json next to this file, or beside the bundle in dist/), read and
 * validated once.
 * @returns the model
 * @throws Error when the file is missing or invalid
 */
export function scoringModel(): ScoringModel {
  if (!loaded) {
    const url = new URL("./scoring-model.json", import.meta.url);
    loaded = parseScoringModel(JSON.parse(readFileSync(url, "utf8")));
  }
  return loaded;
}
