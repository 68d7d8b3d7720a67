import {
  afterSubject,
  beUses,
  type Ctx,
  governed,
  isBaseVerbAt,
  isDeterminer,
  isInverted,
  isName,
  isNounEnd,
  isNounWord,
  isSubject,
  isThirdSubject,
  isVerbLike,
  isWord,
  skipAdverbs,
  skipAdverbsBack,
} from "./detect-context.ts";
import {
  ADJECTIVES,
  BE_ANY,
  BE_PAST,
  BE_PRESENT,
  COMPARATIVES,
  DEGREE,
  DETERMINERS,
  GERUND_PREPOSITIONS,
  GERUND_VERBS,
  IF_VERBS,
  INNER_ADVERBS,
  IRREGULAR_PLURALS,
  IRREGULAR_PP,
  isIng,
  isParticiple,
  isPast,
  KNOW_VERBS,
  MODALS,
  NAMING_VERBS,
  NOT_CLAUSE_ING,
  NUMBER_WORDS,
  OBJECT_PRONOUNS,
  PAST_ONLY,
  PLACE_NOUNS,
  PREPOSITIONS,
  SAME_PAST,
  SAY_VERBS,
  SUBJECT_PRONOUNS,
  SUPERLATIVES,
  SVC_VERBS,
  SVOC_VERBS,
  SVOO_VERBS,
  THAT_VERBS,
  TIME_NOUNS,
  VERB_BASE,
  VERB_ING,
  VERB_THIRD,
  WH_WORDS,
} from "./detect-lexicon.ts";
import type { GrammarPointId } from "./grammar-points.ts";

/** "Yes, I can." / "No, we can't.": the short answer of a can question, the can at i. */
function shortAnswerCan(c: Ctx, i: number): boolean {
  if (!SUBJECT_PRONOUNS.has(c.w(i - 1)) || c.w(i - 2) !== "," || !["yes", "no"].includes(c.w(i - 3)))
    return false;
  return !isWord(c.w(c.w(i + 1) === "not" ? i + 2 : i + 1));
}

/** Subjects of a contact clause: "the cake (that) my mother made", "the song (that) everyone likes". */
const CONTACT_PRONOUNS = new Set([
  "i",
  "you",
  "he",
  "she",
  "we",
  "they",
  "everyone",
  "everybody",
  "someone",
  "somebody",
]);
const CONTACT_DETERMINERS = new Set(["the", "my", "your", "his", "her", "our", "their"]);
/** Head nouns whose contact clause is a relative adverb's (the day we met, the reason I came). */
const ADVERB_HEADS = new Set([...TIME_NOUNS, ...PLACE_NOUNS, "way", "reason", "first", "last", "next"]);
/** Time words that may close a contact clause ("the book I bought yesterday"). */
const CLAUSE_TIME_WORDS = new Set(["yesterday", "today", "ago", "before", "then", "here"]);

/** The index of the verb of a contact clause whose subject starts at s (I / Ken / my mother + verb), or -1. */
function contactVerb(c: Ctx, s: number): number {
  const w = c.w(s);
  let end = -1;
  if (CONTACT_PRONOUNS.has(w) || isName(c, s)) end = s + 1;
  else if (CONTACT_DETERMINERS.has(w) || w.endsWith("'s")) end = afterSubject(c, s);
  if (end < 0) return -1;
  let k = skipAdverbs(c, end);
  const v = c.w(k);
  if (["have", "has", "had"].includes(v) && isParticiple(c.w(skipAdverbs(c, k + 1))))
    k = skipAdverbs(c, k + 1);
  const verb = c.w(k);
  if (BE_ANY.has(verb) || MODALS.has(verb) || verb === "to") return -1;
  return VERB_BASE.has(verb) || VERB_THIRD.has(verb) || isPast(verb) ? k : -1;
}

/** The index after a clause-closing stretch of time words and adverbs from i ("yesterday", "last week"). */
function skipTimeWords(c: Ctx, i: number): number {
  let k = i;
  for (;;) {
    if (INNER_ADVERBS.has(c.w(k)) || CLAUSE_TIME_WORDS.has(c.w(k))) k++;
    else if (["last", "every", "this"].includes(c.w(k)) && TIME_NOUNS.has(c.w(k + 1))) k += 2;
    else return k;
  }
}

/**
 * A relative clause without its pronoun (a contact clause): a noun phrase, then a subject and a verb that
 * lack their object. Either the sentence's subject, followed by the main verb ("The cake my mother made
 * was good."), or the noun phrase after be or a preposition, the clause closing the sentence ("This is the
 * song everyone likes.", "the park we played in").
 */
function contactClause(c: Ctx): boolean {
  for (let d = 0; d < c.t.length; d++) {
    const det = c.w(d);
    if (!CONTACT_DETERMINERS.has(det) && !DETERMINERS.has(det) && !det.endsWith("'s")) continue;
    const governor = c.w(d - 1);
    const opening = d === 0;
    const afterBe = BE_ANY.has(governor) || (["this", "that"].includes(governor) && isInverted(c, d - 2));
    const afterPreposition = PREPOSITIONS.has(governor) && governor !== "like";
    // A noun phrase after be or a preposition, not in an opening phrase ("After the game we ate.").
    const complement = d >= 2 && isWord(c.w(d - 2)) && (afterBe || afterPreposition);
    if (!opening && !complement) continue;
    const s = contactNounEnd(c, d) + 1;
    if (s <= d + 1 || !isNounEnd(c, s - 1)) continue;
    const v = contactVerb(c, s);
    if (v < 0) continue;
    let k = v + 1;
    if (opening && OBJECT_PRONOUNS.has(c.w(k)) && c.w(k) !== "it") k++; // the book you lent me
    const stranded = PREPOSITIONS.has(c.w(k)); // the park we played in
    if (stranded) k++;
    if (ADVERB_HEADS.has(c.w(s - 1)) && !stranded) continue;
    const next = c.w(skipTimeWords(c, k));
    if (!opening) {
      if (next === "." || next === "?" || next === "!") return true;
      continue;
    }
    if (BE_ANY.has(next) || MODALS.has(next) || VERB_THIRD.has(next) || isPast(next) || next === "did")
      return true;
  }
  return false;
}

/** The last index of the noun phrase that starts with the determiner at d, stopping before a subject. */
function contactNounEnd(c: Ctx, d: number): number {
  let k = d;
  while (k < d + 3 && isNounWord(c.w(k + 1)) && !CONTACT_PRONOUNS.has(c.w(k + 1)) && !isName(c, k + 1)) k++;
  return k;
}

/** The rule of each grammar point over one analysed sentence (detect-context.ts), in table order. */
export const RULES: Record<GrammarPointId, (c: Ctx) => boolean> = {
  "be-present": (c) => beUses(c, BE_PRESENT).includes("copula"),
  "verb-present": (c) =>
    c.t.some((tok, i) => {
      if (!["i", "you", "we", "they"].includes(tok.w)) return false;
      const before = c.w(i - 1);
      if (
        MODALS.has(before) ||
        ["did", "does", "to", "let", "let's", "make", "help", "wish", "if"].includes(before)
      ) {
        return false;
      }
      const objectYou = (isVerbLike(before) && before !== "do") || isPast(before) || PREPOSITIONS.has(before);
      if (tok.w === "you" && objectYou) return false;
      const k = skipAdverbs(c, i + 1);
      const v = c.w(k);
      if (!VERB_BASE.has(v) || v === "wish" || (SAME_PAST.has(v) && c.pastCue)) return false;
      if (v === "have" && (c.w(k + 1) === "to" || isParticiple(c.w(skipAdverbs(c, k + 1))))) return false;
      return true;
    }),
  "third-person-s": (c) =>
    c.t.some((tok, i) => {
      if (!VERB_THIRD.has(tok.w)) return false;
      if (tok.w === "has" && (c.w(i + 1) === "to" || isParticiple(c.w(skipAdverbs(c, i + 1))))) return false;
      if (tok.w === "does" && isInverted(c, i)) return isThirdSubject(c, afterSubject(c, i + 1) - 1);
      return isThirdSubject(c, skipAdverbsBack(c, i - 1));
    }),
  "plural-nouns": (c) =>
    c.t.some((tok, i) => {
      if (tok.w === "how" && c.w(i + 1) === "many") return true;
      const quantity =
        NUMBER_WORDS.has(tok.w) || ["some", "any"].includes(tok.w) || /^([2-9]|\d\d+)$/.test(tok.w);
      if (!quantity || ["both", "few"].includes(tok.w)) return false;
      for (let k = i + 1; k <= i + 2; k++) {
        const n = c.w(k);
        if (IRREGULAR_PLURALS.has(n)) return true;
        if (/^[a-z]{2,}[^su']s$/.test(n) && !BE_ANY.has(n)) return true;
        if (!ADJECTIVES.has(n)) return false;
      }
      return false;
    }),
  "wh-questions": (c) => {
    if (!c.question) return false;
    const first = ["so", "then", "and", "but", "well", "oh"].includes(c.w(0)) ? (c.w(1) === "," ? 2 : 1) : 0;
    return WH_WORDS.has(c.w(first));
  },
  can: (c) =>
    c.t.some((tok, i) => {
      if (tok.w !== "can" || isDeterminer(c.w(i - 1))) return false;
      return isBaseVerbAt(c, governed(c, i)) || shortAnswerCan(c, i);
    }),
  "present-progressive": (c) => beUses(c, BE_PRESENT).includes("progressive"),
  "past-simple": (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      if (c.unreal.has(i) && (c.subjunctive || c.conditional)) return false;
      if (w === "did") return true;
      const b0 = skipAdverbsBack(c, i - 1);
      if (SAME_PAST.has(w) && c.pastCue && b0 >= 0 && isSubject(c, b0)) return true;
      if (c.modifiers.has(i) || VERB_BASE.has(w) || (w === "used" && c.w(i + 1) === "to")) return false;
      if (w === "had" && (c.w(i + 1) === "better" || isParticiple(c.w(skipAdverbs(c, i + 1))))) return false;
      const b = skipAdverbsBack(c, i - 1);
      const before = c.w(b);
      if (BE_ANY.has(before) || ["have", "has", "had", "get", "gets", "got", "to"].includes(before))
        return false;
      if (PAST_ONLY.has(w)) return true;
      return isPast(w) && b >= 0 && isSubject(c, b);
    }),
  "past-progressive": (c) => beUses(c, BE_PAST).some((u) => u === "progressive" || u === "copula"),
  future: (c) =>
    beUses(c, BE_PRESENT).includes("future") ||
    c.t.some((tok, i) => {
      if (tok.w !== "will" || isDeterminer(c.w(i - 1)) || (tok.cap && i > 0)) return false;
      return isBaseVerbAt(c, governed(c, i));
    }),
  infinitive: (c) =>
    c.t.some((tok, i) => {
      if (tok.w !== "to" || !isBaseVerbAt(c, i + 1) || c.objTo.has(i) || c.itToIndexes.has(i)) return false;
      const before = c.w(i - 1);
      if (["have", "has", "had", "ought", "used", "going", "able"].includes(before)) return false;
      if (
        c.w(i + 1) === "work" &&
        ["go", "goes", "went", "come", "comes", "came", "get", "got"].includes(before)
      ) {
        return false;
      }
      return true;
    }),
  gerund: (c) => {
    if (beUses(c, BE_ANY).includes("gerund")) return true;
    const first = c.w(0);
    if (isIng(first) && first !== "having") {
      for (let k = 1; k < c.t.length; k++) {
        const w = c.w(k);
        if (w === ",") break;
        if (BE_ANY.has(w) || MODALS.has(w) || VERB_THIRD.has(w) || PAST_ONLY.has(w)) return !c.question;
      }
    }
    return c.t.some((tok, i) => {
      const next = c.w(i + 1);
      if (!isIng(next) || NOT_CLAUSE_ING.has(next)) return false;
      if (GERUND_VERBS.has(tok.w)) return true;
      if (tok.w === "to" && ["forward", "used"].includes(c.w(i - 1))) return true;
      return GERUND_PREPOSITIONS.has(tok.w);
    });
  },
  "must-have-to": (c) =>
    c.t.some((tok, i) => {
      if (tok.w === "must") {
        const k = governed(c, i);
        return isBaseVerbAt(c, k) && !(c.w(k) === "have" && isParticiple(c.w(k + 1)));
      }
      return ["have", "has", "had"].includes(tok.w) && c.w(i + 1) === "to" && isBaseVerbAt(c, i + 2);
    }),
  "there-is": (c) =>
    beUses(c, BE_ANY).includes("there") ||
    c.t.some((tok, i) => tok.w === "there" && c.w(i + 1) === "will" && c.w(i + 2) === "be"),
  comparison: (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      if (w === "than") {
        for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (COMPARATIVES.has(c.w(k))) return true;
        return false;
      }
      if (w === "as" && c.w(i + 2) === "as" && !["soon", "well", "far", "long"].includes(c.w(i + 1))) {
        return isWord(c.w(i + 1));
      }
      if (w === "as" && ["many", "much"].includes(c.w(i + 1)) && [c.w(i + 3), c.w(i + 4)].includes("as"))
        return true;
      if (w === "the" && (c.w(i + 1) === "most" || c.w(i + 1) === "least")) return true;
      if (w === "the" && SUPERLATIVES.has(c.w(i + 1))) return !["friend", "friends"].includes(c.w(i + 2));
      if ((w === "better" || w === "best") && !isWord(c.w(i + 1))) {
        for (let k = i - 1; k >= Math.max(0, i - 4); k--)
          if (["like", "likes", "liked"].includes(c.w(k))) return true;
      }
      return false;
    }),
  conjunctions: (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      const before = c.w(i - 1);
      const afterObject = OBJECT_PRONOUNS.has(before) ? c.w(i - 2) : before;
      if (w === "because") return c.w(i + 1) !== "of";
      if (w === "so" && before === ",") {
        const s = i + 1;
        return SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || (isDeterminer(c.w(s)) && c.w(s) !== "that");
      }
      if (w === "when") {
        if (i === 0 && c.question) return false;
        if (KNOW_VERBS.has(afterObject) || TIME_NOUNS.has(before)) return false;
        const s = i + 1;
        return SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || isDeterminer(c.w(s)) || c.w(s) === "there";
      }
      if (w === "if") {
        if (IF_VERBS.has(afterObject) || ["as", "even"].includes(before) || c.subjunctive) {
          return false;
        }
        if (c.conditional) return false;
        const s = i + 1;
        return SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || isDeterminer(c.w(s)) || c.w(s) === "there";
      }
      if (!THAT_VERBS.has(before)) return false;
      const s = w === "that" ? i + 1 : i;
      const subj = c.w(s);
      if (w === "that")
        return SUBJECT_PRONOUNS.has(subj) || isDeterminer(subj) || isName(c, s) || subj === "there";
      if (!["i", "you", "he", "she", "it", "we", "they", "there"].includes(w)) return false;
      const v = c.w(skipAdverbs(c, i + 1));
      return (
        BE_ANY.has(v) || MODALS.has(v) || VERB_THIRD.has(v) || isPast(v) || ["do", "does", "did"].includes(v)
      );
    }),
  passive: (c) => beUses(c, BE_ANY).includes("passive"),
  "present-perfect": (c) =>
    c.t.some((tok, i) => {
      if (tok.w !== "have" && tok.w !== "has") return false;
      const before = c.w(skipAdverbsBack(c, i - 1));
      if (MODALS.has(before) || before === "to") return false;
      const k = governed(c, i);
      return c.w(i + 1) !== "to" && isParticiple(c.w(k)) && c.w(k) !== "got";
    }),
  "it-for-to": (c) => c.itTo.size > 0,
  "verb-object-infinitive": (c) => c.objectInfinitive,
  "participle-modifiers": (c) => c.modifiers.size > 0,
  "relative-pronouns": (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      if (!["who", "whom", "whose", "which", "that"].includes(w) || i === 0) return false;
      let n = i - 1;
      if (c.w(n) === "," && w !== "that") n--;
      else if (PREPOSITIONS.has(c.w(n)) && (w === "which" || w === "whom")) n--;
      if (KNOW_VERBS.has(c.w(n)) || THAT_VERBS.has(c.w(n)) || SAY_VERBS.has(c.w(n)) || c.w(n) === "so")
        return false;
      if (!isNounEnd(c, n)) return false;
      if (w === "that") {
        let det = n;
        while (det > n - 3 && det > 0 && !isDeterminer(c.w(det))) det--;
        const governor = c.w(det - 1);
        if (KNOW_VERBS.has(governor) || THAT_VERBS.has(governor) || SAY_VERBS.has(governor)) return false;
        const next = c.w(i + 1);
        const subjectNext = SUBJECT_PRONOUNS.has(next) || isDeterminer(next) || isName(c, i + 1);
        const pronounNext = ["everyone", "everybody", "someone", "nobody", "people"].includes(next);
        const verbNext = isVerbLike(next) || isPast(next) || BE_ANY.has(next) || INNER_ADVERBS.has(next);
        return next !== "is" && (subjectNext || pronounNext || verbNext);
      }
      return true;
    }) || contactClause(c),
  "subjunctive-wish": (c) => c.subjunctive,
  "sentence-patterns": (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      const o = i + 1;
      const obj = c.w(o);
      const isObject = OBJECT_PRONOUNS.has(obj) || isName(c, o);
      if (SVOO_VERBS.has(w) && isObject && !(c.w(i - 1) === "be" || BE_ANY.has(c.w(i - 1)))) {
        const thing = c.w(o + 1);
        if (isDeterminer(thing) && !["that", "this", "these", "those"].includes(thing)) return true;
      }
      if (NAMING_VERBS.has(w) && (isObject || isDeterminer(obj)) && !BE_ANY.has(c.w(i - 1))) {
        const after = isObject ? o + 1 : afterSubject(c, o);
        if (c.t[after]?.cap && isWord(c.w(after))) return true;
      }
      if (SVOC_VERBS.has(w) && !BE_ANY.has(c.w(i - 1))) {
        const pronoun =
          OBJECT_PRONOUNS.has(obj) || ["everyone", "everybody", "someone", "people"].includes(obj);
        let after = pronoun || isName(c, o) ? o + 1 : isDeterminer(obj) ? afterSubject(c, o) : -1;
        while (after > 0 && DEGREE.has(c.w(after)) && c.w(after) !== "a") after++;
        if (after > 0 && ADJECTIVES.has(c.w(after)) && !isWord(c.w(after + 1))) return true;
        if (after > 0 && ADJECTIVES.has(c.w(after)) && PREPOSITIONS.has(c.w(after + 1))) return true;
      }
      if (SVC_VERBS.has(w) && !BE_ANY.has(c.w(i - 1))) {
        let k = i + 1;
        while (DEGREE.has(c.w(k)) && c.w(k) !== "a") k++;
        if (ADJECTIVES.has(c.w(k)) && !isNounEnd(c, k + 1) && !isWord(c.w(k + 1))) return true;
        if (
          ADJECTIVES.has(c.w(k)) &&
          ["to", "and", "today", "now", "after", "when", "because"].includes(c.w(k + 1))
        ) {
          return true;
        }
      }
      return false;
    }),
  "past-perfect": (c) =>
    !c.conditional &&
    c.t.some((tok, i) => {
      if (tok.w !== "had" || c.w(i + 1) === "to" || c.w(i + 1) === "better") return false;
      const k = governed(c, i);
      return isParticiple(c.w(k));
    }),
  modals: (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      if (w === "had" && c.w(i + 1) === "better") return true;
      if (w === "ought" && c.w(i + 1) === "to") return true;
      if (w === "may" && tok.cap && i > 0) return false;
      if (["should", "may", "might"].includes(w)) return isBaseVerbAt(c, governed(c, i));
      if (w === "must" || w === "could") {
        const k = governed(c, i);
        if (c.w(k) === "have" && isParticiple(c.w(k + 1))) return !(w === "could" && c.conditional);
        if (w === "could" && isInverted(c, i) && ["you", "i", "we"].includes(c.w(i + 1))) return true;
      }
      return false;
    }),
  "relative-adverbs": (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      const before = c.w(i - 1);
      if ((w === "why" || w === "how") && ["this", "that"].includes(c.w(i - 2)) && before === "is") {
        return c.w(i + 1) !== "to" && isWord(c.w(i + 1));
      }
      if (w === "why") return before === "reason";
      if (w !== "where" && w !== "when") return false;
      if (i === 0 || KNOW_VERBS.has(before) || (OBJECT_PRONOUNS.has(before) && KNOW_VERBS.has(c.w(i - 2)))) {
        return false;
      }
      const nouns = w === "when" ? TIME_NOUNS : PLACE_NOUNS;
      const nounOk = nouns.has(before) || (w === "where" && isNounEnd(c, i - 1));
      const s = i + 1;
      return (
        nounOk && (SUBJECT_PRONOUNS.has(c.w(s)) || isDeterminer(c.w(s)) || isName(c, s) || c.w(s) === "there")
      );
    }),
  "participle-clauses": (c) => {
    const text = c.t.map((tok) => tok.w).join(" ");
    if (/\b(generally|frankly|strictly) speaking ,|\bjudging from\b/.test(text)) return true;
    if (
      /\bwith (his|her|my|your|their|our|its|the) \w+ (closed|open|crossed|folded|shining|running)\b/.test(
        text,
      )
    ) {
      return true;
    }
    const start = c.w(0) === "not" ? 1 : 0;
    const first = c.w(start);
    const leading =
      first === "having" || (isIng(first) && !NOT_CLAUSE_ING.has(first)) || IRREGULAR_PP.has(first);
    if (
      leading ||
      (isParticiple(first) && !isPast(first)) ||
      (isParticiple(first) && start === 0 && c.t[0]?.cap)
    ) {
      const comma = c.t.findIndex((tok) => tok.w === ",");
      if (comma > start) {
        let finite = false;
        for (let k = start + 1; k < comma; k++) {
          const w = c.w(k);
          if (BE_ANY.has(w) || MODALS.has(w) || VERB_THIRD.has(w) || PAST_ONLY.has(w)) finite = true;
        }
        const s = comma + 1;
        const subject =
          SUBJECT_PRONOUNS.has(c.w(s)) || isDeterminer(c.w(s)) || isName(c, s) || c.w(s) === "there";
        if (!finite && subject && (leading || isParticiple(first))) return true;
      }
    }
    return c.t.some((tok, i) => {
      if (tok.w !== "," || i < 2) return false;
      const w = c.w(i + 1);
      if (!VERB_ING.has(w) || NOT_CLAUSE_ING.has(w) || isIng(c.w(i - 1))) return false;
      const after = c.w(i + 2);
      if (after === "and" || after === "," || !isWord(after)) return false;
      for (let k = 0; k < i; k++) {
        const v = c.w(k);
        if (BE_ANY.has(v) || VERB_THIRD.has(v) || isPast(v) || MODALS.has(v)) return true;
      }
      return false;
    });
  },
  conditionals: (c) => c.conditional || c.realCondition,
  "indirect-speech": (c) =>
    c.t.some((tok, i) => {
      const w = tok.w;
      let j = i + 1;
      if (OBJECT_PRONOUNS.has(c.w(j))) j++;
      const q = c.w(j);
      const ifQuestion = (q === "if" || q === "whether") && IF_VERBS.has(w);
      if ((KNOW_VERBS.has(w) && WH_WORDS.has(q)) || ifQuestion) {
        if (c.w(j + 1) === "to" || c.w(j + 2) === "to") return false;
        if ((q === "who" || q === "which") && isNounEnd(c, j - 1)) return false;
        if (q === "that" || !isWord(c.w(j + 1))) return false;
        return true;
      }
      const tell = w === "tell" || w === "tells" || w === "told";
      if (SAY_VERBS.has(w) && !BE_ANY.has(c.w(i - 1)) && tell !== (j === i + 1)) {
        const s = q === "that" ? j + 1 : j;
        const subj = c.w(s);
        if (!(SUBJECT_PRONOUNS.has(subj) || isName(c, s) || (q === "that" && isDeterminer(subj))))
          return false;
        const v = c.w(skipAdverbs(c, afterSubject(c, s)));
        return BE_ANY.has(v) || MODALS.has(v) || VERB_THIRD.has(v) || isPast(v) || VERB_BASE.has(v);
      }
      return false;
    }),
};
