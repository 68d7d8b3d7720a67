import type { EngineRun } from "./engine-run.ts";
import {
  phoneEvidence,
  type ReadingFeatures,
  stackedFeatures,
  WORD_MODEL_FEATURES,
  type WordAcoustics,
  wordAloneVector,
} from "./features.ts";
import { predict } from "./model/gbdt.ts";
import type { ScoringModel } from "./model/scoring-model.ts";
import type { RefWord } from "./reference-text.ts";
import type { PhoneScore, ReadingScores, WordScore } from "./scoring.ts";
import { detectTip, type Tip } from "./tips.ts";
import { DP } from "./word-alignment.ts";

/** Rounds to 2 decimals. */
function r2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** A 0–10 prediction as a 0–5 engine score. */
function toFive(x: number): number {
  return Math.min(5, Math.max(0, x / 2));
}

/**
 * A tip this clear marks its word mispronounced even when the word model would let it pass. Weaker
 * tips are advice on the phone only. On speechocean762's train split about 1% of the words the
 * experts scored perfect hold a tip this clear.
 */
export const STRONG_TIP = 6;
/**
 * Experts mark a reading with missing words down steeply (on speechocean762's train split, readings
 * with half the words missing average 2.6 of 10 in total). The learned models cannot see that, because
 * the aligner's omissions in real readings are often words the experts did hear; so a sentence score
 * (0–10) is capped by the share of words clearly left out: a word or so free, then in proportion
 * (half the words left out caps it at 5).
 * @param score10 predicted score, 0–10
 * @param omittedShare share of words left out
 * @returns the capped score
 */
export function completenessCap(score10: number, omittedShare: number): number {
  const cap = 1 - (0.5 * Math.max(0, omittedShare - CAP_FREE)) / (0.5 - CAP_FREE);
  return Math.min(score10, 10 * Math.max(0, cap));
}

/**
 * The expected share of a text's words that were said: each word found counts by its probability of
 * being recognisably said (1 - the bad-word probability), in full from `full` up; a word left out counts 0.
 * @param found per word, whether the aligner found it
 * @param pBad per word, the bad-word model's probability (experts ≤ 3)
 * @param full probability of being said from which a word counts in full
 * @returns 0–1
 */
export function saidShare(found: readonly boolean[], pBad: readonly number[], full: number): number {
  if (!found.length) return 0;
  let sum = 0;
  found.forEach((f, i) => {
    if (f) sum += Math.min(1, Math.max(0, 1 - (pBad[i] ?? 1)) / full);
  });
  return sum / found.length;
}

/** Share of words that may be left out before the cap applies. */
const CAP_FREE = 0.1;
/** A read word whose phones last this much longer than usual (mean log-duration z) may hide another. */
const STRETCHED = 1;
const DUR_Z = WORD_MODEL_FEATURES.indexOf("w_dur_z_mean");

/**
 * The share of the text's words clearly left out: no speech was found for them, and the read words
 * next to them are not stretched. When a neighbour lasts much longer than usual, the aligner has
 * probably given it the missing word's speech (learners' readings often fool it so), and the experts
 * still heard the word.
 * @param features the reading's features
 * @returns share in [0, 1]
 */
export function leftOutShare(features: ReadingFeatures): number {
  const stretched = (i: number) => {
    const z = features.words[i]?.[DUR_Z];
    return z !== undefined && z > STRETCHED;
  };
  let left = 0;
  features.acoustics.forEach((a, i) => {
    if (a.found) return;
    let prev = i - 1;
    while (prev >= 0 && !features.acoustics[prev]?.found) prev--;
    let next = i + 1;
    while (next < features.acoustics.length && !features.acoustics[next]?.found) next++;
    if (!stretched(prev) && !stretched(next)) left++;
  });
  return left / Math.max(1, features.acoustics.length);
}

/**
 * Whether a word's phones hold a tip clear enough to mark the word mispronounced by itself.
 * @param tips the tip found on each phone, if any
 * @returns true when one is at least STRONG_TIP
 */
export function hasClearTip(tips: readonly (Tip | undefined)[]): boolean {
  return tips.some((t) => (t?.margin ?? 0) >= STRONG_TIP);
}

/** The highest score (0–5) a word marked mispronounced shows. */
const FLAGGED_MAX = 2.5;
/** The highest score (0–5) of a word with a pronunciation tip (advice on a phone, word not flagged). */
const TIPPED_MAX = 4;

/**
 * Scores each expected phone of a read word (0–5 from its log posterior ratio) and looks for the
 * confusions typical of Japanese speakers.
 */
function phoneResults(acoustics: WordAcoustics, ci: readonly string[], model: ScoringModel) {
  const { lprZero, lprFull } = model.phone;
  const span = lprFull - lprZero || 1;
  return acoustics.phones.map((p, i) => ({
    p,
    score: r2(5 * Math.min(1, Math.max(0, (phoneEvidence(p, ci).lpr - lprZero) / span))),
    tip: detectTip(acoustics, i, ci),
  }));
}

/**
 * The phones of a word for the result: a phone with a tip is marked 128 with the phone heard and the
 * tip; in a mispronounced word, so are the phones below 2.5 and the worst one.
 */
function markPhones(results: ReturnType<typeof phoneResults>, flagged: boolean): PhoneScore[] {
  const worst = results.reduce((w, x, i) => (x.score < (results[w]?.score ?? 6) ? i : w), 0);
  return results.map(({ p, score, tip }, i) => {
    const bad = tip !== undefined || (flagged && (score < 2.5 || i === worst));
    return {
      content: p.p,
      begPos: p.sf,
      endPos: p.ef + 1,
      dp: bad ? DP.mispronounced : DP.ok,
      score,
      ...(tip ? { heard: tip.heard, tip: tip.key } : {}),
    };
  });
}

/**
 * Applies the learned model: every read word gets its predicted accuracy, the reading its predicted
 * accuracy, fluency and total; integrity is the share of the text's words actually read. A reading
 * is rejected only when it holds no speech or the rejection model finds it is not this text (another
 * text, or noise); a rejected total is divided by 10, as ISE does.
 * @param ref reference words
 * @param features the reading's features (features.ts)
 * @param run the engine run
 * @param model the scoring model
 * @param wordList the text is words read one by one (read_word), not sentences
 * @returns word results (with phones) and the reading's scores
 */
export function scoreLearned(
  ref: readonly RefWord[],
  features: ReadingFeatures,
  run: EngineRun,
  model: ScoringModel,
  wordList = false,
): { words: WordScore[]; scores: ReadingScores; rejectProbability: number } {
  const ci = run.reply?.ci ?? [];
  // Every word gets a prediction (an omitted one from what the text says of it); the sentence models
  // read their summary.
  const predictions = ref.map((_, i) =>
    predict(
      wordList ? model.wordAlone : model.word,
      wordList ? wordAloneVector(features.words[i] as number[]) : (features.words[i] as number[]),
    ),
  );
  // Probability that the experts would score each word 3 or less (sentences only): it flags words and
  // counts them out of completeness.
  const pBad = wordList ? [] : ref.map((_, i) => predict(model.wordBad, features.words[i] as number[]));
  let lastEnd = 0;
  const words: WordScore[] = ref.map((word, i) => {
    const a = features.acoustics[i];
    const f = a?.found;
    if (!a || !f)
      return { ...word, dp: DP.omitted, begPos: lastEnd, endPos: lastEnd, score: 0, repeated: false };
    lastEnd = f.ef + 1;
    const predicted = predictions[i] as number;
    const phones = phoneResults(a, ci, model);
    const likelyBad = wordList
      ? predicted < model.thresholds.wordAloneFlag
      : (pBad[i] as number) > model.thresholds.wordFlag;
    const flagged = likelyBad || hasClearTip(phones.map((x) => x.tip));
    const dp = flagged ? DP.mispronounced : f.repeated ? DP.repeated : DP.ok;
    const scored: WordScore = {
      ...word,
      dp,
      begPos: f.sf,
      endPos: f.ef + 1,
      // a word marked mispronounced never shows more than half marks, one with a tip not full marks
      score: r2(
        Math.min(flagged ? FLAGGED_MAX : phones.some((x) => x.tip) ? TIPPED_MAX : 5, toFive(predicted)),
      ),
      repeated: f.repeated,
    };
    scored.phones = markPhones(phones, flagged);
    return scored;
  });
  const read = words.filter((w) => w.dp !== DP.omitted);
  const x = [
    ...features.utterance,
    ...stackedFeatures(
      predictions,
      words.map((w) => w.dp === DP.mispronounced),
    ),
  ];
  const rejectProbability = run.reply ? predict(model.reject, features.utterance) : 1;
  // The experts' completeness: the share of the text's words actually said, a word said so badly that
  // it is not recognisable as the word not counting (by the probability the bad-word model gives it).
  const said = saidShare(
    words.map((w) => w.dp !== DP.omitted),
    // words read one by one: a word marked mispronounced is one the experts would likely score 3 or less
    wordList ? words.map((w) => (w.dp === DP.mispronounced ? 1 : 0)) : pBad,
    model.thresholds.said,
  );
  const isRejected = !run.hasSpeech || !read.length || rejectProbability > model.thresholds.reject;
  const n = words.length;
  const standard = n ? words.reduce((sum, w) => sum + w.score, 0) / n : 0;
  // in tenths: a clear reading of every word (each almost surely said) is a full 5
  const integrity = Math.round(50 * said) / 10;
  if (wordList) {
    // Words read one by one (read_word): the sentence models, fitted on sentences, do not apply; every
    // score is the mean word score (a word left out scores 0).
    const total = read.length ? standard : 0;
    return {
      words,
      rejectProbability,
      scores: {
        total: r2(isRejected ? total / 10 : total),
        accuracy: r2(total),
        fluency: r2(total),
        integrity: r2(integrity),
        standard: r2(standard),
        isRejected,
      },
    };
  }
  // Nothing of the text was read (silence, or the grammar found no word): every score is 0.
  const omitted = leftOutShare(features);
  const total = read.length ? toFive(completenessCap(predict(model.sentence.total, x), omitted)) : 0;
  return {
    words,
    rejectProbability,
    scores: {
      total: r2(isRejected ? total / 10 : total),
      accuracy: r2(read.length ? toFive(completenessCap(predict(model.sentence.accuracy, x), omitted)) : 0),
      fluency: r2(read.length ? toFive(predict(model.sentence.fluency, x)) : 0),
      integrity: r2(integrity),
      standard: r2(standard),
      isRejected,
    },
  };
}
