import type { PronunciationTip } from "@web/lib/speech/result-xml.ts";
import type { PhoneNote } from "./evaluate-html.ts";

/** ARPAbet → the pronunciation symbols of Japanese school dictionaries. */
const IPA: Readonly<Record<string, string>> = {
  aa: "ɑ",
  ae: "æ",
  ah: "ʌ",
  ao: "ɔ",
  aw: "aʊ",
  ay: "aɪ",
  eh: "e",
  er: "ər",
  ey: "eɪ",
  ih: "ɪ",
  iy: "iː",
  ow: "oʊ",
  oy: "ɔɪ",
  uh: "ʊ",
  uw: "uː",
  b: "b",
  ch: "tʃ",
  d: "d",
  dh: "ð",
  f: "f",
  g: "g",
  hh: "h",
  jh: "dʒ",
  k: "k",
  l: "l",
  m: "m",
  n: "n",
  ng: "ŋ",
  p: "p",
  r: "r",
  s: "s",
  sh: "ʃ",
  t: "t",
  th: "θ",
  v: "v",
  w: "w",
  y: "j",
  z: "z",
  zh: "ʒ",
};

/**
 * The symbol a student knows for an ARPAbet phone ("th" → "θ"). ARPAbet "ah" is both the stressed /ʌ/ and
 * the weak schwa: with the schwa tip it is shown as ə.
 * @param phone - lower-case ARPAbet
 * @param tip - the note's tip, if any
 * @returns the symbol; an unknown phone is shown as it is
 */
export function phoneSymbol(phone: string, tip?: PronunciationTip): string {
  if (tip === "schwa" && phone === "ah") return "ə";
  return IPA[phone] ?? phone;
}

/**
 * A phone note as symbols between slashes: "/r/ → /l/" when the engine named the phone it heard, "/k/ + /uː/"
 * for a vowel added after a final consonant, else "/r/".
 * @param note - the phone note
 * @returns the label
 */
export function noteSymbols(note: PhoneNote): string {
  const expected = `/${phoneSymbol(note.phone, note.tip)}/`;
  if (!note.heard) return expected;
  return `${expected} ${note.tip === "vowel-added" ? "+" : "→"} /${phoneSymbol(note.heard)}/`;
}

/**
 * Spellings of the consonants a tip can name, longest first; a trailing "$" means only at the end of the
 * word (a silent final e). Vowels are left out: their spellings are too varied to point at safely.
 */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  b: ["bb", "b"],
  ch: ["tch", "ch"],
  d: ["dd", "ed$", "d"],
  dh: ["the$", "th"],
  f: ["ff", "ph", "gh", "f"],
  g: ["gg", "gue$", "g"],
  hh: ["wh", "h"],
  jh: ["dge$", "ge$", "j", "g"],
  k: ["ck", "que$", "k", "c", "q"],
  l: ["ll", "le$", "l"],
  m: ["mm", "mb$", "m"],
  n: ["nn", "kn", "gn", "n"],
  ng: ["ng", "n"],
  p: ["pp", "p"],
  r: ["rr", "wr", "re$", "r"],
  s: ["ss", "ce$", "se$", "sc", "s", "c"],
  sh: ["sh", "ti", "ci", "s"],
  t: ["tt", "ed$", "t"],
  th: ["th"],
  v: ["ve$", "v"],
  w: ["wh", "w"],
  y: ["y"],
  z: ["zz", "se$", "z", "s"],
  zh: ["s", "g"],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where in the written word the noted phone is, to highlight those letters: the only place its spelling
 * occurs, or, for a vowel added after the final consonant, the last place. Nothing when the phone is a
 * vowel or its spelling occurs more than once (the phone is then only named).
 * @param word - the word as written
 * @param phone - lower-case ARPAbet
 * @param final - true when the phone is the word's final consonant (the vowel-added tip)
 * @returns [start, end) of the letters, or null
 */
export function lettersOf(word: string, phone: string, final = false): [number, number] | null {
  const spellings = SPELLINGS[phone];
  if (!spellings) return null;
  const pattern = spellings
    .map((s) => (s.endsWith("$") ? `${escapeRegExp(s.slice(0, -1))}(?![a-z])` : escapeRegExp(s)))
    .join("|");
  const hits = [...word.matchAll(new RegExp(pattern, "gi"))];
  const hit = final ? hits[hits.length - 1] : hits.length === 1 ? hits[0] : undefined;
  if (!hit) return null;
  const end = hit.index + hit[0].length;
  // The final consonant is followed by nothing but a silent e (and punctuation), or it is not the one.
  if (final && !/^e?[^a-z]*$/i.test(word.slice(end))) return null;
  return [hit.index, end];
}
