import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES } from "../lexicon/nouns.ts";
import { isBaseVerb, isPastVerb, isThirdPersonVerb, verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import {
  ARTICLES_AND_POSSESSIVES,
  baseOfIng,
  forms,
  ingOf,
  isKnownBase,
  PHRASE_END_WORDS,
  SUBJECTS,
} from "./match.ts";
import { runSequences, type SequencePattern, type Slot, wordAfter, wordBefore } from "./sequence.ts";
import type { Rule } from "./types.ts";

// Base forms that are just as often nouns ("enjoy work", "need help", "by train"): after a verb or a
// preposition they are only read as verbs when an object follows.
const NOUNISH = new Set(
  `work dance play walk talk rain snow travel fish shop film camp surf ski chat text email plan smile rest help
  change cook visit call answer love like turn wish try use need hope study practice exercise sleep drink show
  ride drive look watch fight win kick jump climb hike laugh cry fall set cut hit pay check cover count guess
  pass move touch taste support surprise train break hold stand paint wash sell share save miss return start
  finish stay open close clean fix pick pull push reach rush wait worry carry hate leave volunteer dream hurry
  experience order step report end fear`.split(/\s+/),
);
// Words after a noun-like base form that show it is a verb here: "like play soccer", "enjoy cook dinner".
const VERB_OBJECTS = new Set(
  `soccer tennis baseball basketball volleyball badminton games video cards piano guitar violin drums english
  japanese math tv dinner lunch breakfast abroad outside together`.split(/\s+/),
);
const OBJECT_START = new Set(
  "me you him her us them it my your his our their the a an this that these those some".split(" "),
);

/** A base form read as a verb here: a verb-only word, or a noun-like one with an object after it. */
function verbHere(t: Token, next: Token | undefined): boolean {
  if (!isKnownBase(t.lower) || t.lower === "be") return false;
  if (!NOUNISH.has(t.lower)) return true;
  return next !== undefined && (OBJECT_START.has(next.lower) || VERB_OBJECTS.has(next.lower));
}
const base: Slot = (t) => isKnownBase(t.lower) && t.lower !== "be";
const ing: Slot = (t) => baseOfIng(t.lower) !== undefined;
const thirdOrPast: Slot = (t) =>
  (isThirdPersonVerb(t.lower) || (isPastVerb(t.lower) && !isBaseVerb(t.lower))) && t.lower !== "is";

const verbAlts = (bases: string) => forms(bases);

const GERUND_VERBS = verbAlts("enjoy finish mind avoid imagine consider keep suggest practice");
const GERUND_DIRECT = verbAlts("enjoy finish practice keep avoid mind stop quit imagine consider suggest");
// Verbs that take "to" + verb. "need" is left out ("my bike needs fixing"), and so is "learn" with -ing.
const TO_VERBS = verbAlts(
  "want hope decide plan promise agree refuse expect wish choose afford manage offer pretend fail",
);
const TO_VERBS_DIRECT = verbAlts("want hope decide plan promise need expect wish");
const MODALS =
  "can|could|will|would|should|must|may|might|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't";

const gerund = (t: Token) => ingOf(verbForms(t.lower)?.base ?? t.lower);
const infinitive = (t: Token) => verbForms(t.lower)?.base ?? baseOfIng(t.lower) ?? t.lower;
const notAfterDeterminer = (x: { words: Token[]; i: number; m: Token[]; sentence: string }) =>
  !ARTICLES_AND_POSSESSIVES.has(wordBefore(x)?.lower ?? "") && wordBefore(x)?.lower !== "in";

function V(
  slots: Slot[],
  fix: (m: Token[]) => string,
  comment: string,
  ja: SequencePattern["ja"],
  extra: Partial<SequencePattern> = {},
): SequencePattern {
  return { slots, fix, comment, ja, ...extra };
}

const PATTERNS: SequencePattern[] = [
  V(
    [verbAlts("look"), "forward", "to", base],
    (m) => gerund(m[3] as Token),
    `After "look forward to", use the -ing form.`,
    (right) => JA.lookForwardTo(right),
    { span: [3, 3] },
  ),
  V(
    [GERUND_VERBS, "to", base],
    (m) => `${m[0]?.text} ${gerund(m[2] as Token)}`,
    `This verb takes the -ing form, not "to" + verb.`,
    (right, m) => JA.gerundAfter(m[0]?.text ?? "", right),
    {
      // "practise to win" / "keep to the left": purpose and fixed phrases are fine.
      when: (x) =>
        !(
          /^practi[cs]/.test(x.m[0]?.lower ?? "") &&
          /^(win|become|get|improve|be|pass|prepare|make)$/.test(x.m[2]?.lower ?? "")
        ),
    },
  ),
  V(
    ["give|gives|gave|given|giving", "up", "to", base],
    (m) => `${m[0]?.text} up ${gerund(m[3] as Token)}`,
    `"give up" takes the -ing form.`,
    (right) => JA.gerundAfter("give up", right),
  ),
  V(
    [GERUND_DIRECT, base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `This verb takes the -ing form.`,
    (right, m) => JA.gerundAfter(m[0]?.text ?? "", right),
    { when: (x) => verbHere(x.m[1] as Token, wordAfter(x)) && notAfterDeterminer(x) },
  ),
  V(
    ["would|'d|i'd|you'd|we'd|he'd|she'd|they'd", "like", "to", ing],
    (m) => `to ${infinitive(m[3] as Token)}`,
    `After "to", use the base form of the verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    { span: [2, 3] },
  ),
  V(
    ["would|'d|i'd|you'd|we'd|he'd|she'd|they'd", "like", ing],
    (m) => `to ${infinitive(m[2] as Token)}`,
    `"would like" takes "to" + verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    { span: [2, 2], when: (x) => ingEndsPhrase(x) },
  ),
  V(
    ["would|'d|i'd|you'd|we'd|he'd|she'd|they'd", "like", base],
    (m) => `like to ${m[2]?.text}`,
    `"would like" takes "to" + verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    { span: [1, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [TO_VERBS, "to", (t) => ing(t) || thirdOrPast(t)],
    (m) => `to ${infinitive(m[2] as Token)}`,
    `After "to", use the base form of the verb.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    { span: [1, 2] },
  ),
  V(
    [TO_VERBS, ing],
    (m) => `${m[0]?.text} to ${infinitive(m[1] as Token)}`,
    `This verb takes "to" + verb, not the -ing form.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    { when: (x) => notAfterDeterminer(x) && ingEndsPhrase(x) },
  ),
  V(
    [TO_VERBS_DIRECT, base],
    (m) => `${m[0]?.text} to ${m[1]?.text}`,
    `This verb needs "to" before the next verb.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    {
      when: (x) =>
        notAfterDeterminer(x) && x.m[1]?.lower !== "have" && verbHere(x.m[1] as Token, wordAfter(x)),
    },
  ),
  V(
    [
      "let|lets|make|makes|made|making",
      (t) => /^(me|him|her|us|them|you)$/.test(t.lower) || /^[A-Z]/.test(t.text),
      "to",
      base,
    ],
    (m) => `${m[0]?.text} ${m[1]?.text} ${m[3]?.text}`,
    `"let/make someone" takes the base form without "to".`,
    (right) => JA.letMake(right),
    { when: (x) => (x.m[1]?.start ?? 0) > 0 },
  ),
  V(
    ["let's", "to", base],
    (m) => `${m[0]?.text} ${m[2]?.text}`,
    `"Let's" takes the base form without "to".`,
    (right) => JA.letMake(right),
  ),
  V(
    [MODALS, "to", base],
    (m) => `${m[0]?.text} ${m[2]?.text}`,
    `No "to" after "can/must/should".`,
    (right) => JA.modalBase(right),
    // "a strong will to win", "the free will to choose": "will" as a noun.
    {
      when: (x) =>
        notAfterDeterminer(x) &&
        !COMMON_ADJECTIVES.has(wordBefore(x)?.lower ?? "") &&
        !/^(own|free|weak|iron|good)$/.test(wordBefore(x)?.lower ?? ""),
    },
  ),
  V(
    [MODALS, (t) => thirdOrPast(t) || ing(t)],
    (m) => `${m[0]?.text} ${infinitive(m[1] as Token)}`,
    `After a modal verb, use the base form.`,
    (right) => JA.modalBase(right),
    { when: (x) => notAfterDeterminer(x) && !(x.m[0]?.text === "May" && (x.m[0]?.start ?? 0) > 0) },
  ),
  V(
    ["thank|thanks", "you", "for", base],
    (m) => gerund(m[3] as Token),
    `After "thank you for", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { span: [3, 3], when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["thanks", "for", base],
    (m) => gerund(m[2] as Token),
    `After "thanks for", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { span: [2, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [verbAlts("like love hate"), base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `Use "-ing" or "to" + verb after "${"like"}".`,
    (right, m) => JA.gerundAfter(m[0]?.text ?? "", right),
    {
      when: (x) =>
        notAfterDeterminer(x) &&
        (x.m[1] as Token).lower !== "like" &&
        verbHere(x.m[1] as Token, wordAfter(x)) &&
        !/^(would|'d|i'd|you'd|we'd|he'd|she'd|they'd)$/.test(wordBefore(x)?.lower ?? ""),
    },
  ),
  V(
    ["don't|never|not", "forget", ing],
    (m) => `${m[0]?.text} forget to ${infinitive(m[2] as Token)}`,
    `"Don't forget" (a thing to do later) takes "to" + verb.`,
    (right) => JA.infinitiveAfter("don't forget", right),
    { span: [0, 2], when: (x) => ingEndsPhrase(x) },
  ),
  V(
    ["would", "you|he|she|they|we", "like", (t) => ing(t) || base(t)],
    (m) => `to ${infinitive(m[3] as Token)}`,
    `"would like" takes "to" + verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    {
      span: [3, 3],
      when: (x) => (ing(x.m[3] as Token) ? ingEndsPhrase(x) : verbHere(x.m[3] as Token, wordAfter(x))),
    },
  ),
  V(
    ["had", "better", "to"],
    () => "had better",
    `No "to" after "had better".`,
    (right) => JA.modalBase(right),
  ),
  V(
    ["how|what", "about", "to", base],
    (m) => `${m[0]?.text} about ${gerund(m[3] as Token)}`,
    `After "how about", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
  ),
  V(
    ["how|what", "about", base],
    (m) => `${m[0]?.text} about ${gerund(m[2] as Token)}`,
    `After "how about", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [(t) => SUBJECTS.has(t.lower), "used", "to", ing],
    (m) => infinitive(m[3] as Token),
    `"used to" (past habit) takes the base form.`,
    (right) => JA.infinitiveAfter("used to（以前は〜した）", right),
    { span: [3, 3] },
  ),
  V(
    ["at|in|of|about|without|before|after|by", base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `After a preposition, use the -ing form of a verb.`,
    (right) => JA.gerundAfterPreposition(right),
    {
      when: (x) => {
        const v = x.m[1] as Token;
        // "look forward to" is handled above; "by train" and "after school" are nouns (see NOUNISH).
        return verbHere(v, wordAfter(x)) && wordBefore(x)?.lower !== "to";
      },
    },
  ),
];

/** The -ing word ends its phrase: "want playing." / "decided joining the club", not "want running shoes". */
function ingEndsPhrase(x: { words: Token[]; i: number; m: Token[]; sentence: string }): boolean {
  const next = wordAfter(x);
  return next === undefined || PHRASE_END_WORDS.has(next.lower) || OBJECT_START.has(next.lower);
}

/**
 * Gerund or infinitive after common verbs: "enjoy to swim" → "enjoy swimming", "want going" → "want to
 * go", "look forward to see" → "seeing", "let me to go" → "let me go", "can to swim" / "can swims" →
 * "can swim", "before go" → "before going".
 */
export const verbPatternRule: Rule = (ctx) => runSequences(ctx, PATTERNS, "verb_pattern");
