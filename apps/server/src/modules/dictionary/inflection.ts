import type { DictionaryInflectionKind } from "@hibiki/contracts";
import { IRREGULAR_FORMS } from "./irregular-forms.ts";

/** A possible base of a typed form; the dictionary decides which exist. */
export type BaseCandidate = { base: string; kind: DictionaryInflectionKind };

/**
 * Regular endings → replacements, after WordNet's morphy detachment rules (content/src/wordnet/morphy.ts)
 * plus doubled consonants (stopped → stop) and adjective comparison. Order matters: the first base the
 * dictionary knows wins, so longer, more specific endings come first.
 */
const RULES: ReadonlyArray<readonly [string, string, DictionaryInflectionKind]> = [
  ["ies", "y", "3rd_person"],
  ["ves", "f", "plural"],
  ["ves", "fe", "plural"],
  ["ses", "s", "3rd_person"],
  ["xes", "x", "3rd_person"],
  ["zes", "z", "3rd_person"],
  ["ches", "ch", "3rd_person"],
  ["shes", "sh", "3rd_person"],
  ["oes", "o", "3rd_person"],
  ["es", "e", "3rd_person"],
  ["s", "", "3rd_person"],
  ["ied", "y", "past"],
  ["ed", "e", "past"],
  ["ed", "", "past"],
  ["ying", "ie", "ing"],
  ["ing", "e", "ing"],
  ["ing", "", "ing"],
  ["ier", "y", "comparative"],
  ["er", "e", "comparative"],
  ["er", "", "comparative"],
  ["iest", "y", "superlative"],
  ["est", "e", "superlative"],
  ["est", "", "superlative"],
];

const DOUBLED = /([bdfgklmnprstvz])\1$/;

/**
 * The possible base words of a typed form, most likely first: irregular forms, then regular endings
 * (with a doubled final consonant undone: running → run, bigger → big).
 * @param form - the typed word, lower case
 * @returns candidates (never the form itself); "-s" forms are marked 3rd_person here and become plural
 *   when the base is a noun (see inflectionKind)
 */
export function baseCandidates(form: string): BaseCandidate[] {
  const out: BaseCandidate[] = [];
  const seen = new Set<string>([form]);
  const push = (base: string, kind: DictionaryInflectionKind) => {
    if (base.length < 2 || seen.has(base)) return;
    seen.add(base);
    out.push({ base, kind });
  };
  for (const e of IRREGULAR_FORMS.get(form) ?? []) push(e.base, e.kind);
  if (!/^[a-z][a-z'-]*$/.test(form)) return out;
  for (const [ending, replacement, kind] of RULES) {
    if (!form.endsWith(ending) || form.length <= ending.length + 1) continue;
    const stem = form.slice(0, -ending.length);
    if (replacement === "" && DOUBLED.test(stem) && kind !== "3rd_person") push(stem.slice(0, -1), kind);
    push(stem + replacement, kind);
  }
  return out;
}

/**
 * The kind of form to report once the base is known: an "-s" form of a noun is a plural.
 * @param kind - the kind the rule gave
 * @param basePos - the base word's parts of speech
 * @returns the kind to show
 */
export function inflectionKind(
  kind: DictionaryInflectionKind,
  basePos: readonly string[],
): DictionaryInflectionKind {
  if (kind !== "3rd_person") return kind;
  const noun = basePos.includes("noun");
  const verb = basePos.includes("verb");
  return noun && !verb ? "plural" : noun && basePos[0] === "noun" ? "plural" : kind;
}
