import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES } from "../lexicon/nouns.ts";
import type { Token } from "../tokenize.ts";
import { forms, SUBJECTS } from "./match.ts";
import { runSequences, type SequencePattern, wordAfter, wordBefore } from "./sequence.ts";
import type { Rule } from "./types.ts";
import { MORE_PATTERNS, moreVerbPatternFindings } from "./verb-pattern-more.ts";
import {
  BE_SET,
  base,
  gerund,
  infinitive,
  ing,
  ingEndsPhrase,
  ingIsVerb,
  notAfterDeterminer,
  notInfinitive,
  notInfinitiveAfterTo,
  OBJECT_PATTERNS,
  PHRASE_PATTERNS,
  person,
  spendTimeFindings,
  thirdOrPast,
  V,
  verbHere,
  WOULD,
} from "./verb-pattern-phrases.ts";

const verbAlts = (bases: string) => forms(bases);

// Verbs that take -ing, not "to" + verb. Not "admit" ("admit to cheating") nor "quit" ("quit to rest").
const GERUND_VERBS = verbAlts(
  "enjoy finish mind avoid imagine consider keep suggest practice practise miss deny postpone risk recommend dislike",
);
const GERUND_DIRECT = verbAlts(
  "enjoy finish practice practise keep avoid mind stop quit imagine consider suggest miss postpone deny admit",
);
// Verbs that take "to" + verb: after their "to" no -ing, third-person or past form.
const TO_VERBS = verbAlts(
  `want hope decide plan promise agree refuse expect wish choose afford manage offer pretend fail learn seem
  tend deserve arrange attempt intend hesitate need try begin start continue like love hate prefer forget
  remember`,
);
// ... and with -ing straight after them ("want going"). "need" is left out ("my bike needs fixing"), and so
// is "learn" ("learn swimming") and the like/love/begin group, which take both.
const TO_VERBS_ING = verbAlts(
  "want hope decide plan promise agree refuse expect wish choose afford manage offer pretend fail seem tend arrange hesitate",
);
const TO_VERBS_DIRECT = verbAlts(
  "want hope decide plan promise need expect wish learn forget afford pretend refuse",
);
const MODALS =
  "can|could|will|would|should|must|may|might|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't";
// "go shopping", "went fishing": activities that take "go" + -ing ("Let's shopping" → "Let's go shopping";
// "go to shopping" is the preposition rule's).
const ACTIVITIES =
  "shopping|fishing|swimming|skiing|camping|hiking|skating|jogging|surfing|bowling|sightseeing|snowboarding|cycling|dancing|climbing";
// Adjectives after "too" that take "to" as a preposition: "too close to", "too used to".
const TOO_PREPOSITION =
  /^(close|near|similar|used|accustomed|attached|addicted|kind|nice|new|next|related|much)$/;

// A noun-like verb ("start", "love", "need") right after "a good" is a noun: "a good start to learning".
const notNoun = (x: Parameters<NonNullable<SequencePattern["when"]>>[0]) =>
  notAfterDeterminer(x) && !COMMON_ADJECTIVES.has(wordBefore(x)?.lower ?? "");

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
      // "practise to win" / "keep to the left": purpose and fixed phrases are fine; so is the passive
      // ("He is considered to be…").
      when: (x) =>
        !(
          /^practi[cs]/.test(x.m[0]?.lower ?? "") &&
          /^(win|become|get|improve|be|pass|prepare|make)$/.test(x.m[2]?.lower ?? "")
        ) &&
        !(BE_SET.has(wordBefore(x)?.lower ?? "") && !x.m[0]?.lower.endsWith("ing")) &&
        notNoun(x),
    },
  ),
  V(
    ["give|gives|gave|given|giving|put|puts|putting", "up|off", "to", base],
    (m) => `${m[0]?.text} ${m[1]?.text} ${gerund(m[3] as Token)}`,
    `"give up" / "put off" take the -ing form.`,
    (right, m) => JA.gerundAfter(`${m[0]?.text} ${m[1]?.text}`, right),
    { when: (x) => /^(giv|gav).* up$|^put.* off$/.test(`${x.m[0]?.lower} ${x.m[1]?.lower}`) },
  ),
  V(
    ["feel|feels|felt|feeling", "like", "to", base],
    (m) => `like ${gerund(m[3] as Token)}`,
    `"feel like" (want to) takes the -ing form.`,
    (right) => JA.gerundAfter("feel like", right),
    { span: [1, 3] },
  ),
  V(
    [GERUND_DIRECT, base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `This verb takes the -ing form.`,
    (right, m) => JA.gerundAfter(m[0]?.text ?? "", right),
    { when: (x) => verbHere(x.m[1] as Token, wordAfter(x)) && notAfterDeterminer(x) },
  ),
  V(
    [WOULD, "like", "to", ing],
    (m) => `to ${infinitive(m[3] as Token)}`,
    `After "to", use the base form of the verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    { span: [2, 3] },
  ),
  V(
    [WOULD, "like", ing],
    (m) => `to ${infinitive(m[2] as Token)}`,
    `"would like" takes "to" + verb.`,
    (right) => JA.infinitiveAfter("would like", right),
    { span: [2, 2], when: (x) => ingEndsPhrase(x) },
  ),
  V(
    [WOULD, "like|love|prefer|hate", base],
    (m) => `${m[1]?.text} to ${m[2]?.text}`,
    `"would like/love" takes "to" + verb.`,
    (right, m) => JA.infinitiveAfter(`would ${m[1]?.text}`, right),
    { span: [1, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [WOULD, "rather", "to"],
    (m) => `${m[0]?.text} rather`,
    `No "to" after "would rather".`,
    (right) => JA.modalBase(right),
  ),
  V(
    [TO_VERBS, "to", (t) => notInfinitiveAfterTo(t)],
    (m) => `to ${infinitive(m[2] as Token)}`,
    `After "to", use the base form of the verb.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    {
      span: [1, 2],
      // "agreed to changes": after "agree", "to" can take a noun.
      when: (x) =>
        notNoun(x) &&
        (!ing(x.m[2] as Token) || ingIsVerb(x)) &&
        (!x.m[0]?.lower.startsWith("agree") || notInfinitive(x.m[2] as Token)),
    },
  ),
  // "have to / be going to / be able to / ought to / in order to / how to" + verb.
  V(
    ["have|has|had|having|going|able|ought|order|how|what|where|enough", "to", notInfinitive],
    (m) => `to ${infinitive(m[2] as Token)}`,
    `After "to", use the base form of the verb.`,
    (right, m) => JA.infinitiveAfter(`${m[0]?.text} to`, right),
    {
      span: [1, 2],
      when: (x) =>
        (x.m[0]?.lower !== "order" || wordBefore(x)?.lower === "in") &&
        // "going to swimming lessons", "close enough to shopping streets": "to" as a preposition.
        (!ing(x.m[2] as Token) || !/^(going|enough)$/.test(x.m[0]?.lower ?? "") || ingIsVerb(x)),
    },
  ),
  V(
    ["too", (t) => /^[a-z]+$/.test(t.lower) && !TOO_PREPOSITION.test(t.lower), "to", notInfinitive],
    (m) => `to ${infinitive(m[3] as Token)}`,
    `After "too … to", use the base form of the verb.`,
    (right) => JA.infinitiveAfter("too 〜 to", right),
    { span: [2, 3], when: (x) => !ing(x.m[3] as Token) || ingIsVerb(x) },
  ),
  V(
    [TO_VERBS_ING, ing],
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
  ...OBJECT_PATTERNS,
  V(
    [verbAlts("see hear watch"), person, "to", base],
    (m) => `${m[0]?.text} ${m[1]?.text} ${m[3]?.text}`,
    `"see/hear someone" takes the base form without "to".`,
    (right) => JA.perceptionBase(right),
    { when: (x) => (x.m[1]?.start ?? 0) > 0 && verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["let's", "to", base],
    (m) => `${m[0]?.text} ${m[2]?.text}`,
    `"Let's" takes the base form without "to".`,
    (right) => JA.letMake(right),
  ),
  V(
    ["let's", notInfinitive],
    (m) =>
      new RegExp(`^(${ACTIVITIES})$`).test(m[1]?.lower ?? "")
        ? `${m[0]?.text} go ${m[1]?.text}`
        : `${m[0]?.text} ${infinitive(m[1] as Token)}`,
    `"Let's" takes the base form of the verb.`,
    (right) => JA.letsBase(right),
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
    ["had|'d", "better", (t) => thirdOrPast(t) || ing(t)],
    (m) => `${m[0]?.text} better ${infinitive(m[2] as Token)}`,
    `After "had better", use the base form.`,
    (right) => JA.modalBase(right),
  ),
  V(
    ["thank|thanks", "you", "for", base],
    (m) => gerund(m[3] as Token),
    `After "thank you for", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { span: [3, 3], when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["thanks|sorry|apologize|apologise|apologized|apologised|famous|responsible", "for", base],
    (m) => gerund(m[2] as Token),
    `After a preposition ("for"), use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { span: [2, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [verbAlts("like love hate"), base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `Use "-ing" or "to" + verb after "like".`,
    (right, m) => JA.gerundAfter(m[0]?.text ?? "", right),
    {
      when: (x) =>
        notAfterDeterminer(x) &&
        (x.m[1] as Token).lower !== "like" &&
        verbHere(x.m[1] as Token, wordAfter(x)) &&
        !new RegExp(`^(${WOULD})$`).test(wordBefore(x)?.lower ?? ""),
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
    [(t) => SUBJECTS.has(t.lower), "used", "to", notInfinitive],
    (m) => infinitive(m[3] as Token),
    `"used to" (past habit) takes the base form.`,
    (right) => JA.infinitiveAfter("used to（以前は〜した）", right),
    { span: [3, 3] },
  ),
  ...PHRASE_PATTERNS,
  ...MORE_PATTERNS,
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

/**
 * Gerund or infinitive after common verbs: "enjoy to swim" → "enjoy swimming", "want going" → "want to
 * go", "look forward to see" → "seeing", "let me to go" → "let me go", "can to swim" / "can swims" →
 * "can swim", "before go" → "before going", "want you come" → "want you to come", "went to fishing" →
 * "went fishing", "spent two hours to do" → "doing".
 */
export const verbPatternRule: Rule = (ctx) => {
  const found = runSequences(ctx, PATTERNS, "verb_pattern");
  const words = ctx.tokens.filter((t) => t.kind !== "punct");
  const extra = [
    ...spendTimeFindings(words, ctx.sentence),
    ...moreVerbPatternFindings(words, ctx.sentence),
  ].filter((f) => !found.some((g) => f.start < g.end && g.start < f.end));
  return [...found, ...extra];
};
