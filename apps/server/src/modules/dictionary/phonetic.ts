/**
 * Spelling keys for sound-alike matches: a Metaphone key of the consonants (Lawrence Philips' original
 * rules, simplified) and the vowel phones a learner's spelling of the first vowel may stand for (English
 * spelling patterns plus romaji readings: "nait" → /aɪ/ as in night). Pure functions, used by the import
 * (keys of the headwords) and by lookups (keys of what was typed).
 */

const VOWELS = new Set(["a", "e", "i", "o", "u"]);
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.has(c);
const FRONT = new Set(["e", "i", "y"]);

/** Initial letter pairs whose first letter is silent (knife, gnome, pneumonia, wrist, aesthetic). */
const SILENT_START: Record<string, string> = { kn: "n", gn: "n", pn: "n", wr: "r", ae: "e" };

/**
 * The Metaphone key of a word: consonant sounds only, vowels kept only at the start.
 * @param input - a word (letters outside a-z are ignored)
 * @returns the key in upper case ("" for no letters); night, nite, nait → "NT"
 */
export function metaphone(input: string): string {
  let w = input.toLowerCase().replace(/[^a-z]/g, "");
  if (w === "") return "";
  const start = SILENT_START[w.slice(0, 2)];
  if (start) w = start + w.slice(2);
  else if (w[0] === "x") w = `s${w.slice(1)}`;
  else if (w.startsWith("wh")) w = `w${w.slice(2)}`;
  let out = "";
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const prev = w[i - 1];
    const next = w[i + 1];
    if (c === prev && c !== "c") continue;
    if (isVowel(c)) {
      if (i === 0) out += c.toUpperCase();
      continue;
    }
    out += consonant(w, i, c, prev, next);
  }
  return out;
}

/** The sound of one consonant letter in context (part of metaphone). */
function consonant(
  w: string,
  i: number,
  c: string,
  prev: string | undefined,
  next: string | undefined,
): string {
  switch (c) {
    case "b":
      return prev === "m" && i === w.length - 1 ? "" : "B";
    case "c":
      if (next === "i" && w[i + 2] === "a") return "X";
      if (next === "h") return prev === "s" ? "K" : "X";
      if (next && FRONT.has(next)) return prev === "s" ? "" : "S";
      return "K";
    case "d":
      return next === "g" && w[i + 2] && FRONT.has(w[i + 2]!) ? "J" : "T";
    case "g":
      if (next === "h" && !(i + 2 >= w.length || isVowel(w[i + 2]))) return "";
      if (next === "h" && i + 2 >= w.length) return "";
      if (next === "n" && (i + 2 === w.length || w.slice(i + 1) === "ned")) return "";
      if (prev === "d" && next && FRONT.has(next)) return "";
      return next && FRONT.has(next) && prev !== "g" ? "J" : "K";
    case "h":
      if (prev && "csptg".includes(prev)) return "";
      return isVowel(next) && !isVowel(prev) ? "H" : "";
    case "k":
      return prev === "c" ? "" : "K";
    case "p":
      return next === "h" ? "F" : "P";
    case "q":
      return "K";
    case "s":
      if (next === "h") return "X";
      if (next === "i" && (w[i + 2] === "o" || w[i + 2] === "a")) return "X";
      return "S";
    case "t":
      if (next === "i" && (w[i + 2] === "o" || w[i + 2] === "a")) return "X";
      if (next === "h") return "0";
      if (next === "c" && w[i + 2] === "h") return "";
      return "T";
    case "v":
      return "F";
    case "w":
    case "y":
      return isVowel(next) ? c.toUpperCase() : "";
    case "x":
      return "KS";
    case "z":
      return "S";
    default:
      return c.toUpperCase();
  }
}

/** Spellings of a vowel group → the ARPAbet vowels they may stand for (English and romaji readings). */
const VOWEL_SPELLINGS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^igh/, ["AY"]],
  [/^ai/, ["AY", "EY"]],
  [/^ay/, ["EY", "AY"]],
  [/^ei|^ey/, ["EY", "IY", "AY"]],
  [/^(ee|ea|ie)/, ["IY", "EH"]],
  [/^(oo|ou|ue|ew|ui)/, ["UW", "UH", "AW"]],
  [/^(ow|au|aw)/, ["AW", "OW", "AO"]],
  [/^(oa|oe)/, ["OW"]],
  [/^(oi|oy)/, ["OY"]],
];

/** A single vowel letter: with a silent e after one consonant it says its name (bike, note), else short. */
const SINGLE: Record<string, { long: readonly string[]; short: readonly string[] }> = {
  a: { long: ["EY"], short: ["AE", "AA", "AH", "EY"] },
  e: { long: ["IY"], short: ["EH", "IY", "EY"] },
  i: { long: ["AY"], short: ["IH", "IY"] },
  o: { long: ["OW"], short: ["AA", "OW", "AO", "AH"] },
  u: { long: ["UW", "Y"], short: ["AH", "UW", "UH"] },
  y: { long: ["AY"], short: ["AY", "IY", "IH"] },
};

/**
 * The ARPAbet vowels the first vowel of a typed word may stand for.
 * @param input - the typed word
 * @returns vowel phones without stress ("nite" → AY, IH, IY); empty when the word has no vowel letter
 */
export function vowelGuesses(input: string): Set<string> {
  const w = input.toLowerCase().replace(/[^a-z]/g, "");
  const m = /^y?[^aeiouy]*([aeiouy].*)$/.exec(w);
  if (!m) return new Set();
  const rest = m[1]!;
  for (const [re, phones] of VOWEL_SPELLINGS) if (re.test(rest)) return new Set(phones);
  const letter = SINGLE[rest[0]!];
  if (!letter) return new Set();
  const magicE = /^[aeiouy][^aeiouy]e$/.test(rest) || /^[aeiouy]gh/.test(rest);
  return new Set(magicE ? [...letter.long, ...letter.short.slice(0, 1)] : letter.short);
}

/**
 * The stressed vowel phone of an ARPAbet pronunciation (the first vowel when none is stressed), without
 * its stress digit.
 * @param arpabet - e.g. "N AY1 T"
 * @returns e.g. "AY" ("" when there is no vowel)
 */
export function stressedVowel(arpabet: string): string {
  const m = /\b([A-Z]{2})1\b/.exec(arpabet) ?? /\b([A-Z]{2})[02]\b/.exec(arpabet);
  return m ? m[1]! : "";
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbouring letters, so
 * "recieve" is 1 from "receive"), stopping early once every path exceeds max.
 * @param a - first word
 * @param b - second word
 * @param max - the largest distance of interest
 * @returns the distance, or max + 1 when it is larger than max
 */
export function spellingDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    const row = rows[i]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  const d = rows[a.length]![b.length]!;
  return d > max ? max + 1 : d;
}
