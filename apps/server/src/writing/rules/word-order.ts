import { JA } from "../explanations.ts";
import { SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { isBaseVerb, isPastVerb, isThirdPersonVerb, verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

const FREQUENCY = new Set(["always", "usually", "often", "sometimes", "never"]);
const BE = new Set(["am", "is", "are", "was", "were"]);
const LIKE_VERBS = new Set([
  "like",
  "likes",
  "liked",
  "love",
  "loves",
  "loved",
  "enjoy",
  "enjoys",
  "enjoyed",
]);
// Words that end the object of "like ... very much" when it was put first.
// Verbs learners intensify with "very" the way Japanese uses とても: 「とても好き」 → "very like".
const VERY_VERBS = new Set([
  "like",
  "love",
  "enjoy",
  "want",
  "hope",
  "hate",
  "know",
  "understand",
  "think",
  "need",
]);
const CLAUSE_END = new Set(["and", "but", "because", "so", "when", "if", "or"]);

function isFiniteVerb(w: string): boolean {
  return (isBaseVerb(w) || isThirdPersonVerb(w) || isPastVerb(w)) && !BE.has(w);
}

/** "I very like soccer" → "I really like soccer". */
function veryBeforeVerb(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((w, i) => {
    const verb = words[i + 1];
    const base = verb ? verbForms(verb.lower)?.base : undefined;
    // Only feeling verbs: "very close/clean/surprised" are adjectives and correct.
    if (w.lower !== "very" || !verb || !base || !VERY_VERBS.has(base)) return;
    const right = `really ${verb.text}`;
    out.push(
      spanFinding(
        w,
        verb,
        "word_order",
        `"very" cannot come before a verb; use "really".`,
        JA.veryVerb(right),
        right,
      ),
    );
  });
  return out;
}

/** "I like very much soccer" → "I like soccer very much". */
function veryMuchBeforeObject(ctx: { words: Token[]; sentence: string }): Finding[] {
  const { words, sentence } = ctx;
  const out: Finding[] = [];
  words.forEach((verb, i) => {
    const very = words[i + 1];
    const much = words[i + 2];
    const objStart = words[i + 3];
    if (!LIKE_VERBS.has(verb.lower) || very?.lower !== "very" || much?.lower !== "much" || !objStart) return;
    // The object runs to the next clause word or punctuation mark.
    let j = i + 3;
    while (j + 1 < words.length && !CLAUSE_END.has((words[j + 1] as Token).lower)) {
      if (/[,.;!?]/.test(sentence.slice((words[j] as Token).end, (words[j + 1] as Token).start))) break;
      j++;
    }
    const objEnd = words[j] as Token;
    const object = sentence.slice(objStart.start, objEnd.end);
    const right = `${verb.text} ${object} very much`;
    out.push(
      spanFinding(
        verb,
        objEnd,
        "word_order",
        `Put "very much" after the object.`,
        JA.likeVeryMuch(right),
        right,
      ),
    );
  });
  return out;
}

/** "I always am busy" → "I am always busy"; "I go always to school" → "I always go to school". */
function frequencyAdverbs(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((adv, i) => {
    if (!FREQUENCY.has(adv.lower)) return;
    const next = words[i + 1];
    const prev = words[i - 1];
    if (next && BE.has(next.lower) && prev && SUBJECT_PRONOUNS[prev.lower]) {
      const right = `${next.text} ${adv.text}`;
      out.push(
        spanFinding(
          adv,
          next,
          "word_order",
          `Put "${adv.text}" after "${next.text}".`,
          JA.adverbAfterBe(right),
          right,
        ),
      );
      return;
    }
    const subject = words[i - 2];
    // Sentence-final "sometimes"/"often" is natural ("I play tennis often"); only verb + adverb + more words.
    if (!next || !prev || !subject || !SUBJECT_PRONOUNS[subject.lower] || !isFiniteVerb(prev.lower)) return;
    if (adv.lower === "sometimes") return;
    const right = `${adv.text} ${prev.text}`;
    out.push(
      spanFinding(
        prev,
        adv,
        "word_order",
        `Put "${adv.text}" before "${prev.text}".`,
        JA.adverbBeforeVerb(right),
        right,
      ),
    );
  });
  return out;
}

/** Word order errors common for Japanese speakers: "very" + verb, "like very much X", adverb placement. */
export const wordOrderRule: Rule = (ctx) => [
  ...veryBeforeVerb(ctx.words),
  ...veryMuchBeforeObject(ctx),
  ...frequencyAdverbs(ctx.words),
];
