import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES } from "../lexicon/nouns.ts";
import type { Token } from "../tokenize.ts";
import { forms } from "./match.ts";
import { type Match, type SequencePattern, wordAfter, wordBefore } from "./sequence.ts";
import type { Finding } from "./types.ts";
import {
  BE_SET,
  base,
  gerund,
  infinitive,
  ing,
  notAfterDeterminer,
  person,
  TIME_WORDS,
  thirdOrPast,
  V,
  verbHere,
} from "./verb-pattern-phrases.ts";

// More verb patterns that Japanese learners get wrong: two modals in a row ("will can"), "suggest / hope
// someone to", "want that you", "thinking to", "succeed to / insist to", "admit to" + verb, "start learn",
// "went swim", "while watch", "can't wait see", "It's time go", "happy hear", "good at cook",
// "promised coming back", "It took two hours finishing", "prefer reading to watch".

const MODAL_FIRST = "will|would|shall|should|must|may|might|can|could|won't|wouldn't|shouldn't|mustn't|'ll";
/** The object pronoun as a subject: "suggested me" → "that I". */
const SUBJECT_OF: Record<string, string> = { me: "I", him: "he", her: "she", us: "we", them: "they" };
const asSubject = (t: Token) => SUBJECT_OF[t.lower] ?? t.text;
const SUBJECT_WORD = (t: Token) => /^(i|you|he|she|we|they)$/.test(t.lower) || /^[A-Z][a-z]+$/.test(t.text);
// Activities that take "go" + -ing ("went swimming"), as base forms.
const ACTIVITY_BASES = "swim|fish|shop|ski|camp|hike|skate|jog|surf|bowl|cycle|climb|sightsee|snowboard";
// Adjectives of feeling and ability that take "to" + verb: "happy to hear", "able to swim".
const ADJ_TO =
  "happy|glad|sad|sorry|surprised|excited|pleased|ready|able|afraid|lucky|proud|nervous|eager|willing|shocked|disappointed|relieved|sure|free";
const INTENSIFIER = "very|so|really|too|quite|always|not|never";
// -ing words that are adjectives ("wants exciting things"), not gerunds.
const ING_ADJECTIVES = new Set(
  `interesting exciting boring amazing surprising tiring relaxing confusing disappointing shocking embarrassing
  annoying frightening worrying interesting charming missing`.split(/\s+/),
);
// Verbs that never take -ing nor a clause after them, so "-ing + back / to / with" after them is wrong too.
const TO_ONLY = forms("want plan promise refuse afford manage pretend fail hesitate intend attempt");
// Particles and prepositions after a verb that make the -ing word a verb: "promised coming back".
const AFTER_VERB = new Set(
  `back home out up down away off over around abroad there here together again early late soon to with at in
  on for about from into`.split(/\s+/),
);
const startsSentence = (x: Match) => (x.m[0]?.start ?? 0) === 0;

export const MORE_PATTERNS: SequencePattern[] = [
  // "I will can swim" → "will be able to swim"; "You must can" → "must be able to"; "will must" → "will have to".
  V(
    [MODAL_FIRST, "can|could|must"],
    (m) => `${m[0]?.text} ${m[1]?.lower === "must" ? "have to" : "be able to"}`,
    `Two modal verbs cannot go together: use "be able to" / "have to".`,
    (right) => JA.doubleModal(right),
    { when: (x) => !(x.m[0]?.lower === "can" && x.m[1]?.lower === "can") },
  ),
  // "He suggested me to see a doctor" → "suggested that I see".
  V(
    [forms("suggest"), "me|him|her|us|them", "to", base],
    (m) => `${m[0]?.text} that ${asSubject(m[1] as Token)} ${infinitive(m[3] as Token)}`,
    `"suggest" takes a that-clause, not "someone to".`,
    (right) => JA.suggestThat(right),
    { when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  // "I hope you to come" → "I hope you will come".
  V(
    [forms("hope"), person, "to", base],
    (m) =>
      `${m[0]?.text} ${asSubject(m[1] as Token)} ${/ed$/i.test(m[0]?.text ?? "") ? "would" : "will"} ${infinitive(m[3] as Token)}`,
    `"hope" takes a clause ("hope you will come"), not "someone to".`,
    (right) => JA.hopeThat(right),
    {
      when: (x) =>
        (x.m[1]?.start ?? 0) > 0 && notAfterDeterminer(x) && verbHere(x.m[3] as Token, wordAfter(x)),
    },
  ),
  // "I want that you help me" → "I want you to help me".
  V(
    [forms("want"), "that", SUBJECT_WORD, (t) => base(t) || thirdOrPast(t)],
    (m) =>
      `${m[0]?.text} ${m[2]?.lower === "i" ? "me" : objectOf(m[2] as Token)} to ${infinitive(m[3] as Token)}`,
    `"want" takes "someone to" + verb, not a that-clause.`,
    (right) => JA.objectTo("want", right),
  ),
  // "I'm thinking to study abroad" → "thinking of studying".
  V(
    ["thinking", "to", base],
    (m) => `thinking of ${gerund(m[2] as Token)}`,
    `"be thinking of" + -ing means "plan to".`,
    (right) => JA.thinkingOf(right),
    { when: (x) => BE_SET.has(wordBefore(x)?.lower ?? "") },
  ),
  // "I succeeded to pass" → "succeeded in passing"; "He insisted to pay" → "insisted on paying".
  V(
    [forms("succeed insist"), "to", base],
    (m) => `${m[0]?.text} ${m[0]?.lower.startsWith("succ") ? "in" : "on"} ${gerund(m[2] as Token)}`,
    `"succeed in" / "insist on" take the -ing form.`,
    (right, m) => JA.gerundAfter(m[0]?.lower.startsWith("succ") ? "succeed in" : "insist on", right),
  ),
  // "He admitted to steal" → "to stealing"; "I'm opposed to build" → "to building": "to" is a preposition.
  V(
    [
      "admit|admits|admitted|admitting|confess|confesses|confessed|confessing|object|objects|objected|objecting",
      "to",
      base,
    ],
    (m) => gerund(m[2] as Token),
    `Here "to" is a preposition: use the -ing form.`,
    (right, m) => JA.toPreposition(`${m[0]?.text} to`, right),
    { span: [2, 2], when: (x) => notAfterDeterminer(x) && verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    ["accustomed|committed|dedicated|devoted|opposed", "to", base],
    (m) => gerund(m[2] as Token),
    `Here "to" is a preposition: use the -ing form.`,
    (right, m) => JA.toPreposition(`be ${m[0]?.text} to`, right),
    {
      span: [2, 2],
      when: (x) => BE_SET.has(wordBefore(x)?.lower ?? "") && verbHere(x.m[2] as Token, wordAfter(x)),
    },
  ),
  // "I started learn the guitar" / "Remember bring your lunch" / "Try eat this" → "to learn" / "to bring".
  V(
    [forms("start begin remember try"), base],
    (m) => `${m[0]?.text} to ${m[1]?.text}`,
    `This verb needs "to" (or -ing) before the next verb.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    {
      when: (x) =>
        notAfterDeterminer(x) &&
        !COMMON_ADJECTIVES.has(wordBefore(x)?.lower ?? "") &&
        !/^(have|be)$/.test(x.m[1]?.lower ?? "") &&
        verbHere(x.m[1] as Token, wordAfter(x)),
    },
  ),
  // "We went swim" → "went swimming" ("Let's go swim" is casual English, so not bare "go").
  V(
    ["went|goes|gone|going", ACTIVITY_BASES],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `"go" + an activity takes the -ing form ("go swimming").`,
    (right) => JA.goActivity(right),
    { when: (x) => !/^(the|a|an)$/.test(wordAfter(x)?.lower ?? "") },
  ),
  // "While watch TV, I fell asleep" → "While watching" ("for a while" is a noun).
  V(
    ["while", base],
    (m) => `${m[0]?.text} ${gerund(m[1] as Token)}`,
    `After "while" without a subject, use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { when: (x) => notAfterDeterminer(x) && verbHere(x.m[1] as Token, wordAfter(x)) },
  ),
  // "I can't wait see you" → "can't wait to see".
  V(
    ["can't|cannot|couldn't", "wait", base],
    (m) => `wait to ${m[2]?.text}`,
    `"can't wait" takes "to" + verb.`,
    (right) => JA.infinitiveAfter("can't wait", right),
    { span: [1, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  // "It's time go to bed" → "time to go".
  ...[["it's"], ["it", "is|was"]].flatMap((prefix) =>
    [[], ["about|high"]].map((mid) => {
      const t = prefix.length + mid.length;
      return V(
        [...prefix, ...mid, "time", base],
        (m) => `time to ${m[t + 1]?.text}`,
        `"It's time" takes "to" + verb (or "for" + noun).`,
        (right) => JA.infinitiveAfter("It's time", right),
        { span: [t, t + 1], when: (x) => verbHere(x.m[t + 1] as Token, wordAfter(x)) },
      );
    }),
  ),
  // "I was happy hear the news" / "I'm so glad meet you" → "happy to hear" / "glad to meet".
  ...[[], [INTENSIFIER]].map((mid) => {
    const a = 1 + mid.length;
    return V(
      [(t: Token) => BE_SET.has(t.lower), ...mid, ADJ_TO, base],
      (m) => `${m[a]?.text} to ${m[a + 1]?.text}`,
      `This adjective takes "to" + verb.`,
      (right, m) => JA.infinitiveAfter(m[a]?.text ?? "", right),
      { span: [a, a + 1], when: (x) => verbHere(x.m[a + 1] as Token, wordAfter(x)) },
    );
  }),
  // "I'm good at cook" → "good at cooking" ("cook" is a noun only with "a").
  V(
    ["good|bad|great|poor|better|best|worse|terrible|excellent", "at", base],
    (m) => `at ${gerund(m[2] as Token)}`,
    `After a preposition ("at"), use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    {
      span: [1, 2],
      when: (x) => !/^(work|dance|design|exercise|home|school|first|last)$/.test(x.m[2]?.lower ?? ""),
    },
  ),
  // "She promised coming back soon" → "promised to come".
  V(
    [TO_ONLY, (t) => ing(t) && !ING_ADJECTIVES.has(t.lower)],
    (m) => `${m[0]?.text} to ${infinitive(m[1] as Token)}`,
    `This verb takes "to" + verb, not the -ing form.`,
    (right, m) => JA.infinitiveAfter(m[0]?.text ?? "", right),
    {
      when: (x) =>
        notAfterDeterminer(x) && !startsSentence(x) && AFTER_VERB.has(wordAfter(x)?.lower ?? "\u0000"),
    },
  ),
  // "It is no use to cry" → "no use crying"; "There is no point to argue" → "no point in arguing".
  V(
    ["no", "use|point|sense", "to", base],
    (m) => `${m[1]?.text}${m[1]?.lower === "use" ? "" : " in"} ${gerund(m[3] as Token)}`,
    `"no use / no point" takes the -ing form.`,
    (right, m) => JA.gerundAfter(`no ${m[1]?.text}`, right),
    { span: [1, 3] },
  ),
];

/** "I" → "me": the subject as an object. */
function objectOf(t: Token): string {
  const o: Record<string, string> = { i: "me", he: "him", she: "her", we: "us", they: "them", you: "you" };
  return o[t.lower] ?? t.text;
}

const TAKE = new Set(forms("take").split("|"));

/**
 * "It took me two hours finishing the homework" → "to finish": after "it takes" + a stretch of time the
 * verb takes "to". Also "I prefer reading to watch TV" → "watching": after "prefer -ing … to" the -ing form.
 * @returns the findings in `words`
 */
export function moreVerbPatternFindings(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  const joined = (a: Token, b: Token) => /^\s*$/.test(sentence.slice(a.end, b.start));
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as Token;
    if (TAKE.has(w.lower) && (words[i - 1] as Token).lower === "it") {
      for (let j = i + 1; j <= i + 5 && j + 1 < words.length; j++) {
        if (!joined(words[j - 1] as Token, words[j] as Token)) break;
        if (!TIME_WORDS.has((words[j] as Token).lower)) continue;
        const v = words[j + 1] as Token;
        if (joined(words[j] as Token, v) && ing(v) && !ING_ADJECTIVES.has(v.lower)) {
          const fix = `to ${infinitive(v)}`;
          out.push(
            finding(
              v,
              v,
              fix,
              `"It takes + time" takes "to" + verb.`,
              JA.infinitiveAfter("It takes＋時間", fix),
            ),
          );
        }
        break;
      }
    }
    if (/^prefer(s|red|ring)?$/.test(w.lower) && words[i + 1] && ing(words[i + 1] as Token)) {
      for (let k = i + 2; k <= i + 6 && k + 1 < words.length; k++) {
        const to = words[k] as Token;
        const v = words[k + 1] as Token;
        if (!joined(words[k - 1] as Token, to)) break;
        if (to.lower !== "to") continue;
        if (joined(to, v) && verbHere(v, words[k + 2])) {
          const fix = gerund(v);
          out.push(
            finding(
              v,
              v,
              fix,
              `"prefer A to B": both sides take the -ing form.`,
              JA.toPreposition("prefer A to B", fix),
            ),
          );
        }
        break;
      }
    }
  }
  return out;
}

function finding(from: Token, to: Token, fix: string, comment: string, explanationJa: string): Finding {
  return { type: "verb_pattern", start: from.start, end: to.end, comment, explanationJa, suggestion: fix };
}
