import { irregularPastFor } from "../lexicon/verbs.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

/** Regularised irregular verbs: "buyed" → "bought", "goed" → "went", "eated" → "ate". */
export const verbFormRule: Rule = ({ words }) => {
  const out: Finding[] = [];
  for (const w of words) {
    const right = irregularPastFor(w.lower);
    if (!right) continue;
    const fixed = matchCase(w.text, right);
    out.push(
      spanFinding(
        w,
        w,
        "verb_form",
        `"${w.text}" is irregular: use "${fixed}".`,
        `この動詞は -ed をつけずに形が変わる「不規則動詞」です。過去形は「${fixed}」です。`,
        fixed,
      ),
    );
  }
  return out;
};
