/**
 * ARPAbet (CMUdict) → IPA with the symbols of content/phonics (the pronunciation pages; a test keeps the
 * two in step), plus ə and i for unstressed AH and IY and a stress mark before the stressed syllable of longer words.
 */
export const ARPABET_IPA: Readonly<Record<string, string>> = {
  AA: "ɑ",
  AE: "æ",
  AH: "ʌ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  EH: "e",
  ER: "ər",
  EY: "eɪ",
  F: "f",
  G: "g",
  HH: "h",
  IH: "ɪ",
  IY: "iː",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  OW: "oʊ",
  OY: "ɔɪ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  UH: "ʊ",
  UW: "uː",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/** Consonant pairs that may start an English syllable (the stress mark goes before them). */
const ONSETS = new Set(
  "PL PR BL BR TR DR KL KR GL GR FL FR SP ST SK SL SM SN SW TW KW DW GW THR SHR PY KY BY FY MY HHY VY".split(
    " ",
  ),
);

/**
 * Converts a CMUdict pronunciation to IPA.
 * @param arpabet - phones with stress digits, e.g. "K AE1 T"
 * @returns IPA, e.g. "kæt"; "ˈ" marks primary stress when the word has more than one vowel
 */
export function arpabetToIpa(arpabet: string): string {
  const phones = arpabet
    .trim()
    .split(/\s+/)
    .filter((p) => p !== "");
  const vowels = phones.filter((p) => /\d$/.test(p));
  const stressAt = vowels.length > 1 ? phones.findIndex((p) => p.endsWith("1")) : -1;
  let mark = -1;
  if (stressAt > 0) {
    mark = stressAt;
    const c1 = phones[stressAt - 1]!;
    const c2 = phones[stressAt - 2];
    if (!/\d$/.test(c1)) {
      mark = stressAt - 1;
      if (c2 && !/\d$/.test(c2) && ONSETS.has(`${c2}${c1}`)) mark = stressAt - 2;
    }
  } else if (stressAt === 0) mark = 0;
  return phones
    .map((p, i) => {
      const base = p.replace(/\d$/, "");
      const unstressed = p.endsWith("0");
      const ipa =
        unstressed && base === "AH" ? "ə" : unstressed && base === "IY" ? "i" : (ARPABET_IPA[base] ?? "");
      return (i === mark ? "ˈ" : "") + ipa;
    })
    .join("");
}
