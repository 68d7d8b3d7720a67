import { JA } from "../explanations.ts";
import { MID_ADVERBS, SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { isBaseVerb, isThirdPersonVerb, pastOf } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

const LAST_WHAT = new Set(
  `week month year night weekend summer winter spring fall autumn time sunday monday tuesday wednesday thursday
  friday saturday january february march april may june july august september october november december`.split(
    /\s+/,
  ),
);
// If any of these appear the sentence may mix times ("Yesterday I said I will..."), so it is left alone.
const NOT_PAST = new Set(
  "will won't tomorrow next now every usually always often sometimes going".split(" "),
);
const PAST_BE: Record<string, string> = { am: "was", is: "was", are: "were" };

/** The words that place a sentence in the past: "yesterday", "last week", "two days ago", "in 2019". */
function pastMarker(words: Token[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Token;
    if (w.lower === "yesterday") return w.text;
    if (w.lower === "ago") return `${words[i - 2]?.text ?? ""} ${words[i - 1]?.text ?? ""} ago`.trim();
    const next = words[i + 1];
    if (w.lower === "last" && next && LAST_WHAT.has(next.lower)) return `${w.text} ${next.text}`;
  }
  return undefined;
}

/**
 * Present verbs in a sentence about the past: "Yesterday I go to the park" → "went". The sentence needs
 * a past time marker and no present/future marker; only the verb right after a subject pronoun is checked.
 */
export const tenseRule: Rule = ({ words }) => {
  const marker = pastMarker(words);
  if (!marker || words.some((w) => NOT_PAST.has(w.lower))) return [];
  const out: Finding[] = [];
  words.forEach((subject, i) => {
    if (!SUBJECT_PRONOUNS[subject.lower]) return;
    const prev = words[i - 1]?.lower;
    if (prev && ["do", "does", "did", "to", "can", "could", "let", "make", "made", "and"].includes(prev))
      return;
    let verb = words[i + 1];
    if (verb && MID_ADVERBS.has(verb.lower)) verb = words[i + 2];
    if (!verb) return;
    let right: string | undefined;
    if (verb.lower in PAST_BE) {
      right = subject.lower === "you" || subject.lower === "we" || subject.lower === "they" ? "were" : "was";
    } else if (verb.lower === "don't" || verb.lower === "doesn't") {
      right = "didn't";
    } else if (isBaseVerb(verb.lower) || isThirdPersonVerb(verb.lower)) {
      right = pastOf(verb.lower);
    }
    if (!right || right === verb.lower) return;
    const fixed = matchCase(verb.text, right);
    out.push(
      spanFinding(
        verb,
        verb,
        "tense",
        `Use the past tense "${fixed}" with "${marker}".`,
        JA.tense(marker, fixed),
        fixed,
      ),
    );
  });
  return out;
};
