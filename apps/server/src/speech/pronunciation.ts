/**
 * Pronunciations for words the acoustic model's dictionary lacks: the CMU dictionary from npm
 * (stress digits removed, which is the model's phone set) or, failing that, letter-to-sound rules.
 */

/** The 39 phones of the pocketsphinx en-us model. */
export const MODEL_PHONES = new Set(
  "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH".split(
    " ",
  ),
);

let cmu: Record<string, string> | undefined;

/** Loads the npm CMU dictionary once (about 130k entries; lazily, so only OOV requests pay for it). */
async function cmuDictionary(): Promise<Record<string, string>> {
  if (!cmu) cmu = (await import("cmu-pronouncing-dictionary")).dictionary;
  return cmu;
}

// Letter groups first (longest match wins), then single letters. Deliberately simple: it only has to
// give the aligner a plausible path for names and new words, not a perfect transcription.
const GROUPS: [string, string][] = [
  ["tch", "CH"],
  ["sch", "S K"],
  ["igh", "AY"],
  ["ough", "AO"],
  ["tion", "SH AH N"],
  ["sion", "ZH AH N"],
  ["ck", "K"],
  ["ch", "CH"],
  ["sh", "SH"],
  ["th", "TH"],
  ["ph", "F"],
  ["wh", "W"],
  ["ng", "NG"],
  ["qu", "K W"],
  ["kn", "N"],
  ["wr", "R"],
  ["ee", "IY"],
  ["ea", "IY"],
  ["oo", "UW"],
  ["ou", "AW"],
  ["ow", "OW"],
  ["oi", "OY"],
  ["oy", "OY"],
  ["ai", "EY"],
  ["ay", "EY"],
  ["au", "AO"],
  ["aw", "AO"],
  ["ei", "EY"],
  ["ey", "IY"],
  ["ie", "IY"],
  ["ue", "UW"],
  ["ar", "AA R"],
  ["er", "ER"],
  ["ir", "ER"],
  ["ur", "ER"],
  ["or", "AO R"],
];

const LETTERS: Record<string, string> = {
  a: "AE",
  b: "B",
  c: "K",
  d: "D",
  e: "EH",
  f: "F",
  g: "G",
  h: "HH",
  i: "IH",
  j: "JH",
  k: "K",
  l: "L",
  m: "M",
  n: "N",
  o: "AA",
  p: "P",
  q: "K",
  r: "R",
  s: "S",
  t: "T",
  u: "AH",
  v: "V",
  w: "W",
  x: "K S",
  y: "IY",
  z: "Z",
};

/**
 * Letter-to-sound fallback for words in no dictionary.
 * @param word lower-case word (letters, apostrophes, hyphens)
 * @returns model phones separated by spaces, never empty for a word with at least one letter
 */
export function letterToSound(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  const out: string[] = [];
  let i = 0;
  while (i < w.length) {
    // A final silent e after a consonant ("make") adds nothing.
    if (w[i] === "e" && i === w.length - 1 && i > 1) break;
    const group = GROUPS.find(([g]) => w.startsWith(g, i));
    if (group) {
      out.push(group[1]);
      i += group[0].length;
      continue;
    }
    const ch = w[i] as string;
    // Soft c/g before e, i, y.
    const next = w[i + 1] ?? "";
    if (ch === "c" && "eiy".includes(next) && next) out.push("S");
    else if (ch === "g" && "eiy".includes(next) && next) out.push("JH");
    else if (ch === "y" && i === 0) out.push("Y");
    else if (!(ch === w[i - 1] && !"aeiou".includes(ch))) out.push(LETTERS[ch] ?? "");
    i++;
  }
  return out.filter(Boolean).join(" ").trim();
}

const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "  twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

function below1000(n: number): string[] {
  const out: string[] = [];
  if (n >= 100) out.push(ONES[Math.floor(n / 100)] as string, "hundred");
  const rest = n % 100;
  if (rest >= 20)
    out.push(TENS[Math.floor(rest / 10)] as string, ...(rest % 10 ? [ONES[rest % 10] as string] : []));
  else if (rest || !out.length) out.push(ONES[rest] as string);
  return out;
}

/**
 * Spells a whole number the way it is usually read (years 1100-1999 and 2010-2099 in pairs).
 * @param digits a string of digits (at most 6)
 * @returns the words, or undefined when the token is not a number this handles
 */
export function spellNumber(digits: string): string[] | undefined {
  if (!/^\d{1,6}$/.test(digits)) return undefined;
  const n = Number(digits);
  if (digits.length === 4 && ((n >= 1100 && n < 2000) || (n >= 2010 && n < 2100))) {
    const low = n % 100;
    return [
      ...below1000(Math.floor(n / 100)),
      ...(low === 0 ? ["hundred"] : low < 10 ? ["oh", ONES[low] as string] : below1000(low)),
    ];
  }
  if (n >= 1000) {
    const low = n % 1000;
    return [...below1000(Math.floor(n / 1000)), "thousand", ...(low ? below1000(low) : [])];
  }
  return below1000(n);
}

/**
 * Finds a pronunciation in the model's phone set.
 * @param word lower-case word
 * @returns phones separated by spaces (CMU dictionary if it has the word, else letter-to-sound)
 */
export async function pronounce(word: string): Promise<string> {
  const dict = await cmuDictionary();
  // A number becomes one "word" whose pronunciation is that of its spelled-out words.
  const spelled = spellNumber(word);
  if (spelled) return (await Promise.all(spelled.map((w) => pronounce(w)))).join(" ");
  const entry = dict[word] ?? dict[word.replace(/-/g, "")];
  if (entry) {
    const phones = entry
      .replace(/[0-9]/g, "")
      .split(/\s+/)
      .filter((p) => MODEL_PHONES.has(p));
    if (phones.length) return phones.join(" ");
  }
  return letterToSound(word) || "AH";
}
