import { JA } from "../explanations.ts";
import { verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { adjacent, NEGATIVE_AUX, SUBORDINATORS } from "./match.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

// Negative words and the positive ones they become after "not": "I don't know nothing" → "anything".
const POSITIVE_OF: Record<string, string> = {
  nothing: "anything",
  nobody: "anybody",
  none: "any",
  nowhere: "anywhere",
  neither: "either",
  nor: "or",
  never: "ever",
  no: "any",
};
const NEGATORS = new Set([...NEGATIVE_AUX, "not", "never", "n't"]);
// Words that end a clause: a second negative after them belongs to another clause.
const CLAUSE_BREAK = new Set([
  ...SUBORDINATORS,
  "and",
  "but",
  "or",
  "so",
  "that",
  "who",
  "which",
  "where",
  "what",
  "than",
]);
// A negative subject followed by a negative verb: "Nobody can't swim" → "Nobody can swim".
const POSITIVE_AUX: Record<string, string> = {
  "can't": "can",
  cannot: "can",
  "couldn't": "could",
  "won't": "will",
  "wouldn't": "would",
  "isn't": "is",
  "wasn't": "was",
  "shouldn't": "should",
};

/**
 * Double negatives in one clause: "I don't know nothing" → "anything", "I can't find nobody" →
 * "anybody", "I never eat no vegetables" → "any", "Nobody can't do it" → "Nobody can". Separate clauses
 * ("I don't know, nobody told me"), "not only", "say no" and "no one" with a positive verb are fine.
 */
export const doubleNegativeRule: Rule = ({ words, sentence }) => {
  const out: Finding[] = [];
  let negated: Token | undefined;
  words.forEach((w, i) => {
    const prev = words[i - 1];
    if (prev && !adjacent(sentence, prev, w)) negated = undefined; // a comma or other mark ends the clause
    if (CLAUSE_BREAK.has(w.lower) || (w.lower === "no" && words[i + 1]?.lower === "matter")) {
      negated = undefined;
      return;
    }
    const next = words[i + 1];
    if (negated && POSITIVE_OF[w.lower] !== undefined) {
      const two = w.lower === "no" && next?.lower === "one";
      const fine =
        (w.lower === "no" &&
          (!next || !adjacent(sentence, w, next) || /^(matter|doubt)$/.test(next.lower))) ||
        (w.lower === "no" && /^(say|said|says|saying)$/.test(prev?.lower ?? "")) ||
        (w.lower === "never" && /^(say|said)$/.test(prev?.lower ?? "")) ||
        (w.lower === "never" && negated.lower === "never");
      if (!fine) {
        const to = two && next ? next : w;
        const right = two
          ? "anyone"
          : w.lower === "no" && /^(more|longer)$/.test(next?.lower ?? "")
            ? "any"
            : (POSITIVE_OF[w.lower] ?? "");
        out.push(
          spanFinding(
            w,
            to,
            "double_negative",
            `"${negated.text}" already makes the clause negative: use "${right}".`,
            JA.doubleNegative(right),
            right,
          ),
        );
        negated = undefined;
        return;
      }
    }
    if (NEGATORS.has(w.lower)) {
      // "not only ... but also" is not a negative here.
      if (w.lower === "not" && next?.lower === "only") return;
      negated = w;
    }
  });
  // "Nobody can't swim": a negative subject at the start of the sentence and a negative verb after it.
  const first = words[0];
  const subjectEnd = first?.lower === "no" && words[1]?.lower === "one" ? 1 : 0;
  if (first && /^(nobody|nothing|no|none)$/.test(first.lower) && (first.lower !== "no" || subjectEnd === 1)) {
    const verb = words[subjectEnd + 1];
    const main = words[subjectEnd + 2];
    const doForm =
      verb && /^(don't|doesn't|didn't)$/.test(verb.lower) && main ? verbForms(main.lower) : undefined;
    if (verb && doForm && main && adjacent(sentence, words[subjectEnd] as Token, verb)) {
      // "Nobody doesn't like ice cream" → "Nobody likes ice cream".
      const right = verb.lower === "didn't" ? doForm.past : doForm.third;
      out.push(
        spanFinding(
          verb,
          main,
          "double_negative",
          `"${first.text}" is already negative: use "${right}".`,
          JA.doubleNegativeSubject(
            `${sentence.slice(first.start, (words[subjectEnd] as Token).end)} ${right}`,
          ),
          right,
        ),
      );
    } else if (verb && POSITIVE_AUX[verb.lower] && adjacent(sentence, words[subjectEnd] as Token, verb)) {
      const right = POSITIVE_AUX[verb.lower] as string;
      out.push(
        spanFinding(
          verb,
          verb,
          "double_negative",
          `"${first.text}" is already negative: use "${right}".`,
          JA.doubleNegativeSubject(
            `${sentence.slice(first.start, (words[subjectEnd] as Token).end)} ${right}`,
          ),
          matchCase(verb.text, right),
        ),
      );
    }
  }
  return out;
};
