import { describe, expect, it } from "vitest";
import {
  readingFeatures,
  SENTENCE_FEATURES,
  UTTERANCE_FEATURES,
  WORD_ALONE_FEATURES,
  WORD_MODEL_FEATURES,
} from "./features.ts";
import { saidShare, scoreLearned } from "./learned-scoring.ts";
import type { GbdtModel } from "./model/gbdt.ts";
import type { ScoringModel } from "./model/scoring-model.ts";
import { parseReferenceText, type RefText } from "./reference-text.ts";
import { fixtureRun } from "./run-fixture.ts";
import { DP } from "./word-alignment.ts";

/** A model of one split: feature <= at → low, else high (NaN goes low). */
function split(
  features: readonly string[],
  feature: string,
  at: number,
  low: number,
  high: number,
): GbdtModel {
  return {
    kind: "gbdt",
    loss: "l2",
    features: [...features],
    base: 0,
    trees: [
      {
        f: [features.indexOf(feature), -1, -1],
        t: [at, 0, 0],
        l: [1, 0, 0],
        r: [2, 0, 0],
        m: [0, 0, 0],
        v: [0, low, high],
      },
    ],
  };
}

const constant = (features: readonly string[], value: number, loss: "l2" | "logistic" = "l2"): GbdtModel => ({
  kind: "gbdt",
  loss,
  features: [...features],
  base: value,
  trees: [],
});

// Sentence scores follow the share of words read; a word scores 2, and is likely bad, when a rival phone
// wins by more than 3.
const MODEL: ScoringModel = {
  version: 1,
  trainedOn: "test",
  engine: "test",
  phoneNorms: { duration: {}, lpr: {} },
  sentence: {
    accuracy: split(SENTENCE_FEATURES, "u_found_share", 0.9, 4, 8),
    fluency: constant(SENTENCE_FEATURES, 7),
    total: split(SENTENCE_FEATURES, "u_found_share", 0.9, 3, 9),
  },
  word: split(WORD_MODEL_FEATURES, "w_lpr_min", -3, 2, 9),
  wordBad: { ...split(WORD_MODEL_FEATURES, "w_lpr_min", -3, 3, -3), loss: "logistic" },
  wordAlone: split(WORD_ALONE_FEATURES, "w_lpr_min", -3, 2, 8),
  reject: split(UTTERANCE_FEATURES, "u_lpp_mean", -5, 0, 0),
  thresholds: { wordFlag: 0.5, wordAloneFlag: 5, said: 0.8, reject: 0.5 },
  phone: { lprZero: -6, lprFull: 0 },
};

function ref(text: string): RefText {
  return parseReferenceText(text, "read_sentence") as RefText;
}

function score(run: ReturnType<typeof fixtureRun>, text: string, model = MODEL) {
  const r = ref(text);
  return scoreLearned(
    r.words,
    readingFeatures(
      run,
      r.words.map((w) => w.norm),
      model.phoneNorms,
    ),
    run,
    model,
  );
}

const TEXT = "Turn right at the corner.";

describe("learned scoring", () => {
  const clean = fixtureRun([
    { w: "turn", ref: 0, phones: ["T", "ER", "N"], sf: 40, ef: 69 },
    { w: "right", ref: 1, phones: ["R", "AY", "T"], sf: 70, ef: 99 },
    { w: "at", ref: 2, phones: ["AE", "T"], sf: 100, ef: 119 },
    { w: "the", ref: 3, phones: ["DH", "AH"], sf: 120, ef: 134 },
    { w: "corner", ref: 4, phones: ["K", "AO", "R", "N", "ER"], sf: 135, ef: 189 },
  ]);

  it("scores a clean reading from the models, on the 0–5 scale", () => {
    const { words, scores } = score(clean, TEXT);
    expect(scores).toMatchObject({ total: 4.5, accuracy: 4, fluency: 3.5, integrity: 5, isRejected: false });
    expect(words.map((w) => [w.content, w.dp, w.score])).toEqual([
      ["Turn", DP.ok, 4.5],
      ["right", DP.ok, 4.5],
      ["at", DP.ok, 4.5],
      ["the", DP.ok, 4.5],
      ["corner", DP.ok, 4.5],
    ]);
    expect(words[1]?.phones?.map((p) => [p.content, p.dp, p.score])).toEqual([
      ["R", 0, 5],
      ["AY", 0, 5],
      ["T", 0, 5],
    ]);
  });

  it("marks a word whose phone sounds like another, with the phone, what was heard and the tip", () => {
    const light = structuredClone(clean);
    const right = light.reply?.wph?.[1]?.ph[0];
    if (!right) throw new Error("fixture");
    right.ll[light.reply?.ci?.indexOf("L") ?? -1] = 3;
    const { words } = score(light, TEXT);
    expect(words[1]).toMatchObject({ dp: DP.mispronounced, score: 1 });
    expect(words[1]?.phones?.[0]).toMatchObject({
      content: "R",
      dp: 128,
      score: 1.67,
      heard: "L",
      tip: "r-l",
    });
    expect(words[1]?.phones?.slice(1).map((p) => p.dp)).toEqual([0, 0]);
  });

  it("omits skipped words and lowers the scores the model ties to them", () => {
    const half = fixtureRun([
      { w: "turn", ref: 0, phones: ["T", "ER", "N"], sf: 40, ef: 69 },
      { w: "the", ref: 3, phones: ["DH", "AH"], sf: 120, ef: 134 },
    ]);
    const { words, scores } = score(half, TEXT);
    expect(words.map((w) => w.dp)).toEqual([DP.ok, DP.omitted, DP.omitted, DP.ok, DP.omitted]);
    expect(words[1]).toMatchObject({ score: 0, begPos: 70, endPos: 70 });
    expect(scores.integrity).toBe(2);
    expect(scores.total).toBe(1.5);
  });

  it("rejects what the rejection model finds is not this text, dividing the total by 10", () => {
    const strict = { ...MODEL, reject: constant(UTTERANCE_FEATURES, 2, "logistic") };
    const { scores, rejectProbability } = score(clean, TEXT, strict);
    expect(rejectProbability).toBeGreaterThan(0.8);
    expect(scores).toMatchObject({ isRejected: true, total: 0.45 });
  });

  it("gives silence 0 everywhere and rejects it", () => {
    const silent = { frames: 300, energies: [], speech: [], hasSpeech: false, speculative: false };
    const { words, scores } = score(silent, TEXT);
    expect(scores).toMatchObject({ total: 0, accuracy: 0, fluency: 0, integrity: 0, isRejected: true });
    expect(words.every((w) => w.dp === DP.omitted)).toBe(true);
  });
});

describe("saidShare (completeness)", () => {
  it("counts each found word by its chance of being said and a left-out word as nothing", () => {
    // three words: said for sure, likely mumbled beyond recognition, left out
    expect(saidShare([true, true, false], [0, 0.8, 0], 1)).toBeCloseTo((1 + 0.2 + 0) / 3, 6);
  });

  it("counts a word in full once its chance of being said reaches the model's threshold", () => {
    expect(saidShare([true, true], [0.1, 0.5], 0.9)).toBeCloseTo((1 + 0.5 / 0.9) / 2, 6);
    expect(saidShare([], [], 1)).toBe(0);
  });
});
