import { JA } from "../explanations.ts";
import {
  comparativeOf,
  degreesOf,
  LONG_ADJECTIVES,
  STRICT_SHORT_ADJECTIVES,
  superlativeOf,
  wrongDegree,
} from "../lexicon/adjective-degrees.ts";
import { isPastVerb, isThirdPersonVerb } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import {
  endsPhrase,
  runSequences,
  type SequencePattern,
  type Slot,
  wordAfter,
  wordBefore,
} from "./sequence.ts";
import { matchCase, type Rule } from "./types.ts";

const comparative: Slot = (t) => comparativeOf(t.lower) !== undefined && t.lower !== "later";
const superlative: Slot = (t) => superlativeOf(t.lower) !== undefined;
const strict: Slot = (t) => STRICT_SHORT_ADJECTIVES.has(t.lower);
const anyAdjective: Slot = (t) => degreesOf(t.lower) !== undefined || LONG_ADJECTIVES.has(t.lower);
const badForm: Slot = (t) => wrongDegree(t.lower) !== undefined;

function C(
  slots: Slot[],
  fix: (m: Token[]) => string,
  comment: string,
  ja: (right: string) => string,
  extra: Partial<SequencePattern> = {},
): SequencePattern {
  return { slots, fix, comment, ja, ...extra };
}
const text = (m: Token[], k: number) => m[k]?.text ?? "";
const comp = (t: Token) => {
  const d = degreesOf(t.lower);
  return d ? d.comparative : `more ${t.lower}`;
};

const PATTERNS: SequencePattern[] = [
  C(
    ["more", (t) => comparative(t) || badForm(t)],
    (m) => matchCase(text(m, 0), wrongDegree(m[1]?.lower ?? "")?.right ?? text(m, 1)),
    `Use "-er" or "more", not both.`,
    (right) => JA.comparativeDouble(right),
  ),
  C(
    ["most", (t) => superlative(t) || badForm(t)],
    (m) => matchCase(text(m, 0), wrongDegree(m[1]?.lower ?? "")?.right ?? text(m, 1)),
    `Use "-est" or "most", not both.`,
    (right) => JA.comparativeDouble(right),
  ),
  C(
    [badForm],
    (m) => matchCase(text(m, 0), wrongDegree(m[0]?.lower ?? "")?.right ?? ""),
    "This comparative form is wrong.",
    (right) => JA.comparativeForm(right),
  ),
  C(
    ["very", comparative],
    (m) => `much ${text(m, 1)}`,
    `Use "much" (not "very") before a comparative.`,
    (right) => JA.comparativeVery(right),
  ),
  C(
    ["more", strict],
    (m) => matchCase(text(m, 0), degreesOf(m[1]?.lower ?? "")?.comparative ?? ""),
    `Short adjectives take "-er": not "more".`,
    (right) => JA.comparativeShort(right),
    // "more big cars" is "more (big cars)": only when the adjective ends its phrase.
    { when: (x) => endsPhrase(x) && x.m[1]?.lower !== "good" && x.m[1]?.lower !== "bad" },
  ),
  C(
    ["the", "most", strict],
    (m) => `${text(m, 0)} ${degreesOf(m[2]?.lower ?? "")?.superlative ?? ""}`,
    `Short adjectives take "-est": not "most".`,
    (right) => JA.comparativeShort(right),
    { span: [0, 2] },
  ),
  C(
    ["as", anyAdjective, "than"],
    (m) => `${text(m, 0)} ${text(m, 1)} as`,
    `Say "as ... as".`,
    (right) => JA.comparativeAs(right),
  ),
  C(
    ["as", comparative, "as"],
    (m) => `${text(m, 0)} ${comparativeOf(m[1]?.lower ?? "")?.base ?? ""} as`,
    `Say "as big as", not "as bigger as".`,
    (right) => JA.comparativeAs(right),
  ),
  C(
    [anyAdjective, "than"],
    (m) => `${comp(m[0] as Token)} than`,
    `Use the comparative form before "than".`,
    (right) => JA.comparativeThan(right),
    {
      // "Better late than never": the saying compares "late" with "never", not two degrees.
      when: (x) =>
        !/^(more|less|as|so|too|rather|much|far|better)$/.test(wordBefore(x)?.lower ?? "") &&
        wordAfter(x)?.lower !== "never",
    },
  ),
  C(
    [
      comparative,
      "as|that",
      (t) =>
        /^(me|him|her|us|them|yesterday|before|mine|yours|his|hers|ours|theirs|the|my|your|our|their|last|usual)$/.test(
          t.lower,
        ) ||
        (/^[A-Z]/.test(t.text) && t.lower !== "i"),
    ],
    (m) => `${text(m, 0)} than`,
    `Comparatives take "than".`,
    (right) => JA.comparativeThan(right),
    {
      span: [0, 1],
      // "colder as winter came", "better that you go": a verb after it makes a clause, which is right.
      when: (x) =>
        !x.words
          .slice(x.i + 2, x.i + 6)
          .some(
            (w) =>
              isThirdPersonVerb(w.lower) ||
              isPastVerb(w.lower) ||
              /^(is|are|was|were|am|can|will)$/.test(w.lower),
          ),
    },
  ),
  C(
    ["most", (t) => /^[a-z]+$/.test(t.text) && !superlative(t), "than"],
    (m) => `more ${text(m, 1)}`,
    `Use "more" (not "most") with "than".`,
    (right) => JA.comparativeThan(right),
    { span: [0, 1] },
  ),
  C(
    [
      comparative,
      "then",
      (t) =>
        /^(me|him|her|us|them|you|my|his|your|our|their|the|a|an)$/.test(t.lower) ||
        (/^[A-Z]/.test(t.text) && t.lower !== "i"),
    ],
    (m) => `${text(m, 0)} than`,
    `Comparatives take "than", not "then".`,
    (right) => JA.comparativeThan(right),
    { span: [0, 1] },
  ),
];

/**
 * Comparatives and superlatives: "more bigger", "the most tallest", "gooder", "beautifuller", "more easy"
 * (short adjectives only, and only when no noun follows), "tall than", "as tall than", "very bigger",
 * "taller then me".
 */
export const comparativeRule: Rule = (ctx) => runSequences(ctx, PATTERNS, "comparative");
