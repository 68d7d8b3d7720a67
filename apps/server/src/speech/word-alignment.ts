import type { EngineSegment } from "./worker-process.ts";

/** ISE dp_message values. */
export const DP = { ok: 0, omitted: 16, inserted: 32, repeated: 64, mispronounced: 128 } as const;
export type DpMessage = (typeof DP)[keyof typeof DP];

/** Where a reference word was found in the audio, with its goodness of pronunciation. */
export interface AlignedWord {
  /** index in the reference */
  index: number;
  sf: number;
  ef: number;
  /** (alignment log-likelihood − phone-loop log-likelihood) per frame; higher is better */
  gop: number;
  /** fraction of the word's frames with voice-level energy */
  voiced: number;
  /** the word was read again right after itself */
  repeated: boolean;
  /** position of its segment in the aligner's word segments (EngineWordPhones.k) */
  seg: number;
}

const FILLER = /^(<.*>|\[.*\]|\(NULL\)|\+.*\+)$/i;

/** Strips pocketsphinx's alternate-pronunciation suffix ("read(2)" → "read"). */
function baseWord(w: string): string {
  return w.replace(/\(\d+\)$/, "");
}

/**
 * Acoustic score of the free phone loop over frames [sf, ef], taking each phone segment's score in
 * proportion to its overlap with the range.
 * @param phones phone-loop segments
 * @param sf first frame
 * @param ef last frame (inclusive)
 * @returns summed acoustic score
 */
export function loopScore(phones: EngineSegment[], sf: number, ef: number): number {
  let total = 0;
  for (const p of phones) {
    const lo = Math.max(sf, p.sf);
    const hi = Math.min(ef, p.ef);
    if (hi < lo) continue;
    total += (p.ascr * (hi - lo + 1)) / (p.ef - p.sf + 1);
  }
  return total;
}

/**
 * Maps the grammar's hypothesis back onto reference positions. The grammar only allows the
 * reference order with skips and immediate repeats, so a forward scan is exact except for
 * identical words, where the earliest position is taken.
 * @param refNorms normalised reference words
 * @param hyp word segments from the aligner (fillers included)
 * @param phones phone-loop segments over the same audio
 * @param speech per-frame speech mask
 * @returns one entry per reference word that was found
 */
export function alignWords(
  refNorms: string[],
  hyp: EngineSegment[],
  phones: EngineSegment[],
  speech: boolean[],
): AlignedWord[] {
  const found: AlignedWord[] = [];
  let next = 0;
  for (const [k, seg] of hyp.entries()) {
    if (FILLER.test(seg.w) || seg.sf < 0 || seg.ef < seg.sf) continue;
    const w = baseWord(seg.w);
    const last = found[found.length - 1];
    if (last && refNorms[last.index] === w && refNorms[next] !== w) {
      last.repeated = true;
      continue;
    }
    let j = next;
    while (j < refNorms.length && refNorms[j] !== w) j++;
    if (j >= refNorms.length) continue;
    const frames = seg.ef - seg.sf + 1;
    let voiced = 0;
    for (let f = seg.sf; f <= seg.ef; f++) if (speech[f]) voiced++;
    found.push({
      index: j,
      sf: seg.sf,
      ef: seg.ef,
      gop: (seg.ascr - loopScore(phones, seg.sf, seg.ef)) / frames,
      voiced: voiced / frames,
      repeated: false,
      seg: k,
    });
    next = j + 1;
  }
  return found;
}
