import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES, isCountablePlural } from "../lexicon/nouns.ts";
import { isBaseVerb } from "../lexicon/verbs.ts";
import { tagSentence } from "../pos/tag.ts";
import type { Token } from "../tokenize.ts";
import {
  ARTICLES_AND_POSSESSIVES,
  adjacent,
  BE_FORMS,
  capitalise,
  FINITE_BE,
  isFiniteAt,
  PREPOSITIONS,
  SUBORDINATORS,
} from "./match.ts";
import { type Finding, type Rule, spanFinding } from "./types.ts";

const CLAUSE_SUBJECTS = new Set(["i", "you", "he", "she", "we", "they", "it"]);
const POSSESSIVE = new Set(["my", "your", "his", "her", "our", "their"]);
// Verbs and adjectives that take a clause without "that" ("I think it is", "I'm sure he will").
const CONTENT_WORDS = new Set(
  `think thought know knew hope hoped believe believed say said says feel felt guess guessed wish wished sure glad
  afraid sorry told tell heard hear remember remembered forgot forget realized realised found find saw see mean
  meant asked ask showed promised taught learned learnt decided noticed understand understood happy sad proud
  surprised worried shocked`.split(/\s+/),
);
const TAG_VERBS = new Set([
  "think",
  "guess",
  "hope",
  "believe",
  "know",
  "mean",
  "suppose",
  "see",
  "heard",
  "hear",
  "am",
  "thought",
]);
const RELATIVES = new Set(["who", "which", "that", "what", "where", "whose", "whom", "how", "why"]);
// Words after which a new clause cannot hide inside the first one ("I went to Kyoto I saw ...").
const CLAUSE_ENDERS = new Set(
  "yesterday today tonight tomorrow there here home too together again everyday".split(" "),
);

/** Words split into runs separated by punctuation marks; each run knows the mark before it. */
function segments(words: Token[], sentence: string): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let from = 0;
  for (let i = 1; i <= words.length; i++) {
    if (i === words.length || !adjacent(sentence, words[i - 1] as Token, words[i] as Token)) {
      out.push({ from, to: i - 1 });
      from = i;
    }
  }
  return out;
}

function finiteCount(words: Token[], from: number, to: number): number {
  let n = 0;
  for (let i = from; i <= to; i++) if (isFiniteAt(words, i)) n++;
  return n;
}

/** Whether a clause starts at word `i`: a subject pronoun or "my X" followed by a finite verb. */
function clauseAt(words: Token[], i: number): { verb: number } | undefined {
  const w = words[i]?.lower ?? "";
  if (CLAUSE_SUBJECTS.has(w) || (w === "there" && FINITE_BE.has(words[i + 1]?.lower ?? ""))) {
    // One adverb may stand between: "we also went", "I really like".
    for (const v of [i + 1, i + 2]) {
      if (
        v === i + 2 &&
        !/^(also|always|usually|often|sometimes|never|really|just|still|only)$/.test(
          words[i + 1]?.lower ?? "",
        )
      )
        break;
      if (isFiniteAt(words, v) || FINITE_BE.has(words[v]?.lower ?? "")) return { verb: v };
    }
    return undefined;
  }
  if (
    POSSESSIVE.has(w) &&
    words[i + 2] &&
    isFiniteAt(words, i + 2) &&
    !BE_FORMS.has(words[i + 1]?.lower ?? "")
  ) {
    return { verb: i + 2 };
  }
  return undefined;
}

/** The first word of a segment after leading "and/but/so/then" and one adverb. */
function segmentOpens(words: Token[], from: number, to: number, set: Set<string>): boolean {
  for (let i = from; i <= Math.min(to, from + 2); i++) {
    const w = words[i]?.lower ?? "";
    if (set.has(w)) return true;
    if (!/^(and|but|so|then|also|just|even|only|especially|mainly)$/.test(w)) return false;
  }
  return false;
}

/** "I like dogs, they are cute." → "I like dogs. They are cute." */
function commaSplices(words: Token[], sentence: string): Finding[] {
  if (/["“”]/.test(sentence)) return [];
  const out: Finding[] = [];
  const segs = segments(words, sentence);
  const startsSubordinate = SUBORDINATORS.has(words[0]?.lower ?? "") || words[0]?.lower === "as";
  segs.forEach((seg, k) => {
    const nextSeg = segs[k + 1];
    if (!nextSeg) return;
    const mark = sentence.slice((words[seg.to] as Token).end, (words[nextSeg.from] as Token).start).trim();
    if (mark !== ",") return;
    if (k === 0 && startsSubordinate) return;
    // "Thanks to the internet, we ...": an introductory phrase, not a clause ("thanks" is not a verb here).
    if (k === 0 && words[0]?.lower === "thanks" && words[1]?.lower === "to") return;
    if (
      segmentOpens(words, seg.from, seg.to, SUBORDINATORS) ||
      segmentOpens(words, seg.from, seg.to, RELATIVES)
    )
      return;
    if (finiteCount(words, seg.from, seg.to) === 0) return;
    // "I said, ..." / "He asked, ..." introduce speech.
    if (/^(said|says|say|asked|thought|replied|answered|shouted)$/.test(words[seg.to]?.lower ?? "")) return;
    // "..., however they ..." / "..., then we ...": an adverb does not join two sentences.
    const linker = /^(however|then|therefore)$/.test(words[nextSeg.from]?.lower ?? "") ? 1 : 0;
    const clause = clauseAt(words, nextSeg.from + linker);
    if (!clause || clause.verb > nextSeg.to) return;
    // "..., I think." / "..., you know." at the end is a comment, not a second sentence.
    const verb = words[clause.verb] as Token;
    if (TAG_VERBS.has(verb.lower) && clause.verb === nextSeg.to) return;
    const comma = sentence.indexOf(",", (words[seg.to] as Token).end);
    const subject = words[nextSeg.from] as Token;
    const right = `. ${capitalise(subject.text)}${linker && subject.lower === "however" ? "," : ""}`;
    out.push({
      type: "sentence_structure",
      start: comma,
      end: subject.end,
      comment: "Two sentences joined by a comma only: end the first with a full stop or add a joining word.",
      explanationJa: JA.commaSplice(
        `${sentence.slice((words[seg.from] as Token).start, (words[seg.to] as Token).end)}. ${capitalise(subject.text)} ...`,
      ),
      suggestion: right,
    });
  });
  return out;
}

/** "I went to Kyoto I saw many temples." → "Kyoto. I saw". */
function fusedRunOns(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  for (const seg of segments(words, sentence)) {
    const opensSubordinate = segmentOpens(words, seg.from, seg.to, SUBORDINATORS);
    for (let i = seg.from + 2; i <= seg.to; i++) {
      const prev = words[i - 1] as Token;
      const subj = words[i] as Token;
      if (!/^(i|we|he|she|they|it)$/.test(subj.lower)) continue;
      const clause = clauseAt(words, i);
      if (!clause || clause.verb > seg.to) continue;
      const before = words.slice(seg.from, i - 1);
      if (
        opensSubordinate ||
        before.some(
          (w) =>
            CONTENT_WORDS.has(w.lower) ||
            SUBORDINATORS.has(w.lower) ||
            RELATIVES.has(w.lower) ||
            /^(so|such|and|but|or)$/.test(w.lower),
        )
      ) {
        continue;
      }
      if (finiteCount(words, seg.from, i - 2) === 0) continue;
      const prevBefore = words[i - 2]?.lower ?? "";
      const nextIsBe = FINITE_BE.has(words[i + 1]?.lower ?? "");
      // "it" starts a new sentence only after an adjective ("My town is small it has ...").
      if (subj.lower === "it" && !BE_FORMS.has(prevBefore)) continue;
      if (CONTENT_WORDS.has(prev.lower) || /^(so|such|too|that|than|as)$/.test(prevBefore)) continue;
      // "... because she is", "when he was": the pronoun opens a joined clause.
      if (
        SUBORDINATORS.has(prev.lower) ||
        RELATIVES.has(prev.lower) ||
        /^(and|but|or|so|as|than|that|if)$/.test(prev.lower)
      ) {
        continue;
      }
      const ender =
        CLAUSE_ENDERS.has(prev.lower) ||
        (/^[A-Z]/.test(prev.text) && prev.lower !== "i" && prev.start > 0) ||
        (prev.lower === "much" && prevBefore === "very") ||
        (prev.lower === "lot" && prevBefore === "a") ||
        (COMMON_ADJECTIVES.has(prev.lower) && /^(very|really)$/.test(prevBefore)) ||
        // "I'm hungry I want ...": an adjective or noun right after "be" closes the first clause.
        (BE_FORMS.has(prevBefore) && !PREPOSITIONS.has(prev.lower) && !/^(not|a|an|the)$/.test(prev.lower)) ||
        // "I have a brother he is ten": a pronoun + "be" + complement cannot be a relative clause.
        (nextIsBe &&
          /^(he|she|they)$/.test(subj.lower) &&
          !PREPOSITIONS.has(prev.lower) &&
          !ARTICLES_AND_POSSESSIVES.has(prev.lower) &&
          !isFiniteAt(words, i - 1));
      if (!ender) continue;
      const right = `${prev.text}. ${capitalise(subj.text)}`;
      out.push(
        spanFinding(
          prev,
          subj,
          "sentence_structure",
          "Two sentences run together: put a full stop (or a joining word) between them.",
          JA.runOn(right),
          right,
        ),
      );
      break;
    }
  }
  return out;
}

/**
 * Whether the words after the opening subordinator are a subject and then the (only) finite verb: "When I
 * was", "If my sister comes". "After school I play" (a preposition, then another subject) is not.
 */
function subjectThenVerb(words: Token[]): boolean {
  let v = 1;
  while (v < words.length && !isFiniteAt(words, v)) v++;
  if (v >= words.length || v > 4) return false;
  const subject = words.slice(1, v).map((w) => w.lower);
  if (subject.length === 1)
    return (
      CLAUSE_SUBJECTS.has(subject[0] as string) ||
      /^[A-Z]/.test(words[1]?.text ?? "") ||
      subject[0] === "there"
    );
  // "my father", "the bus": a determiner and up to two more words, no second pronoun.
  return (
    /^(the|my|your|his|her|our|their|this|that|a|an)$/.test(subject[0] as string) &&
    !subject.slice(1).some((w) => CLAUSE_SUBJECTS.has(w))
  );
}

/** A plural noun or pronoun that can be the subject of a base-form verb ("people use", "students like"). */
function isPluralSubjectWord(w: string): boolean {
  return isCountablePlural(w) || /^(people|children|men|women|we|they|you|i)$/.test(w);
}

const SUBORDINATE_OPENERS = new Set([
  "when",
  "if",
  "although",
  "though",
  "while",
  "since",
  "after",
  "before",
  "until",
  "unless",
]);

/**
 * A subordinate clause or a verbless phrase standing alone as a sentence: "When I was a child.",
 * "For example, sushi and tempura.", "Because of the rain." ("Because I ..." is handled by the fragment rule).
 */
function fragments(words: Token[], sentence: string): Finding[] {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || first.start !== 0 || /\?\s*$/.test(sentence)) return [];
  const w = first.lower;
  const second = words[1]?.lower ?? "";
  const verbs = finiteCount(words, 0, words.length - 1);
  const span = (ja: string, comment: string) => [
    spanFinding(first, last, "sentence_structure", comment, ja, sentence.slice(first.start, last.end)),
  ];
  if (
    SUBORDINATE_OPENERS.has(w) &&
    !sentence.includes(",") &&
    verbs === 1 &&
    words.length >= 3 &&
    subjectThenVerb(words)
  ) {
    // "After school." / "Before dinner." have no verb and are titles or answers, not clauses.
    return span(
      JA.fragment(first.text),
      `"${first.text} ..." is only part of a sentence: join it to a main clause.`,
    );
  }
  const tagged = () => tagSentence(sentence).some((t) => t.pos === "VERB" || t.pos === "AUX");
  const verbless =
    (w === "for" && /^(example|instance)$/.test(second)) ||
    (w === "such" && second === "as") ||
    (w === "because" && second === "of") ||
    w === "like" ||
    w === "especially";
  // "For example, many people use bicycles.": a plural subject and a base-form verb make a clause.
  const pluralClause = words.some(
    (t, i) => i > 2 && isBaseVerb(t.lower) && isPluralSubjectWord(words[i - 1]?.lower ?? ""),
  );
  if (verbless && verbs === 0 && words.length >= 2 && !pluralClause && !tagged()) {
    return span(JA.nounFragment(), "This has no verb: it is not a full sentence.");
  }
  // "After school." / "Before dinner." standing alone between sentences.
  if (
    /^(after|before|during)$/.test(w) &&
    verbs === 0 &&
    words.length <= 4 &&
    /\.\s*$/.test(sentence) &&
    !tagged()
  ) {
    return span(JA.nounFragment(), "This has no verb: it is not a full sentence.");
  }
  return [];
}

/**
 * Run-on sentences (two clauses joined by a comma only, or by nothing) and fragments (a subordinate clause
 * or a verbless "For example, ..." standing alone). Questions, speech, "..., I think." and "When I got home,
 * I ate." are fine.
 */
export const sentenceStructureRule: Rule = ({ words, sentence }) => [
  ...commaSplices(words, sentence),
  ...fusedRunOns(words, sentence),
  ...fragments(words, sentence),
];
