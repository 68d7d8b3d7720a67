import type { WordAcoustics } from "./features.ts";

/**
 * Pronunciation problems typical of Japanese speakers, detected from how well each phone model
 * explains an expected phone's frames. Keys are the contract with the web app's tips
 * (apps/web/src/exercises/speaking/PronunciationTips.tsx).
 */
export type TipKey = "r-l" | "l-r" | "th-s" | "dh-z" | "v-b" | "f-h" | "vowel-added" | "schwa" | "si-shi";

/** A detected confusion: which tip, the phone heard instead, and how clear it is. */
export interface Tip {
  key: TipKey;
  heard: string;
  /**
   * how much better the other phone explains the frames (mean log-likelihood per frame); for an added
   * vowel, the log-likelihood it gains divided by 20, on the same footing
   */
  margin: number;
}

/** Expected phone → the phones a Japanese speaker typically says instead, and the tip. */
const CONFUSIONS: Record<string, { heard: string[]; key: TipKey }> = {
  R: { heard: ["L"], key: "r-l" },
  L: { heard: ["R"], key: "l-r" },
  TH: { heard: ["S", "T"], key: "th-s" },
  DH: { heard: ["Z", "D"], key: "dh-z" },
  V: { heard: ["B"], key: "v-b" },
  F: { heard: ["HH"], key: "f-h" },
};
const FULL_VOWELS = ["AA", "AE", "AO", "OW", "EH", "UW"];
/**
 * A weak vowel said as a full one is long: at least 80 ms, and a full vowel clearly better. Short weak
 * vowels are too variable to judge (flite's own "bicycle" and "orange" would be flagged).
 */
const SCHWA_FRAMES = 8;
const SCHWA_MARGIN = 4;
/**
 * Consonants after which Japanese speakers add a vowel and the engine can hear it: stops, fricatives
 * and affricates ("desk" → "desuku", "bed" → "beddo"). After l, r and nasals a vowel-like release is
 * normal (flite's own "bicycle" would be flagged).
 */
const OBSTRUENTS = /^(P|B|T|D|K|G|F|V|TH|DH|S|Z|SH|ZH|CH|JH|HH)$/;
const VOWELS = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/;
/**
 * Mean per-frame log-likelihood by which the other phone must beat the expected one. On flite voices
 * saying "light" for "right", "sink" for "think" and "berry" for "very" the margin is 2.6–14; on their
 * correct readings the nearest rival stays below 1.3.
 */
export const TIP_MARGIN = 2;
/**
 * An added vowel must gain this much log-likelihood over its frames and last 60 ms. flite's "deskoo"
 * gains 107–218 and its correct readings find no vowel; on speechocean762's train split, 1.2% of the
 * words the experts scored perfect reach 100 (2% reach 80).
 */
export const ADDED_VOWEL_GAIN = 100;
const ADDED_VOWEL_FRAMES = 6;

/**
 * Looks for a typical confusion on the i-th expected phone of a word.
 * @param word the word's aligned phones (and an added vowel after it, if found)
 * @param i index of the phone in word.phones
 * @param ci the model's phone names (order of every phone's `ll`)
 * @returns the tip, or undefined when the phone sounds as expected or the confusion is not typical
 */
export function detectTip(word: WordAcoustics, i: number, ci: readonly string[]): Tip | undefined {
  const phone = word.phones[i];
  if (!phone) return undefined;
  const ll = (p: string) => phone.ll[ci.indexOf(p)] ?? Number.NEGATIVE_INFINITY;
  const own = ll(phone.p);
  const beats = (key: TipKey, candidates: readonly string[], margin = TIP_MARGIN): Tip | undefined => {
    let best: string | undefined;
    for (const c of candidates) if (ll(c) > own + margin && (!best || ll(c) > ll(best))) best = c;
    return best ? { key, heard: best, margin: ll(best) - own } : undefined;
  };
  const last = i === word.phones.length - 1;
  if (
    last &&
    OBSTRUENTS.test(phone.p) &&
    word.epen &&
    word.epen.gain >= ADDED_VOWEL_GAIN &&
    word.epen.ef - word.epen.sf + 1 >= ADDED_VOWEL_FRAMES
  )
    return { key: "vowel-added", heard: word.epen.p, margin: word.epen.gain / 20 };
  const confusion = CONFUSIONS[phone.p];
  if (confusion) return beats(confusion.key, confusion.heard);
  const next = word.phones[i + 1]?.p ?? "";
  if (phone.p === "S" && (next === "IY" || next === "IH")) return beats("si-shi", ["SH"]);
  const syllables = word.phones.filter((p) => VOWELS.test(p.p)).length;
  if (phone.p === "AH" && syllables >= 2 && phone.ef - phone.sf + 1 >= SCHWA_FRAMES)
    return beats("schwa", FULL_VOWELS, SCHWA_MARGIN);
  return undefined;
}
