import { JA } from "../explanations.ts";
import { isBaseVerb, isPastVerb, isThirdPersonVerb, verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { ARTICLES_AND_POSSESSIVES, baseOfIng, forms, ingOf, isKnownBase, PHRASE_END_WORDS } from "./match.ts";
import { type Match, type SequencePattern, type Slot, wordAfter, wordBefore } from "./sequence.ts";
import type { Finding } from "./types.ts";

// The word tests shared by the verb-pattern rules, the patterns of a verb + object + verb ("want you to
// come", "tell me to clean", "let me go", "help me carry") and of fixed phrases ("be used to", "be busy",
// "have fun", "be worth", "spend time", "It is easy to").

// Base forms that are just as often nouns ("enjoy work", "need help", "by train", "a glass of water"):
// after a verb or a preposition they are only read as verbs when an object follows.
export const NOUNISH = new Set(
  `work dance play walk talk rain snow travel fish shop film camp surf ski chat text email plan smile rest help
  change cook visit call answer love like turn wish try use need hope study practice exercise sleep drink show
  ride drive look watch fight win kick jump climb hike laugh cry fall set cut hit pay check cover count guess
  pass move touch taste support surprise train break hold stand paint wash sell share save miss return start
  finish stay open close clean fix pick pull push reach rush wait worry carry hate leave volunteer dream hurry
  experience order step report end fear water plant rent review post type print search score cheer act sign
  point wave ring knock kiss hug lie copy design influence damage respect force cause waste produce increase
  fly bite shake feed smoke lock skate jog shoot whisper shout scream hide spell repeat deliver lead`.split(
    /\s+/,
  ),
);
// Words after a noun-like base form that show it is a verb here: "like play soccer", "enjoy cook dinner".
export const VERB_OBJECTS = new Set(
  `soccer tennis baseball basketball volleyball badminton games video cards piano guitar violin drums english
  japanese math tv dinner lunch breakfast abroad outside together home`.split(/\s+/),
);
export const OBJECT_START = new Set(
  "me you him her us them it my your his our their the a an this that these those some".split(" "),
);
/** Forms of "would" before like / love / prefer / rather. */
export const WOULD = "would|'d|i'd|you'd|we'd|he'd|she'd|they'd";
/** Forms of be that take a person subject: "I am", "we're" (not "it is": "bamboo is used to make…"). */
export const BE = "am|is|are|was|were|be|been|being|i'm|you're|he's|she's|we're|they're|it's";

/** A base form read as a verb here: a verb-only word, or a noun-like one with an object after it. */
export function verbHere(t: Token, next: Token | undefined): boolean {
  if (!isKnownBase(t.lower) || t.lower === "be") return false;
  if (!NOUNISH.has(t.lower)) return true;
  return next !== undefined && (OBJECT_START.has(next.lower) || VERB_OBJECTS.has(next.lower));
}
export const base = (t: Token): boolean => isKnownBase(t.lower) && t.lower !== "be";
export const ing = (t: Token): boolean => baseOfIng(t.lower) !== undefined;
// "left" and "found" are also other words ("from right to left", "to found a school").
export const thirdOrPast = (t: Token): boolean =>
  (isThirdPersonVerb(t.lower) || (isPastVerb(t.lower) && !isBaseVerb(t.lower))) &&
  !/^(is|has|left|found|saw|lay)$/.test(t.lower);
/** A verb form that cannot follow "to": -ing, third person (not a plural noun such as "shops") or past. */
export const notInfinitive = (t: Token): boolean =>
  ing(t) || (thirdOrPast(t) && !(isThirdPersonVerb(t.lower) && NOUNISH.has(verbForms(t.lower)?.base ?? "")));
/** As `notInfinitive`, for a "to" that cannot be a preposition ("seems to likes"). */
export const notInfinitiveAfterTo = (t: Token): boolean => ing(t) || thirdOrPast(t);
/** A person as an object: me, him, them… or a name inside the sentence. */
export const person = (t: Token): boolean =>
  /^(me|you|him|her|us|them)$/.test(t.lower) || /^[A-Z][a-z]+$/.test(t.text);

export const gerund = (t: Token) => ingOf(verbForms(t.lower)?.base ?? t.lower);
export const infinitive = (t: Token) => verbForms(t.lower)?.base ?? baseOfIng(t.lower) ?? t.lower;
export const notAfterDeterminer = (x: Match) =>
  !ARTICLES_AND_POSSESSIVES.has(wordBefore(x)?.lower ?? "") && wordBefore(x)?.lower !== "in";

// Verbs after an -ing word that make it the subject of a clause: "I hope swimming is fun".
const CLAUSE_VERBS = new Set(
  "is was are were will would can could should must may might makes made has had does did".split(" "),
);

/**
 * The -ing word ends its phrase: "want playing." / "decided joining the club", not "want running shoes"
 * nor the subject of a clause ("I hope swimming is fun").
 */
export function ingEndsPhrase(x: Match): boolean {
  const next = wordAfter(x);
  if (next && (CLAUSE_VERBS.has(next.lower) || isThirdPersonVerb(next.lower))) return false;
  return next === undefined || PHRASE_END_WORDS.has(next.lower) || OBJECT_START.has(next.lower);
}
/** As `ingEndsPhrase`, or a usual object of a verb follows: "going to playing tennis". */
export function ingIsVerb(x: Match): boolean {
  const next = wordAfter(x);
  return ingEndsPhrase(x) || (next !== undefined && VERB_OBJECTS.has(next.lower));
}

export function V(
  slots: Slot[],
  fix: (m: Token[]) => string,
  comment: string,
  ja: SequencePattern["ja"],
  extra: Partial<SequencePattern> = {},
): SequencePattern {
  return { slots, fix, comment, ja, ...extra };
}

// Verbs that take an object and then "to" + verb: "I want you to come", "She told me to wait".
// "expect" and "advise" also take a that-clause ("I expect you know"), so not with "you".
const OBJECT_TO = forms(
  "want ask tell allow encourage invite teach need force order remind persuade convince warn urge beg",
);
const OBJECT_TO_ME = forms("expect advise");
// With -ing after the object: not "teach" / "invite" ("taught us swimming", "invited us skiing").
const OBJECT_TO_ING = forms(
  "want ask tell allow encourage need force order remind expect advise persuade convince urge",
);
const LET_MAKE = "let|lets|letting|make|makes|made|making";

export const OBJECT_PATTERNS: SequencePattern[] = [
  V(
    [LET_MAKE, person, (t) => ing(t) || thirdOrPast(t)],
    (m) => `${m[0]?.text} ${m[1]?.text} ${infinitive(m[2] as Token)}`,
    `"let/make someone" takes the base form of the verb.`,
    (right) => JA.causativeBase(right),
    {
      when: (x) => {
        const v = x.m[2] as Token;
        // "made me surprised": a regular past after "make" is an adjective; "let" takes none.
        if (!ing(v) && x.m[0]?.lower.startsWith("ma")) {
          const f = verbForms(v.lower);
          if (!f || f.past === f.participle || f.past !== v.lower || v.lower === "broke") return false;
        }
        // "let me going first": any -ing after "let"; after "make" only a verb-like one.
        return !ing(v) || x.m[0]?.lower.startsWith("le") || ingIsVerb(x);
      },
    },
  ),
  V(
    [forms("help"), person, ing],
    (m) => `${m[0]?.text} ${m[1]?.text} ${infinitive(m[2] as Token)}`,
    `"help someone" takes the base form (or "to" + verb), not -ing.`,
    (right) => JA.helpBase(right),
    { when: (x) => ingIsVerb(x) && notAfterDeterminer(x) },
  ),
  V(
    [WOULD, "like", person, (t) => base(t) || ing(t)],
    (m) => `like ${m[2]?.text} to ${infinitive(m[3] as Token)}`,
    `"would like someone" takes "to" + verb.`,
    (right) => JA.objectTo("would like", right),
    { span: [1, 3], when: (x) => objectVerbHere(x) },
  ),
  V(
    [OBJECT_TO, person, base],
    (m) => `${m[0]?.text} ${m[1]?.text} to ${m[2]?.text}`,
    `This verb takes an object and then "to" + verb.`,
    (right, m) => JA.objectTo(m[0]?.text ?? "", right),
    { when: (x) => objectVerbHere(x) },
  ),
  V(
    [OBJECT_TO_ME, (t) => t.lower !== "you" && person(t), base],
    (m) => `${m[0]?.text} ${m[1]?.text} to ${m[2]?.text}`,
    `This verb takes an object and then "to" + verb.`,
    (right, m) => JA.objectTo(m[0]?.text ?? "", right),
    { when: (x) => objectVerbHere(x) },
  ),
  V(
    [OBJECT_TO_ING, person, ing],
    (m) => `${m[0]?.text} ${m[1]?.text} to ${infinitive(m[2] as Token)}`,
    `This verb takes an object and then "to" + verb, not -ing.`,
    (right, m) => JA.objectTo(m[0]?.text ?? "", right),
    { when: (x) => objectVerbHere(x) },
  ),
];

/**
 * The verb after the object is really a verb ("tell him come", not "tell her name" / "want her smile"), and
 * the phrase is not "tell him thank you" or a name starting the sentence.
 */
function objectVerbHere(x: Match): boolean {
  const obj = x.m[x.m.length - 2] as Token;
  const v = x.m[x.m.length - 1] as Token;
  if (obj.start === 0 || v.lower === "thank" || v.lower === "like") return false;
  if (!/^(me|you|him|her|us|them)$/.test(obj.lower) && !/^[A-Z]/.test(obj.text)) return false;
  if (ing(v)) return ingIsVerb(x);
  return verbHere(v, wordAfter(x)) && notAfterDeterminer(x);
}

/** Words for a stretch of time after "spend": "spent two hours", "spend my weekend". */
export const TIME_WORDS = new Set(
  `time hours hour minutes days day weekend weekends afternoon morning evening night summer winter vacation
  holiday holidays weeks week months month years year`.split(/\s+/),
);
const SPEND = new Set(forms("spend").split("|"));

/**
 * "spent two hours to do my homework" / "spend my weekend play games" → "doing" / "playing": after "spend"
 * + a stretch of time (at most four words) the verb takes -ing.
 * @returns the flagged words ("to do" or "play") and the -ing form, for each match in `words`
 */
export function spendTimeMatches(
  words: Token[],
  sentence: string,
): { from: Token; to: Token; fix: string }[] {
  const out: { from: Token; to: Token; fix: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!SPEND.has(words[i]?.lower ?? "")) continue;
    for (let j = i + 1; j <= i + 4 && j < words.length; j++) {
      const w = words[j] as Token;
      if (!/^\s*$/.test(sentence.slice((words[j - 1] as Token).end, w.start))) break;
      if (!TIME_WORDS.has(w.lower)) continue;
      const a = words[j + 1];
      const b = words[j + 2];
      if (!a || !/^\s*$/.test(sentence.slice(w.end, a.start))) break;
      const after = (t: Token | undefined, prev: Token) =>
        t && /^\s*$/.test(sentence.slice(prev.end, t.start)) ? t : undefined;
      if (a.lower === "to" && b && after(b, a) && base(b)) {
        out.push({ from: a, to: b, fix: gerund(b) });
      } else if (base(a) && verbHere(a, after(b, a))) {
        out.push({ from: a, to: a, fix: gerund(a) });
      }
      break;
    }
  }
  return out;
}

// Fixed phrases: "be used to" / "be busy" / "have fun" / "be worth" + -ing; "It is easy to" + verb.
// Adjectives of "It is easy to make": purpose and judgement, not "close to" / "used to" / "new to".
const IT_ADJECTIVES =
  "easy|difficult|hard|fun|important|interesting|exciting|dangerous|necessary|impossible|possible|boring|nice|good|great|safe|better|best|easier|harder|tough";
// Of these, the ones whose "to" can also be a preposition: "Practice is important to learning".
const IT_ADJECTIVES_TO_NOUN = /^(important|necessary|good|great|better|best|nice)$/;
const INTENSIFIERS = "very|so|really|too|quite|a|little|bit";
export const BE_SET = new Set(BE.split("|"));
const personSubjectBe = "i'm|we're|you're|he's|she's";

/** "It is easy to making" → "to make"; "It is fun play" → "fun to play", with or without "very". */
function itAdjectivePatterns(): SequencePattern[] {
  const prefixes: Slot[][] = [
    ["it's"],
    ["it", "is|was"],
    ["it's", INTENSIFIERS],
    ["it", "is|was", INTENSIFIERS],
  ];
  return prefixes.flatMap((prefix) => {
    const adj = prefix.length;
    return [
      V(
        [...prefix, IT_ADJECTIVES, "to", notInfinitive],
        (m) => `to ${infinitive(m[adj + 2] as Token)}`,
        `After "to", use the base form of the verb.`,
        (right) => JA.infinitiveAfter("It is ＋形容詞＋to", right),
        {
          span: [adj + 1, adj + 2],
          when: (x) =>
            !ing(x.m[adj + 2] as Token) || !IT_ADJECTIVES_TO_NOUN.test(x.m[adj]?.lower ?? "") || ingIsVerb(x),
        },
      ),
      V(
        [...prefix, IT_ADJECTIVES, base],
        (m) => `${m[adj]?.text} to ${m[adj + 1]?.text}`,
        `"It is easy/fun…" needs "to" before the verb.`,
        (right) => JA.missingTo(right),
        {
          span: [adj, adj + 1],
          when: (x) =>
            (x.m[adj + 1] as Token).lower !== "like" && verbHere(x.m[adj + 1] as Token, wordAfter(x)),
        },
      ),
    ];
  });
}

export const PHRASE_PATTERNS: SequencePattern[] = [
  ...itAdjectivePatterns(),
  // "I'm used to get up early" → "getting"; not "Bamboo is used to make baskets" (a thing, passive).
  V(
    [personSubjectBe, "used", "to", base],
    (m) => gerund(m[3] as Token),
    `"be used to" (be familiar with) takes the -ing form.`,
    (right) => JA.toPreposition("be used to（〜に慣れている）", right),
    { span: [3, 3], when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["i|we|you|he|she", "am|are|is|was|were", "used", "to", base],
    (m) => gerund(m[4] as Token),
    `"be used to" (be familiar with) takes the -ing form.`,
    (right) => JA.toPreposition("be used to（〜に慣れている）", right),
    { span: [4, 4], when: (x) => verbHere(x.m[4] as Token, wordAfter(x)) },
  ),
  V(
    [forms("get"), "used", "to", base],
    (m) => gerund(m[3] as Token),
    `"get used to" takes the -ing form.`,
    (right) => JA.toPreposition("get used to（〜に慣れる）", right),
    { span: [3, 3], when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  // "I was busy to do my homework" / "busy study" → "busy doing"; not "too busy to go out".
  V(
    [`${BE}|very|so|really|always`, "busy", "to", base],
    (m) => `busy ${gerund(m[3] as Token)}`,
    `"be busy" takes the -ing form.`,
    (right) => JA.gerundAfter("be busy", right),
    { span: [1, 3] },
  ),
  V(
    [`${BE}|very|so|really|always`, "busy", base],
    (m) => `busy ${gerund(m[2] as Token)}`,
    `"be busy" takes the -ing form.`,
    (right) => JA.gerundAfter("be busy", right),
    {
      span: [1, 2],
      // After "is busy" a bare verb is a verb ("busy study"); after "very busy" it may be a noun ("shop").
      when: (x) =>
        (BE_SET.has(x.m[0]?.lower ?? "") && x.m[2]?.lower !== "work") ||
        verbHere(x.m[2] as Token, wordAfter(x)),
    },
  ),
  // "We had fun to swim" / "I have trouble sleep" → "had fun swimming", "have trouble sleeping".
  V(
    [forms("have"), "fun|trouble|difficulty|problems", "to", base],
    (m) => `${m[1]?.text} ${gerund(m[3] as Token)}`,
    `"have fun / trouble" takes the -ing form.`,
    (right, m) => JA.gerundAfter(`have ${m[1]?.text}`, right),
    { span: [1, 3] },
  ),
  V(
    [forms("have"), "fun|trouble|difficulty", base],
    (m) => `${m[1]?.text} ${gerund(m[2] as Token)}`,
    `"have fun / trouble" takes the -ing form.`,
    (right, m) => JA.gerundAfter(`have ${m[1]?.text}`, right),
    { span: [1, 2], when: (x) => verbHere(x.m[2] as Token, wordAfter(x)) },
  ),
  V(
    [forms("have"), "a", "hard|difficult|tough", "time", "to", base],
    (m) => `time ${gerund(m[5] as Token)}`,
    `"have a hard time" takes the -ing form.`,
    (right) => JA.gerundAfter("have a hard time", right),
    { span: [3, 5] },
  ),
  // "stop me from go" / "when it comes to cook": "from" and this "to" are prepositions.
  V(
    [forms("stop prevent keep"), person, "from", base],
    (m) => gerund(m[3] as Token),
    `After "from", use the -ing form.`,
    (right) => JA.gerundAfterPreposition(right),
    { span: [3, 3], when: (x) => verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["it", "comes", "to", base],
    (m) => gerund(m[3] as Token),
    `"when it comes to" takes the -ing form.`,
    (right) => JA.toPreposition("when it comes to", right),
    { span: [3, 3], when: (x) => wordBefore(x)?.lower === "when" && verbHere(x.m[3] as Token, wordAfter(x)) },
  ),
  V(
    ["worth", "to", base],
    (m) => `worth ${gerund(m[2] as Token)}`,
    `"be worth" takes the -ing form.`,
    (right) => JA.gerundAfter("be worth", right),
  ),
  V(
    ["worth", base],
    (m) => `worth ${gerund(m[1] as Token)}`,
    `"be worth" takes the -ing form.`,
    (right) => JA.gerundAfter("be worth", right),
  ),
];

/** "spent two hours to do" / "spend the weekend play games" → "doing" / "playing". */
export /** "spent two hours to do" / "spend the weekend play games" → "doing" / "playing". */
function spendTimeFindings(words: Token[], sentence: string): Finding[] {
  return spendTimeMatches(words, sentence).map(({ from, to, fix }) => ({
    type: "verb_pattern",
    start: from.start,
    end: to.end,
    comment: `"spend time" takes the -ing form.`,
    explanationJa: JA.gerundAfter("spend＋時間", fix),
    suggestion: fix,
  }));
}
