import type { Highlight } from "@hibiki/contracts";

/**
 * Which letters of a word spell a phoneme, for the highlighted word on the practice screens. English
 * spelling has no exact letter-to-phone map, so this is a careful guess: consonants by their usual
 * spellings (longest first); vowels by position, the k-th vowel phone of the word's CMU pronunciation
 * taken as the k-th group of vowel letters (a silent final e skipped). Null when unsure.
 */

const VOWELS = new Set([
  "aa",
  "ae",
  "ah",
  "ao",
  "eh",
  "er",
  "ih",
  "iy",
  "uh",
  "uw",
  "aw",
  "ay",
  "ey",
  "ow",
  "oy",
]);

/** Usual spellings of each consonant, longest first. */
const CONSONANT_SPELLINGS: Record<string, readonly string[]> = {
  b: ["bb", "b"],
  ch: ["tch", "ch", "t"],
  d: ["dd", "d"],
  dh: ["th"],
  f: ["ph", "ff", "gh", "f"],
  g: ["gg", "gu", "g"],
  hh: ["wh", "h"],
  jh: ["dge", "j", "g"],
  k: ["ck", "ch", "k", "c", "q", "x"],
  l: ["ll", "l"],
  m: ["mm", "m"],
  n: ["kn", "nn", "n"],
  ng: ["ng", "n"],
  p: ["pp", "p"],
  r: ["wr", "rr", "r"],
  s: ["ss", "sc", "s", "c", "x"],
  sh: ["sh", "ti", "ci", "ss", "s", "ch"],
  t: ["tt", "t", "ed"],
  th: ["th"],
  v: ["v", "f"],
  w: ["wh", "w", "u", "o"],
  y: ["y", "u", "i"],
  z: ["zz", "z", "s", "x"],
  zh: ["s", "g", "z"],
};

/** The word's phones (lower case, stress digits dropped) from a CMU-style pronunciation. */
export function phonesOf(pronunciation: string): string[] {
  return pronunciation
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/\d$/, "").toLowerCase());
}

/** Groups of vowel letters ([start, end)), a silent final e left out, an r after er/ar/or kept with it. */
function vowelGroups(word: string): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  const isVowel = (i: number) => /[aeiou]/.test(word[i] ?? "") || (word[i] === "y" && i > 0);
  for (let i = 0; i < word.length; ) {
    if (!isVowel(i)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < word.length && isVowel(end) && !(word[end] === "y" && end + 1 < word.length)) end++;
    groups.push([i, end]);
    i = end;
  }
  const last = groups.at(-1);
  if (groups.length > 1 && last && last[0] === word.length - 1 && word.endsWith("e")) groups.pop();
  return groups;
}

/**
 * The letters of `word` that spell `phone`.
 * @param word - a lower-case word
 * @param phone - a lower-case ARPAbet phone
 * @param pronunciation - the word's CMU pronunciation, when known
 * @returns [start, end) or null
 */
export function highlightOf(word: string, phone: string, pronunciation?: string): Highlight {
  const phones = pronunciation ? phonesOf(pronunciation) : [];
  if (phones.length > 0 && !phones.includes(phone)) return null;
  if (VOWELS.has(phone)) {
    if (phones.length === 0) return null;
    const k = phones.filter((p) => VOWELS.has(p)).indexOf(phone);
    const groups = vowelGroups(word);
    const group = groups[k] ?? null;
    if (!group) return null;
    // "er" (bird, her, word): the r belongs to the sound
    if (phone === "er" && word[group[1]] === "r") return [group[0], group[1] + 1];
    return group;
  }
  const spellings = CONSONANT_SPELLINGS[phone] ?? [];
  // The phone's place in the word decides where to look: a final phone is searched from the end.
  const atEnd = phones.length > 1 && phones.indexOf(phone) === phones.length - 1;
  for (const s of spellings) {
    const at = atEnd ? word.lastIndexOf(s) : word.indexOf(s);
    if (at >= 0) return [at, at + s.length];
  }
  return null;
}
