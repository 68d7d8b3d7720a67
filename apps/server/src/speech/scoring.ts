import type { RefWord } from "./reference-text.ts";
import { type AlignedWord, DP, type DpMessage } from "./word-alignment.ts";

/** Scored reference word. Scores are 0-5 like ISE's English engine. */
export interface WordScore extends RefWord {
  dp: DpMessage;
  /** first and last 10 ms frame; for omitted words the position where they would have been */
  begPos: number;
  endPos: number;
  score: number;
  /** said again right after itself */
  repeated: boolean;
  /** set by the phone detail step */
  phones?: PhoneScore[];
}

/** One expected phone of a word, with where the free phone loop heard it. */
export interface PhoneScore {
  content: string;
  begPos: number;
  endPos: number;
  /** 0 heard as expected, 128 heard as something else */
  dp: 0 | 128;
}

/** Whole-reading scores (0-5) and ISE's rejection flag. */
export interface ReadingScores {
  total: number;
  accuracy: number;
  fluency: number;
  integrity: number;
  standard: number;
  isRejected: boolean;
}

/**
 * Calibration, measured on flite voices (slt, awb, rms, kal16): correct words have a GOP between
 * about -45 and +25 (mean -12), words aligned to a different sentence -130 to -10 (mean -65).
 */
const GOP_ZERO = -70;
const GOP_FULL = -15;
/** Word score (0-5) below which a found word is marked mispronounced. */
export const MISPRONOUNCED_BELOW = 2;
/** A found word needs this much voiced energy, else it is silence or noise the grammar absorbed. */
const MIN_VOICED = 0.25;
/** Share of speech outside the text's words (added words) that costs nothing (a word or two)… */
const ADDED_FREE = 0.15;
/** …and above which the recording is not a reading of the text (another sentence) and is rejected. */
const ADDED_REJECTED = 0.35;
/** A pause between words longer than this (frames) costs fluency. */
const LONG_PAUSE = 35;

/**
 * Maps goodness of pronunciation to a 0-5 word score (linear between the calibration points).
 * @param gop alignment minus phone-loop log-likelihood per frame
 * @returns score in [0, 5]
 */
export function gopToScore(gop: number): number {
  return 5 * Math.min(1, Math.max(0, (gop - GOP_ZERO) / (GOP_FULL - GOP_ZERO)));
}

/** Rounds to 2 decimals (the spec floors displayed scores to 2 decimals; the engine rounds). */
function r2(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * Classifies every reference word from the aligner's findings.
 * @param ref reference words
 * @param found aligned words (see alignWords)
 * @returns one WordScore per reference word, in order
 */
export function scoreWords(ref: RefWord[], found: AlignedWord[]): WordScore[] {
  const byIndex = new Map<number, AlignedWord>();
  for (const f of found) if (f.voiced >= MIN_VOICED) byIndex.set(f.index, f);
  let lastEnd = 0;
  return ref.map((word, i) => {
    const f = byIndex.get(i);
    if (!f) return { ...word, dp: DP.omitted, begPos: lastEnd, endPos: lastEnd, score: 0, repeated: false };
    lastEnd = f.ef + 1;
    const score = r2(gopToScore(f.gop));
    const dp = score < MISPRONOUNCED_BELOW ? DP.mispronounced : f.repeated ? DP.repeated : DP.ok;
    return { ...word, dp, begPos: f.sf, endPos: f.ef + 1, score, repeated: f.repeated };
  });
}

/**
 * Fluency from timing alone: speaking rate and long pauses between the words that were read.
 * @param words scored words
 * @returns fluency factor in [0, 1] before completeness is applied
 */
function timingFluency(words: WordScore[]): number {
  const read = words.filter((w) => w.dp !== DP.omitted);
  if (!read.length) return 0;
  const span = (read[read.length - 1] as WordScore).endPos - (read[0] as WordScore).begPos;
  if (span <= 0) return 0;
  let pauses = 0;
  for (let i = 1; i < read.length; i++) {
    const gap = (read[i] as WordScore).begPos - (read[i - 1] as WordScore).endPos;
    if (gap > LONG_PAUSE) pauses += gap - LONG_PAUSE;
  }
  const wpm = read.length / (span / 6000);
  // A single word has no meaningful rate.
  const rate = read.length < 3 ? 1 : Math.min(1, Math.max(0, (wpm - 30) / 60));
  const pause = Math.max(0, 1 - (2 * pauses) / span);
  return rate * pause;
}

/**
 * Combines word results into the reading scores. Integrity is the share of words read; accuracy the
 * mean score of the words read; fluency the timing factor scaled by completeness; the total weighs
 * accuracy and fluency and multiplies by completeness, so skipped halves land near 2. A reading
 * with too few acceptable words is rejected and, as ISE does, its total is divided by 10.
 * @param words output of scoreWords
 * @param hasSpeech whether the audio holds any voiced frame
 * @param insertedFrames frames of speech explained as added words (not in the text); beyond a
 *   small share they lower accuracy, and a recording mostly of other words is rejected
 * @returns the 0-5 scores
 */
export function scoreReading(words: WordScore[], hasSpeech: boolean, insertedFrames = 0): ReadingScores {
  const n = words.length;
  const read = words.filter((w) => w.dp !== DP.omitted);
  const good = words.filter((w) => w.dp === DP.ok || w.dp === DP.repeated);
  const completeness = n ? read.length / n : 0;
  const readFrames = read.reduce((s, w) => s + (w.endPos - w.begPos), 0);
  const added = insertedFrames / Math.max(1, insertedFrames + readFrames);
  const accuracy =
    (read.length ? read.reduce((s, w) => s + w.score, 0) / read.length : 0) *
    (1 - Math.max(0, added - ADDED_FREE));
  const fluency = 5 * timingFluency(words) * (0.5 + 0.5 * completeness);
  const standard = n ? words.reduce((s, w) => s + w.score, 0) / n : 0;
  const raw = (0.6 * accuracy + 0.4 * fluency) * completeness;
  const isRejected =
    !hasSpeech || !read.length || good.length / Math.max(1, n) < 0.3 || added > ADDED_REJECTED;
  return {
    total: r2(isRejected ? raw / 10 : raw),
    accuracy: r2(accuracy),
    fluency: r2(fluency),
    integrity: r2(5 * completeness),
    standard: r2(standard),
    isRejected,
  };
}
