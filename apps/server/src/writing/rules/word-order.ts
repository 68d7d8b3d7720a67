import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES, isCountableSingular, SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { isBaseVerb, isPastVerb, isThirdPersonVerb, verbForms } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { forms, PHRASE_END_WORDS } from "./match.ts";
import { runSequences, type SequencePattern, wordAfter } from "./sequence.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

const FREQUENCY = new Set(["always", "usually", "often", "sometimes", "never", "already"]);
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
    if (
      !LIKE_VERBS.has(verb.lower) ||
      !/^(very|so)$/.test(very?.lower ?? "") ||
      much?.lower !== "much" ||
      !objStart
    ) {
      return;
    }
    // The object runs to the next clause word or punctuation mark.
    let j = i + 3;
    while (j + 1 < words.length && !CLAUSE_END.has((words[j + 1] as Token).lower)) {
      if (/[,.;!?]/.test(sentence.slice((words[j] as Token).end, (words[j + 1] as Token).start))) break;
      j++;
    }
    const objEnd = words[j] as Token;
    const object = sentence.slice(objStart.start, objEnd.end);
    const right = `${verb.text} ${object} ${very?.lower} much`;
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
    const nounSubject =
      prev && (isCountableSingular(prev.lower) || (/^[A-Z]/.test(prev.text) && prev.lower !== "i"));
    if (next && BE.has(next.lower) && prev && (SUBJECT_PRONOUNS[prev.lower] || nounSubject)) {
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
    // "I have never been", "I can always come": an auxiliary before the adverb is its right place.
    if (/^(have|has|had|do|does|did|can|will|would|could|should|must|may|might)$/.test(prev?.lower ?? ""))
      return;
    // Sentence-final "sometimes"/"often" is natural ("I play tennis often"); only verb + adverb + more words.
    if (!next || !prev || !subject || !SUBJECT_PRONOUNS[subject.lower] || !isFiniteVerb(prev.lower)) return;
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

const WH = new Set(["what", "where", "when", "why", "how", "who", "which", "whose"]);
const QUESTION_SUBJECTS = new Set(["i", "you", "he", "she", "we", "they", "it"]);
const AUX = new Set([
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "won't",
  "isn't",
  "aren't",
  ...BE,
  "can",
  "could",
  "will",
  "would",
  "should",
  "must",
  "may",
  "might",
  "do",
  "does",
  "did",
  "have",
  "has",
]);
const MODAL_WORDS = new Set([
  "shall",
  "may",
  "might",
  "could",
  "would",
  "should",
  "must",
  "can",
  "will",
  "need",
  "ought",
]);
const DO_FORMS = new Set(["do", "does", "did"]);
const THIRD_SUBJECTS = new Set(["he", "she", "it"]);

/**
 * Where the subject of a question starts after its wh-word: "Where you live?" → 1; "What sport you like?" →
 * 2; "How many brothers you have?" → 3. Undefined when no plain subject follows.
 */
function subjectAfterWh(words: Token[]): { at: number; end: number } | undefined {
  for (let at = 1; at <= 3 && at < words.length; at++) {
    const w = words[at] as Token;
    const next = words[at + 1];
    if (QUESTION_SUBJECTS.has(w.lower)) return { at, end: at };
    // "this/that" alone is a subject when a verb follows ("How much this costs?").
    if (
      (w.lower === "this" || w.lower === "that") &&
      next &&
      (isFiniteVerb(next.lower) || AUX.has(next.lower))
    ) {
      return { at, end: at };
    }
    if (SUBJECT_DETS.has(w.lower) && next && !AUX.has(next.lower)) {
      // "the movie", "your new bike": up to two more words, then the verb.
      for (let end = at + 1; end <= at + 2 && end + 1 < words.length; end++) {
        const after = words[end + 1] as Token;
        if (AUX.has(after.lower) || isThirdPersonVerb(after.lower) || isPastVerb(after.lower))
          return { at, end };
      }
      return POSSESSIVE_DETS.has(w.lower) ? { at, end: at + 1 } : undefined;
    }
    if (AUX.has(w.lower) || MODAL_WORDS.has(w.lower) || isFiniteVerb(w.lower) || w.lower === "about")
      return undefined;
  }
  return undefined;
}
const POSSESSIVE_DETS = new Set(["my", "your", "his", "her", "our", "their"]);
const SUBJECT_DETS = new Set([...POSSESSIVE_DETS, "the", "this", "that"]);

/** "Where you live?" → "Where do you live?"; "Why you are late?" → "Why are you late?". */
function uninvertedQuestion(ctx: { words: Token[]; sentence: string }): Finding[] {
  const { words, sentence } = ctx;
  const wh = words[0];
  if (!wh || !WH.has(wh.lower) || !sentence.trimEnd().endsWith("?")) return [];
  // "Who lives here?" / "What happened?": the wh-word is the subject itself.
  const subj = subjectAfterWh(words);
  if (!subj) return [];
  // No comma or other mark inside the wh-phrase or the subject.
  const first = words[subj.at] as Token;
  const last = words[subj.end] as Token;
  const verb = words[subj.end + 1];
  if (!verb || /[,;:]/.test(sentence.slice(wh.end, verb.start))) return [];
  const subject = sentence.slice(first.start, last.end);
  const v = verb.lower;
  let right: string | undefined;
  const after = words[subj.end + 2]?.lower ?? "";
  // "What you did yesterday?": "did" is the main verb here, so the question needs "did ... do".
  if (DO_FORMS.has(v) && !verbForms(after)) right = `${verb.text} ${subject} do`;
  else if (AUX.has(v) && v !== "have" && v !== "has") right = `${verb.text} ${subject}`;
  else if ((v === "have" || v === "has") && verbForms(after)?.participle === after)
    right = `${verb.text} ${subject}`;
  else {
    const forms = verbForms(v);
    if (!forms || forms.base === "be") return [];
    const third = THIRD_SUBJECTS.has(first.lower) || (subj.end > subj.at && !/s$/.test(last.lower));
    if (isPastVerb(v) && v !== forms.base) right = `did ${subject} ${forms.base}`;
    else if (isThirdPersonVerb(v)) right = `does ${subject} ${forms.base}`;
    else if (v === forms.base && !(third && subj.at === subj.end))
      right = `${third ? "does" : "do"} ${subject} ${v}`;
  }
  if (!right) return [];
  return [
    spanFinding(
      first,
      verb,
      "word_order",
      `In a question, put the helping verb before the subject: "${right}".`,
      JA.questionOrder(right),
      right,
    ),
  ];
}

const KNOW_VERBS = new Set(
  "know knows knew tell told wonder wondered ask asked remember understand sure idea explain show forget forgot".split(
    " ",
  ),
);
const EMBED_WH = new Set(["where", "when", "why", "how", "what", "who"]);
const NP_START = new Set(["the", "my", "your", "his", "her", "our", "their", "this", "that", "a", "an"]);

/** "I don't know where is the station." → "where the station is". */
function embeddedQuestion(ctx: { words: Token[]; sentence: string }): Finding[] {
  const { words, sentence } = ctx;
  const out: Finding[] = [];
  words.forEach((wh, i) => {
    if (!EMBED_WH.has(wh.lower) || i === 0) return;
    if (!words.slice(Math.max(0, i - 3), i).some((w) => KNOW_VERBS.has(w.lower))) return;
    // "how old is your brother": the wh-phrase can take one adjective.
    let be = i + 1;
    if (wh.lower === "how" && /^(old|tall|much|many|far|long|big|high|often)$/.test(words[be]?.lower ?? ""))
      be++;
    const whatPhrase =
      wh.lower === "what" && /^(time|day|color|colour|kind|sport|food)$/.test(words[be]?.lower ?? "");
    if (whatPhrase) be++;
    const verb = words[be];
    const np = words[be + 1];
    if (!verb || !np || !["is", "are", "was", "were"].includes(verb.lower)) return;
    // A pronoun subject must end the clause: "how old is he" (but "where is it from" is left alone).
    const pronoun = /^(he|she|it|they|you|we)$/.test(np.lower);
    if (!NP_START.has(np.lower) && !pronoun) return;
    if (pronoun) {
      const after = words[be + 2];
      if (after && !/[,.;!?]/.test(sentence.slice(np.end, after.start))) return;
    }
    // "who is the captain" is fine both ways; "what is the problem" too often means "what is wrong".
    if (wh.lower === "who") return;
    // The noun phrase runs to the end of the clause: no verb may follow it.
    let end = be + 1;
    while (end + 1 < words.length) {
      const next = words[end + 1] as Token;
      if (/[,.;!?]/.test(sentence.slice((words[end] as Token).end, next.start))) break;
      // Base forms after the noun phrase are nouns ("the next train"); other verb forms start a clause.
      if (
        isThirdPersonVerb(next.lower) ||
        isPastVerb(next.lower) ||
        BE.has(next.lower) ||
        CLAUSE_END.has(next.lower)
      ) {
        return;
      }
      end++;
    }
    if (end - be > 4) return;
    const from = words[i] as Token;
    const last = words[end] as Token;
    const whPhrase = sentence.slice(from.start, (words[be - 1] as Token).end);
    const subject = sentence.slice(np.start, last.end);
    const right = `${whPhrase} ${subject} ${verb.text}`;
    out.push(
      spanFinding(
        from,
        last,
        "word_order",
        `Inside a sentence, a question keeps normal order: "${right}".`,
        JA.embeddedQuestion(right),
        right,
      ),
    );
  });
  return out;
}

const EMBED_AUX = new Set([
  "is",
  "are",
  "was",
  "were",
  "can",
  "will",
  "should",
  "could",
  "would",
  "do",
  "does",
  "did",
]);

/**
 * Inverted order inside an indirect question: "I don't know where does he live" → "where he lives",
 * "Tell me why are you sad" → "why you are", "Please tell me how can I get there" → "how I can".
 */
function invertedIndirect(ctx: { words: Token[]; sentence: string }): Finding[] {
  const { words, sentence } = ctx;
  const out: Finding[] = [];
  words.forEach((wh, i) => {
    if (!EMBED_WH.has(wh.lower) || wh.lower === "who" || i === 0) return;
    const ctxWords = words.slice(Math.max(0, i - 4), i);
    if (!ctxWords.some((w) => KNOW_VERBS.has(w.lower))) return;
    if (/[,;:]/.test(sentence.slice((ctxWords[0] as Token).start, wh.start))) return;
    let a = i + 1;
    if (wh.lower === "how" && /^(old|tall|much|many|far|long|big|high|often)$/.test(words[a]?.lower ?? ""))
      a++;
    if (wh.lower === "what" && /^(time|day|color|colour|kind|sport|food)$/.test(words[a]?.lower ?? "")) a++;
    const aux = words[a];
    const s1 = words[a + 1];
    if (!aux || !s1 || !EMBED_AUX.has(aux.lower)) return;
    // The subject: a pronoun, or "the/my" + one or two words.
    let subjEnd = a + 1;
    if (!/^(i|you|he|she|we|they|it)$/.test(s1.lower)) {
      if (!SUBJECT_DETS.has(s1.lower)) return;
      subjEnd = a + 2;
      if (DO_FORMS.has(aux.lower) && words[a + 3] && !verbForms(words[a + 3]?.lower ?? "")) subjEnd = a + 3;
    }
    const subjTokens = words.slice(a + 1, subjEnd + 1);
    if (subjTokens.length === 0 || subjEnd >= words.length) return;
    const subject = sentence.slice(
      (subjTokens[0] as Token).start,
      (subjTokens[subjTokens.length - 1] as Token).end,
    );
    const next = words[subjEnd + 1];
    let right: string;
    let last: Token;
    if (DO_FORMS.has(aux.lower)) {
      const f = next ? verbForms(next.lower) : undefined;
      if (!next || !f || f.base !== next.lower) return;
      const third = !/^(i|you|we|they)$/.test(s1.lower) && !/s$/.test(subject);
      const verb =
        aux.lower === "did"
          ? f.past
          : aux.lower === "does" || third
            ? aux.lower === "do"
              ? f.base
              : f.third
            : f.base;
      right = `${subject} ${verb}`;
      last = next;
    } else {
      // "where is the station" is handled by embeddedQuestion (noun phrase to the end); here a pronoun.
      if (!/^(i|you|he|she|we|they|it)$/.test(s1.lower) || !next) return;
      right = `${subject} ${aux.text}`;
      last = subjTokens[subjTokens.length - 1] as Token;
    }
    out.push(
      spanFinding(
        aux,
        last,
        "word_order",
        `Inside a sentence, a question keeps normal order: "${right}".`,
        JA.embeddedQuestion(right),
        right,
      ),
    );
  });
  return out;
}

/** "I like also dogs" → "I also like dogs". */
function alsoAfterVerb(words: Token[]): Finding[] {
  const out: Finding[] = [];
  words.forEach((also, i) => {
    const verb = words[i - 1];
    const subject = words[i - 2];
    const next = words[i + 1];
    if (also.lower !== "also" || !verb || !subject || !next) return;
    if (!SUBJECT_PRONOUNS[subject.lower] || !isFiniteVerb(verb.lower) || BE.has(verb.lower)) return;
    if (/^(think|thought|know|knew|hope|believe|want|wanted|feel|felt)$/.test(verb.lower)) return;
    const right = `${also.text} ${verb.text}`;
    out.push(
      spanFinding(
        verb,
        also,
        "word_order",
        `Put "also" before "${verb.text}".`,
        JA.adverbBeforeVerb(right),
        right,
      ),
    );
  });
  return out;
}

const INDEFINITES = new Set([
  "something",
  "anything",
  "nothing",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "everything",
]);

/** "delicious something" → "something delicious". */
function adjectiveBeforeIndefinite(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((adj, i) => {
    const pron = words[i + 1];
    if (!pron || !INDEFINITES.has(pron.lower) || !/^\s+$/.test(sentence.slice(adj.end, pron.start))) return;
    if (
      !COMMON_ADJECTIVES.has(adj.lower) &&
      !/^(hot|cold|sweet|new|fun|wrong|special|strange|useful)$/.test(adj.lower)
    )
      return;
    // "other something" is not English either, but "last/next/first" as determiners are different words.
    if (/^(first|last|next|other|same|more|best)$/.test(adj.lower)) return;
    const right = `${pron.text} ${adj.lower}`;
    out.push(
      spanFinding(
        adj,
        pron,
        "word_order",
        `Put the adjective after "${pron.text}".`,
        JA.adjectiveAfterThing(right),
        right,
      ),
    );
  });
  return out;
}

const MANNER = "well|fluently|quickly|slowly|hard|fast|carefully|beautifully";
const MANNER_VERBS = forms(
  "speak play sing cook swim write dance do use read draw ride drive study practice learn",
);
const TIME_PHRASE_NOUNS = "day|morning|night|week|weekend|evening|afternoon|sunday|saturday|summer|winter";
const ADJ_AFTER_NOUN = (t: Token) =>
  COMMON_ADJECTIVES.has(t.lower) ||
  /^(scary|funny|sad|exciting|boring|delicious|beautiful|interesting|expensive|cheap)$/.test(t.lower);
const SEQUENCES: SequencePattern[] = [
  {
    // "I have been never to Kyoto" → "have never been".
    slots: ["have|has|had|'ve", "been", "never|ever|always|already|often"],
    fix: (m) => `${m[0]?.text} ${m[2]?.text} ${m[1]?.text}`,
    comment: `Put "${"never"}" between "have" and "been".`,
    ja: (right) => JA.adverbAfterBe(right),
  },
  {
    // "She is enough old to drive" → "old enough".
    slots: [
      "enough",
      (t) => ADJ_AFTER_NOUN(t) || /^(tall|strong|fast|hot|warm|good|rich|smart)$/.test(t.lower),
    ],
    fix: (m) => `${m[1]?.text} ${m[0]?.text}`,
    comment: `"enough" comes after an adjective: "old enough".`,
    ja: (right) => JA.enoughAfter(right),
    when: (x) => {
      const after = wordAfter(x);
      return (
        after === undefined ||
        after.lower === "to" ||
        after.lower === "for" ||
        PHRASE_END_WORDS.has(after.lower)
      );
    },
  },
  {
    // "Do you can swim?" → "Can you swim?"
    slots: ["do|does|did", "i|you|he|she|we|they|it", "can|will|must|should|could|would"],
    fix: (m) => `${matchCase(m[0]?.text ?? "", m[2]?.lower ?? "")} ${m[1]?.text}`,
    comment: `"can/will" make the question themselves: no "do".`,
    ja: (right) => JA.questionOrder(right),
  },
  {
    // "He can speak well English" → "speak English well".
    slots: [MANNER_VERBS, MANNER, (t) => !PHRASE_END_WORDS.has(t.lower) && t.lower !== "as"],
    fix: (m) => `${m[0]?.text} ${m[2]?.text} ${m[1]?.text}`,
    comment: "Put the adverb after the object.",
    ja: (right) => JA.adverbAfterObject(right),
    when: (x) => {
      const after = wordAfter(x);
      return after === undefined || PHRASE_END_WORDS.has(after.lower);
    },
  },
  {
    // "My mother cooks every day dinner" → "cooks dinner every day".
    slots: [
      (t) => isFiniteVerb(t.lower),
      "every",
      TIME_PHRASE_NOUNS,
      (t) => !PHRASE_END_WORDS.has(t.lower) || /^(the|a|my|his|her|our|their)$/.test(t.lower),
    ],
    fix: (m) => `${m[0]?.text} ${m[3]?.text} ${m[1]?.text} ${m[2]?.text}`,
    comment: `Put the time ("every day") after the object.`,
    ja: (right) => JA.adverbAfterObject(right),
    when: (x) => {
      const obj = x.m[3] as Token;
      if (/^(the|a|my|his|her|our|their)$/.test(obj.lower)) return false;
      // "What does Haruka do every Sunday morning?": a time word is not an object, and "do" is a helper here.
      if (/^(morning|afternoon|evening|night|week|weekend|day|summer|winter)$/.test(obj.lower)) return false;
      if (/^(do|does|did)$/.test(x.m[0]?.lower ?? "")) return false;
      const after = wordAfter(x);
      return (after === undefined || PHRASE_END_WORDS.has(after.lower)) && !/^\d/.test(obj.text);
    },
  },
  {
    // "I have a cat black" → "a black cat".
    slots: [
      "have|has|had|bought|buy|got|saw|want|wants|is|was",
      "a|an",
      (t) => isCountableSingular(t.lower),
      ADJ_AFTER_NOUN,
    ],
    span: [1, 3],
    fix: (m) => `${/^[aeiou]/.test(m[3]?.lower ?? "") ? "an" : "a"} ${m[3]?.text} ${m[2]?.text}`,
    comment: "Put the adjective before the noun.",
    ja: (right) => JA.adjectiveBeforeNoun(right),
    when: (x) =>
      wordAfter(x) === undefined || /^(and|but|so|because|at|in|with)$/.test(wordAfter(x)?.lower ?? ""),
  },
];

/**
 * Word order errors common for Japanese speakers: "very" + verb, "like very much X", adverb placement,
 * questions without inversion ("Where you live?"), inverted embedded questions ("I know where is it"),
 * "like also" and "delicious something".
 */
export const wordOrderRule: Rule = (ctx) => [
  ...veryBeforeVerb(ctx.words),
  ...veryMuchBeforeObject(ctx),
  ...frequencyAdverbs(ctx.words),
  ...uninvertedQuestion(ctx),
  ...embeddedQuestion(ctx),
  ...invertedIndirect(ctx),
  ...alsoAfterVerb(ctx.words),
  ...adjectiveBeforeIndefinite(ctx.words, ctx.sentence),
  ...runSequences(ctx, SEQUENCES, "word_order"),
];
