import type { EngineRun } from "./engine-run.ts";
import { findInsertions, type InsertedSpan } from "./insertions.ts";
import { type AlignedWord, alignWords } from "./word-alignment.ts";
import type { EnginePhone, EngineReply, EngineSegment, EngineWordPhones } from "./worker-process.ts";

/**
 * The features the learned scorer reads (model/scoring-model.json). Word features describe one
 * reference word; utterance features the whole reading. Missing values are NaN (an omitted word has
 * no acoustics); the tree model routes them. The training script (scripts/speech-model/) computes
 * the same features from cached engine runs, so names and order here are the model's contract.
 */

/** Mean and spread of a value per phone. */
export type PhoneStats = Record<string, readonly [number, number]>;

/**
 * How each phone behaves in words the experts scored perfect (fitted on the training split): its
 * log-duration in frames, and its log posterior ratio against the best phone (some phones are always
 * modelled less sharply than others, so a raw ratio would blame them).
 */
export interface PhoneNorms {
  duration: PhoneStats;
  lpr: PhoneStats;
}

/** A word's acoustic detail, kept for phone feedback after scoring. */
export interface WordAcoustics {
  /** the aligner's finding, when the word was read */
  found?: AlignedWord;
  /** the word was said too differently for its own models (native/word-phones.c) */
  substituted: boolean;
  phones: EnginePhone[];
  epen?: EngineWordPhones["epen"];
}

/** Feature vectors of one reading. */
export interface ReadingFeatures {
  utterance: number[];
  /** one vector per reference word (word features followed by the utterance features) */
  words: number[][];
  acoustics: WordAcoustics[];
  /** speech explained as words added to the text (substituted words' speech excluded) */
  inserted: InsertedSpan[];
}

/** A word found with less voiced energy than this is silence or noise the grammar absorbed. */
export const MIN_VOICED = 0.25;
/** A gap between words longer than this (frames) is a pause. */
const PAUSE = 20;
const LONG_PAUSE = 50;
export const FUNCTION_WORDS = new Set(
  "a an the to of in on at is are was were it i you he she we they and or but for with my your his her do does did be am that this as by from up so not no its it's i'm".split(
    " ",
  ),
);

/** What one word's own acoustics and text say. */
const WORD_OWN_FEATURES = [
  "w_found",
  "w_substituted",
  "w_repeated",
  "w_phones",
  "w_letters",
  "w_function",
  "w_position",
  "w_frames_per_phone",
  "w_gop",
  "w_voiced",
  "w_lpp_mean",
  "w_lpp_min",
  "w_lpps_mean",
  "w_lpps_min",
  "w_lpr_mean",
  "w_lpr_min",
  "w_rank_mean",
  "w_rank_max",
  "w_top1",
  "w_dur_z_mean",
  "w_dur_z_maxabs",
  "w_lpr_z_min",
  "w_lpr_z_mean",
  "w_loop_per",
  "w_epen_gain",
  "w_gap_before",
  "w_gap_after",
  "w_energy",
] as const;

/** The word against its reading and its neighbours (contextFeatures). */
const WORD_CONTEXT_FEATURES = [
  "w_bad_phones",
  "w_lpp_rel",
  "w_lpr_rel",
  "w_gop_rel",
  "w_prev_found",
  "w_prev_lpr_min",
  "w_next_found",
  "w_next_lpr_min",
] as const;

export const WORD_FEATURES = [...WORD_OWN_FEATURES, ...WORD_CONTEXT_FEATURES] as const;

export const UTTERANCE_FEATURES = [
  "u_words",
  "u_found_share",
  "u_substituted_share",
  "u_omitted",
  "u_repeated",
  "u_has_speech",
  "u_gop_mean",
  "u_gop_min",
  "u_gop_p25",
  "u_lpp_mean",
  "u_lpp_p10",
  "u_lpp_p25",
  "u_lpps_mean",
  "u_lpr_mean",
  "u_lpr_p25",
  "u_lpr_z_mean",
  "u_lpr_z_p10",
  "u_rank_mean",
  "u_top1_share",
  "u_top3_share",
  "u_bad_phone_share",
  "u_dur_z_mean",
  "u_dur_z_sd",
  "u_loop_per",
  "u_phone_rate",
  "u_artic_rate",
  "u_word_rate",
  "u_pauses",
  "u_long_pauses",
  "u_pause_share",
  "u_max_pause",
  "u_inserted_share",
  "u_inserted_spans",
  "u_epen_count",
  "u_speech_share",
  "u_snr",
  "u_span_seconds",
  "u_mean_word_frames",
] as const;

/** Feature names of the word model. */
export const WORD_MODEL_FEATURES: readonly string[] = [...WORD_FEATURES, ...UTTERANCE_FEATURES];

/**
 * The features of a word read on its own (read_word): its acoustics only. Timing and context are left
 * out because the training readings are sentences, where words are shorter and have neighbours.
 */
export const WORD_ALONE_FEATURES = [
  "w_found",
  "w_substituted",
  "w_phones",
  "w_letters",
  "w_function",
  "w_gop",
  "w_voiced",
  "w_lpp_mean",
  "w_lpp_min",
  "w_lpps_mean",
  "w_lpps_min",
  "w_lpr_mean",
  "w_lpr_min",
  "w_rank_mean",
  "w_rank_max",
  "w_top1",
  "w_lpr_z_min",
  "w_lpr_z_mean",
  "w_loop_per",
  "w_epen_gain",
] as const;
const ALONE_INDEX = WORD_ALONE_FEATURES.map((f) => WORD_MODEL_FEATURES.indexOf(f));

/**
 * A word model vector cut down to WORD_ALONE_FEATURES.
 * @param vector a word's vector in WORD_MODEL_FEATURES order
 * @returns the word-alone vector
 */
export function wordAloneVector(vector: readonly number[]): number[] {
  return ALONE_INDEX.map((i) => vector[i] as number);
}

/** Summaries of the word model's predictions (0–10), which the sentence models also read. */
export const STACKED_FEATURES = [
  "s_word_mean",
  "s_word_min",
  "s_word_p25",
  "s_share_below_3",
  "s_share_below_5",
  "s_share_below_7",
  "s_flagged_share",
] as const;

/** Feature names of the sentence models. */
export const SENTENCE_FEATURES: readonly string[] = [...UTTERANCE_FEATURES, ...STACKED_FEATURES];

/**
 * Summarises the word model's predictions for the sentence models.
 * @param predicted predicted accuracy (0–10) of every reference word, omitted words included
 * @param flagged whether each word is marked mispronounced
 * @returns values in STACKED_FEATURES order
 */
export function stackedFeatures(predicted: readonly number[], flagged: readonly boolean[]): number[] {
  const share = (below: number) => predicted.filter((p) => p < below).length / Math.max(1, predicted.length);
  return [
    mean(predicted),
    predicted.length ? Math.min(...predicted) : Number.NaN,
    quantile(predicted, 0.25),
    share(3),
    share(5),
    share(7),
    flagged.filter(Boolean).length / Math.max(1, flagged.length),
  ];
}

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}

function quantile(xs: readonly number[], q: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}

function sd(xs: readonly number[]): number {
  if (xs.length < 2) return Number.NaN;
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** Per-phone values derived from the CI likelihoods: log posterior ratio to the best phone, and rank. */
export function phoneEvidence(phone: EnginePhone, ci: readonly string[]): { lpr: number; rank: number } {
  const own = ci.indexOf(phone.p);
  const mine = phone.ll[own] ?? Number.NaN;
  let best = Number.NEGATIVE_INFINITY;
  let rank = 0;
  phone.ll.forEach((l, q) => {
    if ((ci[q] ?? "+").startsWith("+")) return;
    if (l > best) best = l;
    if (q !== own && l > mine) rank++;
  });
  return { lpr: mine - best, rank };
}

/** Edit distance between two phone lists, divided by the expected length. */
function phoneErrorRate(expected: readonly string[], heard: readonly string[]): number {
  if (!expected.length) return Number.NaN;
  let prev = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++)
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (expected[i - 1] === heard[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return (prev[heard.length] as number) / expected.length;
}

/** The free phone loop's phones inside [sf, ef] (at least 2 frames of overlap), without silences. */
function loopPhones(loop: readonly EngineSegment[], sf: number, ef: number): string[] {
  return loop
    .filter((p) => Math.min(p.ef, ef) - Math.max(p.sf, sf) >= 1 && p.w !== "SIL" && !p.w.startsWith("+"))
    .map((p) => p.w);
}

/** z-score of a phone's value against that phone's norm (NaN when the phone has none). */
function zScore(stats: PhoneStats, p: string, value: number, minSpread: number): number {
  const stat = stats[p];
  return stat ? (value - stat[0]) / Math.max(minSpread, stat[1]) : Number.NaN;
}

/** A substituted word as an aligned word (no grammar score of its own). */
function substitute(index: number, sf: number, ef: number, speech: readonly boolean[]): AlignedWord {
  let voiced = 0;
  for (let t = sf; t <= ef; t++) if (speech[t]) voiced++;
  return { index, sf, ef, gop: Number.NaN, voiced: voiced / (ef - sf + 1), repeated: false, seg: -1 };
}

const W_FOUND = WORD_OWN_FEATURES.indexOf("w_found");
const W_LPP = WORD_OWN_FEATURES.indexOf("w_lpp_mean");
const W_LPR = WORD_OWN_FEATURES.indexOf("w_lpr_mean");
const W_LPR_MIN = WORD_OWN_FEATURES.indexOf("w_lpr_min");
const W_GOP = WORD_OWN_FEATURES.indexOf("w_gop");
const U_LPP = UTTERANCE_FEATURES.indexOf("u_lpp_mean");
const U_LPR = UTTERANCE_FEATURES.indexOf("u_lpr_mean");
const U_GOP = UTTERANCE_FEATURES.indexOf("u_gop_mean");

/**
 * A word against its reading and its neighbours: clearly bad phones, how it compares with the
 * speaker's own mean, and whether the words around it were read (learners stumble over runs of words).
 */
function contextFeatures(raws: readonly WordRaw[], i: number, utterance: readonly number[]): number[] {
  const v = (raws[i] as WordRaw).vector;
  const prev = raws[i - 1]?.vector;
  const next = raws[i + 1]?.vector;
  const at = (x: readonly number[] | undefined, k: number) => (x ? (x[k] as number) : Number.NaN);
  return [
    (raws[i] as WordRaw).lpr.filter((l) => l < -5).length,
    at(v, W_LPP) - at(utterance, U_LPP),
    at(v, W_LPR) - at(utterance, U_LPR),
    at(v, W_GOP) - at(utterance, U_GOP),
    at(prev, W_FOUND),
    at(prev, W_LPR_MIN),
    at(next, W_FOUND),
    at(next, W_LPR_MIN),
  ];
}

interface WordRaw {
  vector: number[];
  lpp: number[];
  lpps: number[];
  lpr: number[];
  lprZ: number[];
  rank: number[];
  durZ: number[];
  phones: number;
  frames: number;
  epen: boolean;
}

/**
 * Computes the scorer's features for one reading.
 * @param run the engine run of the recording
 * @param norms normalised reference words
 * @param phoneNorms how phones behave in perfect words (from the model)
 * @returns utterance and word feature vectors, with the acoustics behind them
 */
export function readingFeatures(
  run: EngineRun,
  norms: readonly string[],
  phoneNorms: PhoneNorms,
): ReadingFeatures {
  const reply: EngineReply | undefined = run.reply;
  const ci = reply?.ci ?? [];
  const loop = reply?.phones ?? [];
  const found = reply ? alignWords([...norms], reply.words ?? [], loop, run.speech) : [];
  const bySeg = new Map((reply?.wph ?? []).map((w) => [w.k, w]));
  const byIndex = new Map<number, AlignedWord>();
  for (const f of found) if (f.voiced >= MIN_VOICED) byIndex.set(f.index, f);
  const substitutes = new Map<number, EngineWordPhones>();
  for (const w of reply?.wph ?? []) {
    const first = w.ph[0];
    const last = w.ph[w.ph.length - 1];
    if (!w.sub || byIndex.has(w.ref) || !first || !last) continue;
    const sub = substitute(w.ref, first.sf, last.ef, run.speech);
    if (sub.voiced >= MIN_VOICED) {
      byIndex.set(w.ref, sub);
      substitutes.set(w.ref, w);
    }
  }
  const prons = reply?.prons ?? [];
  const energies = run.energies;
  const peak = energies.length ? Math.max(...energies) : 0;
  const sortedEnergy = [...energies].sort((a, b) => a - b);
  const floor = sortedEnergy[Math.floor(sortedEnergy.length * 0.1)] ?? -100;
  const ordered = [...byIndex.values()].sort((a, b) => a.sf - b.sf);

  const acoustics: WordAcoustics[] = [];
  const raws: WordRaw[] = norms.map((norm, i) => {
    const f = byIndex.get(i);
    const wp = f ? (substitutes.get(i) ?? bySeg.get(f.seg)) : undefined;
    const phones = wp?.ph ?? [];
    acoustics.push({ found: f, substituted: substitutes.has(i), phones, epen: wp?.epen });
    const expected = (prons[i] ?? "").split(/\s+/).filter(Boolean);
    const letters = norm.replace(/[^a-z]/g, "").length;
    const position = norms.length > 1 ? i / (norms.length - 1) : 0;
    const nPhones = Math.max(1, phones.length || expected.length);
    if (!f) {
      // Only what is known without acoustics: the word itself and where it stands.
      const vector = WORD_OWN_FEATURES.map(() => Number.NaN);
      vector.splice(0, 7, 0, 0, 0, nPhones, letters, FUNCTION_WORDS.has(norm) ? 1 : 0, position);
      return {
        vector,
        lpp: [],
        lpps: [],
        lpr: [],
        lprZ: [],
        rank: [],
        durZ: [],
        phones: 0,
        frames: 0,
        epen: false,
      };
    }
    const ev = phones.map((p) => phoneEvidence(p, ci));
    const lpp = phones.map((p) => p.lpp);
    const lpps = phones.map((p) => p.lpps);
    const lpr = ev.map((e) => e.lpr);
    const rank = ev.map((e) => e.rank);
    const durZ = phones
      .map((p) => zScore(phoneNorms.duration, p.p, Math.log(p.ef - p.sf + 1), 0.1))
      .filter((z) => Number.isFinite(z));
    const lprZ = phones
      .map((p, k) => zScore(phoneNorms.lpr, p.p, (ev[k] as { lpr: number }).lpr, 0.5))
      .filter((z) => Number.isFinite(z));
    const frames = f.ef - f.sf + 1;
    const k = ordered.indexOf(f);
    const before = k > 0 ? f.sf - (ordered[k - 1] as AlignedWord).ef - 1 : Number.NaN;
    const after =
      k >= 0 && k < ordered.length - 1 ? (ordered[k + 1] as AlignedWord).sf - f.ef - 1 : Number.NaN;
    let energy = 0;
    for (let t = f.sf; t <= f.ef; t++) energy += energies[t] ?? -100;
    const epenGain = wp?.epen ? wp.epen.gain : 0;
    const vector = [
      1,
      substitutes.has(i) ? 1 : 0,
      f.repeated ? 1 : 0,
      nPhones,
      letters,
      FUNCTION_WORDS.has(norm) ? 1 : 0,
      position,
      frames / nPhones,
      f.gop,
      f.voiced,
      mean(lpp),
      Math.min(...lpp),
      mean(lpps),
      Math.min(...lpps),
      mean(lpr),
      Math.min(...lpr),
      mean(rank),
      Math.max(...rank),
      rank.filter((r) => r === 0).length / Math.max(1, rank.length),
      mean(durZ),
      durZ.length ? Math.max(...durZ.map(Math.abs)) : Number.NaN,
      lprZ.length ? Math.min(...lprZ) : Number.NaN,
      mean(lprZ),
      phoneErrorRate(expected, loopPhones(loop, f.sf, f.ef)),
      epenGain,
      before,
      after,
      energy / frames - peak,
    ];
    return { vector, lpp, lpps, lpr, lprZ, rank, durZ, phones: phones.length, frames, epen: epenGain > 0 };
  });

  // Utterance: timing over the words read, in time order.
  // Speech given to substituted words is not added speech.
  const spans = (reply ? findInsertions(reply.words ?? [], run.speech) : []).filter(
    (s) =>
      ![...substitutes.keys()].some((i) => {
        const f = byIndex.get(i) as AlignedWord;
        return f.sf <= s.ef && s.sf <= f.ef;
      }),
  );
  const insertedFrames = spans.reduce((n, s) => n + s.ef - s.sf + 1, 0);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const span = first && last ? last.ef - first.sf + 1 : 0;
  const gaps: number[] = [];
  for (let k = 1; k < ordered.length; k++)
    gaps.push((ordered[k] as AlignedWord).sf - (ordered[k - 1] as AlignedWord).ef - 1);
  const pauses = gaps.filter((g) => g > PAUSE);
  const pauseFrames = pauses.reduce((a, b) => a + b, 0);
  const allLpp = raws.flatMap((r) => r.lpp);
  const allLpr = raws.flatMap((r) => r.lpr);
  const allRank = raws.flatMap((r) => r.rank);
  const allDurZ = raws.flatMap((r) => r.durZ);
  const nPhones = raws.reduce((a, r) => a + r.phones, 0);
  const gops = ordered.map((f) => f.gop).filter((g) => Number.isFinite(g));
  const readExpected = ordered.flatMap((f) => (prons[f.index] ?? "").split(/\s+/).filter(Boolean));
  const readHeard = ordered.flatMap((f) => loopPhones(loop, f.sf, f.ef));
  let speechFrames = 0;
  let speechEnergy = 0;
  run.speech.forEach((s, t) => {
    if (s) {
      speechFrames++;
      speechEnergy += energies[t] ?? -100;
    }
  });
  const seconds = span / 100;
  const utterance = [
    norms.length,
    byIndex.size / Math.max(1, norms.length),
    substitutes.size / Math.max(1, norms.length),
    norms.length - byIndex.size,
    ordered.filter((f) => f.repeated).length,
    run.hasSpeech ? 1 : 0,
    mean(gops),
    gops.length ? Math.min(...gops) : Number.NaN,
    quantile(gops, 0.25),
    mean(allLpp),
    quantile(allLpp, 0.1),
    quantile(allLpp, 0.25),
    mean(raws.flatMap((r) => r.lpps)),
    mean(allLpr),
    quantile(allLpr, 0.25),
    mean(raws.flatMap((r) => r.lprZ)),
    quantile(
      raws.flatMap((r) => r.lprZ),
      0.1,
    ),
    mean(allRank),
    allRank.length ? allRank.filter((r) => r === 0).length / allRank.length : Number.NaN,
    allRank.length ? allRank.filter((r) => r < 3).length / allRank.length : Number.NaN,
    allLpr.length ? allLpr.filter((l) => l < -5).length / allLpr.length : Number.NaN,
    mean(allDurZ),
    sd(allDurZ),
    readExpected.length ? phoneErrorRate(readExpected, readHeard) : Number.NaN,
    seconds > 0 ? nPhones / seconds : Number.NaN,
    seconds > 0 ? nPhones / Math.max(0.1, seconds - pauseFrames / 100) : Number.NaN,
    seconds > 0 ? (ordered.length / seconds) * 60 : Number.NaN,
    pauses.length,
    gaps.filter((g) => g > LONG_PAUSE).length,
    span > 0 ? pauseFrames / span : Number.NaN,
    gaps.length ? Math.max(0, ...gaps) : Number.NaN,
    insertedFrames / Math.max(1, insertedFrames + ordered.reduce((a, f) => a + f.ef - f.sf + 1, 0)),
    spans.length,
    raws.filter((r) => r.epen).length,
    span > 0 ? speechFrames / span : Number.NaN,
    speechFrames ? speechEnergy / speechFrames - floor : Number.NaN,
    seconds,
    mean(ordered.map((f) => f.ef - f.sf + 1)),
  ];
  return {
    utterance,
    words: raws.map((r, i) => [...r.vector, ...contextFeatures(raws, i, utterance), ...utterance]),
    acoustics,
    inserted: spans,
  };
}
