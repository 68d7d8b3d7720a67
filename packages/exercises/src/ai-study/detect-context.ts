import {
  ADJECTIVES,
  BE_ANY,
  BE_PRESENT,
  CAUSATIVE_VERBS,
  COMPOUND_NOUNS,
  DEGREE,
  DETERMINERS,
  ED_ADJECTIVES,
  FUNCTION_WORDS,
  GERUND_SUBJECTS,
  IF_VERBS,
  INNER_ADVERBS,
  IRREGULAR_PLURALS,
  IRREGULAR_PP,
  isIng,
  isParticiple,
  isPast,
  MODALS,
  NOUN_VERBS,
  NUMBER_WORDS,
  OBJECT_PRONOUNS,
  OBJECT_TO_VERBS,
  PAST_ONLY,
  PRE_NOUN_PARTICIPLES,
  PREPOSITIONS,
  PUNCT,
  SAME_PAST,
  SUBJECT_PRONOUNS,
  THIRD_SINGULAR_PRONOUNS,
  VERB_BASE,
  VERB_THIRD,
  WH_WORDS,
} from "./detect-lexicon.ts";
import type { Token } from "./detect-tokens.ts";

/**
 * The detector's reading of one sentence (detect.ts): token helpers (names, noun phrases, subjects,
 * inverted auxiliaries), what each be form does, and the clause analyses several rules share
 * (it is ... to ~, unreal if / wish, third conditionals, real conditions, verb + object + to ~,
 * participle modifiers).
 */

/** Words that place a sentence in the past (yesterday, ago, last ~). */
function hasPastCue(c: Pick<Ctx, "t" | "w">): boolean {
  return c.t.some(
    (tok, i) => ["yesterday", "ago"].includes(tok.w) || (tok.w === "last" && isWord(c.w(i + 1))),
  );
}

/** What a be form does in its sentence. */
type BeUse = "copula" | "progressive" | "passive" | "future" | "there" | "it-to" | "subjunctive" | "gerund";

export interface Ctx {
  t: Token[];
  w: (i: number) => string;
  question: boolean;
  /** indexes of be forms used in "it is ... to ~" and their "to" */
  itTo: Set<number>;
  /** "to" indexes used by verb + object + to ~ */
  objTo: Set<number>;
  /** token indexes inside a subjunctive or third-conditional clause (if / wish ... to the comma or end) */
  unreal: Set<number>;
  /** participle indexes used as noun modifiers */
  modifiers: Set<number>;
  /** "to" indexes of "it is ADJ (for someone) to ~" */
  itToIndexes: Set<number>;
  /** the sentence is an unreal wish / if (仮定法過去) */
  subjunctive: boolean;
  /** the sentence is a third conditional, an inversion, unless, wish + had done... */
  conditional: boolean;
  /** the sentence has a real condition: if + present ..., will ~; as long as / in case + clause */
  realCondition: boolean;
  /** the sentence has verb + object + (to) verb */
  objectInfinitive: boolean;
  /** what each be form does, by index (filled on first use) */
  beUse: Map<number, BeUse>;
  /** the sentence has a past time word (yesterday, ago, last ~) */
  pastCue: boolean;
}

export function isWord(w: string): boolean {
  return w !== "" && !PUNCT.has(w);
}

/** The first index at or after i that is not an inner adverb. */
export function skipAdverbs(c: Ctx, i: number): number {
  let j = i;
  while (INNER_ADVERBS.has(c.w(j))) j++;
  return j;
}

/** The last index at or before i that is not an inner adverb. */
export function skipAdverbsBack(c: Ctx, i: number): number {
  let j = i;
  while (j >= 0 && INNER_ADVERBS.has(c.w(j))) j--;
  return j;
}

const KNOWN = new Set<string>([
  ...SUBJECT_PRONOUNS,
  ...OBJECT_PRONOUNS,
  ...DETERMINERS,
  ...WH_WORDS,
  ...PREPOSITIONS,
  ...BE_ANY,
  ...MODALS,
  ...INNER_ADVERBS,
  ...VERB_BASE,
  ...VERB_THIRD,
  "there",
  "here",
  "yes",
  "no",
  "please",
  "let's",
  "and",
  "but",
  "or",
  "so",
  "if",
  "because",
  "then",
  "now",
  "today",
  "yesterday",
  "tomorrow",
  "thank",
  "thanks",
  "oh",
  "well",
  "hello",
  "hi",
]);

/** Whether the token is a person's or place's name (a capitalised word that is not a common word). */
export function isName(c: Ctx, i: number): boolean {
  const tok = c.t[i];
  if (!tok?.cap || tok.w === "i" || !/^[a-z]/.test(tok.w) || tok.w.endsWith("'s")) return false;
  if (i === 0 || PUNCT.has(c.w(i - 1))) return !KNOWN.has(tok.w) && !isPast(tok.w) && !isIng(tok.w);
  return true;
}

export function isDeterminer(w: string): boolean {
  return DETERMINERS.has(w) || w.endsWith("'s") || NUMBER_WORDS.has(w) || /^\d+$/.test(w);
}

/** Whether the token ends a noun phrase that starts with a determiner 1-3 words back (or is a name). */
export function isNounEnd(c: Ctx, i: number): boolean {
  const w = c.w(i);
  if (!isWord(w) || isName(c, i)) return isName(c, i);
  if (
    DETERMINERS.has(w) ||
    BE_ANY.has(w) ||
    MODALS.has(w) ||
    PREPOSITIONS.has(w) ||
    SUBJECT_PRONOUNS.has(w)
  ) {
    return false;
  }
  if (OBJECT_PRONOUNS.has(w) || WH_WORDS.has(w) || INNER_ADVERBS.has(w) || ADJECTIVES.has(w)) return false;
  if (
    ["someone", "anyone", "everyone", "people", "something", "anything", "everything", "somebody"].includes(w)
  ) {
    return true;
  }
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const prev = c.w(k);
    if (!isWord(prev) || BE_ANY.has(prev) || VERB_THIRD.has(prev) || PAST_ONLY.has(prev)) return false;
    if (isDeterminer(prev)) return true;
  }
  return false;
}

/** A singular noun-phrase end or a third-person pronoun or name: a subject that takes -s. */
export function isThirdSubject(c: Ctx, i: number): boolean {
  const w = c.w(i);
  if (
    THIRD_SINGULAR_PRONOUNS.has(w) ||
    ["everybody", "somebody", "nobody", "everyone", "someone"].includes(w)
  ) {
    return !(w === "that" && isNounEnd(c, i - 1));
  }
  if (isName(c, i)) return c.w(i + 1) !== "and" && c.w(i - 1) !== "and";
  if (!isNounEnd(c, i) || IRREGULAR_PLURALS.has(w)) return false;
  const det = c.w(i - 1);
  if (NUMBER_WORDS.has(det) || det === "these" || det === "those") return false;
  return !/[^su]s$/.test(w);
}

/** Whether the token can be the subject just before a finite verb. */
export function isSubject(c: Ctx, i: number): boolean {
  const w = c.w(i);
  if (SUBJECT_PRONOUNS.has(w) && !(w === "you" && isVerbLike(c.w(i - 1)))) return true;
  return isThirdSubject(c, i) || (isNounEnd(c, i) && !isVerbLike(c.w(i - 1)));
}

export function isVerbLike(w: string): boolean {
  return VERB_BASE.has(w) || VERB_THIRD.has(w) || PAST_ONLY.has(w) || MODALS.has(w) || w === "to";
}

/** Whether the auxiliary at i comes before its subject (a question: "Are you...", "Where did you..."). */
export function isInverted(c: Ctx, i: number): boolean {
  if (!c.question) return false;
  if (i === 0) return true;
  if (!WH_WORDS.has(c.w(0))) return false;
  for (let k = 1; k < i; k++) {
    const w = c.w(k);
    if (
      BE_ANY.has(w) ||
      MODALS.has(w) ||
      PUNCT.has(w) ||
      ["do", "does", "did", "have", "has", "had"].includes(w)
    ) {
      return false;
    }
  }
  return true;
}

/** The index after the subject that starts at i (a pronoun, a name, or a determiner and 1-2 words). */
export function afterSubject(c: Ctx, i: number): number {
  const w = c.w(i);
  const demonstrative = (w === "this" || w === "that") && !isNounWord(c.w(i + 1));
  if (SUBJECT_PRONOUNS.has(w) || isName(c, i) || w === "there" || demonstrative) return i + 1;
  if (!isDeterminer(w)) return i + 1;
  let k = i + 1;
  while (k < i + 3 && isNounWord(c.w(k + 1))) k++;
  return k + 1;
}

/** Whether a word can continue a noun phrase (an adjective or a noun, not a function word or verb form). */
export function isNounWord(w: string): boolean {
  if (!isWord(w) || FUNCTION_WORDS.has(w)) return false;
  if (VERB_THIRD.has(w) && !/[^su]s$/.test(w)) return false;
  return !(isIng(w) || isParticiple(w) || PAST_ONLY.has(w) || (VERB_BASE.has(w) && !NOUN_VERBS.has(w)));
}

/** The index of the word the auxiliary at i governs (after adverbs, and after the subject in a question). */
export function governed(c: Ctx, i: number): number {
  const j = skipAdverbs(c, i + 1);
  if (!isInverted(c, i)) return j;
  return skipAdverbs(c, afterSubject(c, j));
}

/** The "to" index of "it is ADJ (for someone) to ~" starting at the be form at b, or -1. */
function itToAt(c: Ctx, b: number): number {
  let k = b + 1;
  if (c.w(k) === "it") k++;
  while (DEGREE.has(c.w(k))) k++;
  const adj = c.w(k);
  if (!isWord(adj) || adj === "time" || DETERMINERS.has(adj) || PREPOSITIONS.has(adj) || adj === "to")
    return -1;
  if (isIng(adj) || VERB_BASE.has(adj) || (isParticiple(adj) && !ED_ADJECTIVES.has(adj))) return -1;
  k++;
  if (c.w(k) === "for" || c.w(k) === "of") {
    for (let m = k + 1; m <= k + 3; m++) {
      if (c.w(m) === "to") {
        k = m;
        break;
      }
      if (!isWord(c.w(m))) return -1;
    }
  }
  if (c.w(k) !== "to") return -1;
  const verb = c.w(k + 1);
  return VERB_BASE.has(verb) || verb === "be" ? k : -1;
}

/** "Who is the man standing there?": the noun phrase after be is a complement, not a subject. */
function whoIsNounPhrase(c: Ctx, be: number): boolean {
  return be === 1 && (c.w(0) === "who" || c.w(0) === "which") && isDeterminer(c.w(2));
}

/** What the be form at i does. */
function beUse(c: Ctx, i: number): BeUse {
  const prev = c.w(i - 1);
  const next = c.w(i + 1);
  if (prev === "there" && !["over", "up", "down", "out", "in"].includes(c.w(i - 2))) return "there";
  if (next === "there" && (i === 0 || (c.question && c.w(0) === "how"))) return "there";
  if (c.itTo.has(i)) return "it-to";
  if (c.unreal.has(i) && (c.w(i) === "were" || c.w(i) === "was")) return "subjunctive";
  const k = whoIsNounPhrase(c, i) ? skipAdverbs(c, i + 1) : governed(c, i);
  const word = c.w(k);
  if (word === "going" && c.w(k + 1) === "to" && (VERB_BASE.has(c.w(k + 2)) || c.w(k + 2) === "be"))
    return "future";
  if (isIng(word)) {
    const subject = c.w(skipAdverbsBack(c, i - 1));
    return GERUND_SUBJECTS.has(subject) ? "gerund" : "progressive";
  }
  if (isParticiple(word) && (!ED_ADJECTIVES.has(word) || c.w(k + 1) === "by")) return "passive";
  return "copula";
}

export function beUses(c: Ctx, forms: Set<string>): BeUse[] {
  const uses: BeUse[] = [];
  c.t.forEach((tok, i) => {
    if (!forms.has(tok.w)) return;
    let use = c.beUse.get(i);
    if (use === undefined) {
      use = beUse(c, i);
      c.beUse.set(i, use);
    }
    uses.push(use);
  });
  return uses;
}

/** The span of the clause that starts at i: up to the next comma / end, or (for a clause after the main
 * one) to the end. */
function clauseEnd(c: Ctx, i: number): number {
  let k = i + 1;
  while (k < c.t.length && c.w(k) !== "," && c.w(k) !== ";" && c.w(k) !== "." && c.w(k) !== "?") k++;
  return k;
}

function hasWouldBase(c: Ctx): boolean {
  return c.t.some((tok, i) => {
    if (!["would", "could", "might"].includes(tok.w)) return false;
    const k = governed(c, i);
    return VERB_BASE.has(c.w(k)) && c.w(k) !== "have" ? true : c.w(k) === "be";
  });
}

function hasPerfectModal(c: Ctx, modals: readonly string[]): boolean {
  return c.t.some((tok, i) => {
    if (!modals.includes(tok.w)) return false;
    const k = governed(c, i);
    return c.w(k) === "have" && isParticiple(c.w(skipAdverbs(c, k + 1)));
  });
}

/** Whether the clause [from, to) has had + participle. */
function hasHadParticiple(c: Ctx, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (c.w(k) === "had" && isParticiple(c.w(skipAdverbs(c, k + 1))) && c.w(k + 1) !== "to") return true;
  }
  return false;
}

/** Whether the clause of wish at i is "wish + subject + had (not) + participle" (I wish I had done). */
function wishHadDone(c: Ctx, i: number): boolean {
  const s = i + 1;
  if (!(SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || isDeterminer(c.w(s)))) return false;
  const k = afterSubject(c, s);
  return c.w(k) === "had" && c.w(k + 1) !== "to" && isParticiple(c.w(skipAdverbs(c, k + 1)));
}

/** Third conditional and other conditionals of sh1 (if + had done, would have done, inversion, unless,
 * wish + had done). */
function conditionals(c: Ctx): boolean {
  if (c.t.some((tok) => tok.w === "unless")) return true;
  if (c.t.some((tok, i) => ["wish", "wishes", "wished"].includes(tok.w) && wishHadDone(c, i))) return true;
  const text = c.t.map((tok) => tok.w).join(" ");
  if (/\b(if it were not for|if it had not been for|were it not for|but for)\b/.test(text)) return true;
  if (hasPerfectModal(c, ["would"])) return true;
  const ifIndex = c.t.findIndex((tok) => tok.w === "if");
  if (ifIndex >= 0 && hasHadParticiple(c, ifIndex, clauseEnd(c, ifIndex))) return true;
  const unrealCue = ifIndex >= 0 || c.t.some((tok) => tok.w === "without" || tok.w === "otherwise");
  if (unrealCue && hasPerfectModal(c, ["could", "might"])) return true;
  const first = c.w(0);
  if (["had", "were", "should"].includes(first) && !c.question && c.t.some((tok) => tok.w === ",")) {
    return SUBJECT_PRONOUNS.has(c.w(1)) || isDeterminer(c.w(1)) || isName(c, 1);
  }
  return false;
}

/** Whether a clause (subject + finite verb) starts at s: "you hurry", "it rains", "my sister is". */
function clauseAt(c: Ctx, s: number): boolean {
  const w = c.w(s);
  const subject =
    SUBJECT_PRONOUNS.has(w) || isName(c, s) || w === "there" || (isDeterminer(w) && w !== "that");
  if (!subject) return false;
  const v = c.w(skipAdverbs(c, afterSubject(c, s)));
  return BE_ANY.has(v) || MODALS.has(v) || VERB_THIRD.has(v) || VERB_BASE.has(v) || isPast(v) || v === "did";
}

/** The present verb that a clause starting at subject s has (if + it rains / you push / he is), or -1. */
function presentVerbAt(c: Ctx, s: number): number {
  const w = c.w(s);
  const subject =
    SUBJECT_PRONOUNS.has(w) || isName(c, s) || w === "there" || (isDeterminer(w) && w !== "that");
  if (!subject) return -1;
  const k = skipAdverbs(c, afterSubject(c, s));
  const v = c.w(k);
  if (BE_PRESENT.has(v) || VERB_THIRD.has(v) || v === "do" || v === "does") return k;
  return VERB_BASE.has(v) && !(SAME_PAST.has(v) && c.pastCue) ? k : -1;
}

/**
 * Real conditions of sh1: the first conditional "if + present ..., will + verb" (either clause first, the
 * will outside the if clause), and "as long as / in case + clause". Kept apart from `conditionals` so that
 * the if of a first conditional still counts as the conjunction if of jh2.
 */
function realCondition(c: Ctx): boolean {
  for (let i = 0; i < c.t.length; i++) {
    const w = c.w(i);
    if (w === "as" && c.w(i + 1) === "long" && c.w(i + 2) === "as" && clauseAt(c, i + 3)) return true;
    if (w === "in" && c.w(i + 1) === "case" && clauseAt(c, i + 2)) return true;
    if (w !== "if" || c.w(i - 1) === "as") continue;
    const before = c.w(i - 1);
    if (IF_VERBS.has(OBJECT_PRONOUNS.has(before) ? c.w(i - 2) : before)) continue;
    if (presentVerbAt(c, i + 1) < 0) continue;
    const end = clauseEnd(c, i);
    const will = c.t.some(
      (tok, k) => (k < i || k >= end) && tok.w === "will" && isBaseVerbAt(c, governed(c, k)),
    );
    if (will) return true;
  }
  return false;
}

/** I wish + past / could; if + subject + were; if + past ..., would + verb (仮定法過去). */
function subjunctive(c: Ctx): boolean {
  for (let i = 0; i < c.t.length; i++) {
    const w = c.w(i);
    if (w === "wish" || w === "wishes" || w === "wished") {
      const s = i + 1;
      if (!(SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || isDeterminer(c.w(s)))) continue;
      const end = clauseEnd(c, i);
      for (let k = afterSubject(c, s); k < Math.min(end, s + 5); k++) {
        const v = c.w(k);
        if (v === "were" || v === "could" || v === "would" || v === "had" || v === "did" || isPast(v))
          return true;
      }
    }
    if (w === "if" || (w === "as" && c.w(i + 1) === "if")) {
      const s = w === "if" ? i + 1 : i + 2;
      if (
        c.w(afterSubject(c, s)) === "were" &&
        (SUBJECT_PRONOUNS.has(c.w(s)) || isName(c, s) || isDeterminer(c.w(s)))
      ) {
        return true;
      }
      if (w === "if" && hasWouldBase(c)) {
        const end = clauseEnd(c, i);
        for (let k = s; k < end; k++) {
          const v = c.w(k);
          const pastVerb = (PAST_ONLY.has(v) || v === "had" || isPast(v)) && !hasHadParticiple(c, k, k + 1);
          if (pastVerb && !VERB_BASE.has(v)) return true;
        }
      }
    }
  }
  return false;
}

/** Marks the clauses of unreal if / wish so that their past forms are not counted as past simple. */
function unrealSpan(c: Ctx): Set<number> {
  const span = new Set<number>();
  c.t.forEach((tok, i) => {
    if (tok.w === "if" || tok.w === "wish" || tok.w === "wished" || tok.w === "wishes") {
      for (let k = i; k < clauseEnd(c, i); k++) span.add(k);
    }
  });
  return span;
}

/** want / tell + object + to ~, make / let / help + object + verb. Marks the used "to". */
function objectInfinitive(c: Ctx): boolean {
  let found = false;
  for (let i = 0; i < c.t.length; i++) {
    const w = c.w(i);
    const isToVerb = OBJECT_TO_VERBS.has(w) && (w !== "would" || c.w(i + 1) === "like");
    const isCausative = CAUSATIVE_VERBS.has(w);
    if (!isToVerb && !isCausative) continue;
    const start = w === "would" ? i + 2 : i + 1;
    const o = c.w(start);
    let after = -1;
    if (OBJECT_PRONOUNS.has(o) || isName(c, start)) after = start + 1;
    else if (isDeterminer(o) && o !== "that") after = afterSubject(c, start);
    if (after < 0) continue;
    if (isToVerb && c.w(after) === "not") after++;
    if (isToVerb && c.w(after) === "to" && (VERB_BASE.has(c.w(after + 1)) || c.w(after + 1) === "be")) {
      c.objTo.add(after);
      found = true;
    }
    if (isCausative && VERB_BASE.has(c.w(after)) && !isDeterminer(c.w(after))) found = true;
  }
  return found;
}

/** Nouns modified by a participle: "a car made in Japan", "the boy playing tennis", "a broken window". */
function participleModifiers(c: Ctx): boolean {
  const POST_FOLLOWERS = new Set([
    ...PREPOSITIONS,
    "last",
    "ago",
    "yesterday",
    "long",
    "many",
    "years",
    "every",
  ]);
  for (let i = 1; i < c.t.length; i++) {
    const w = c.w(i);
    if (isDeterminer(c.w(i - 1)) && PRE_NOUN_PARTICIPLES.has(w)) {
      const noun = c.w(i + 1);
      const nounOk =
        isWord(noun) &&
        !PREPOSITIONS.has(noun) &&
        !BE_ANY.has(noun) &&
        !COMPOUND_NOUNS.has(noun) &&
        !isVerbLike(noun);
      if (nounOk && !DETERMINERS.has(noun) && !OBJECT_PRONOUNS.has(noun)) {
        c.modifiers.add(i);
        return true;
      }
    }
    if (!isNounEnd(c, i - 1) || !isWord(w)) continue;
    let det = i - 2;
    while (det > 0 && !isDeterminer(c.w(det))) det--;
    const before = c.w(det - 1);
    const objectPosition =
      det > 0 &&
      !(BE_ANY.has(before) && isInverted(c, det - 1) && !whoIsNounPhrase(c, det - 1)) &&
      (BE_ANY.has(before) || isVerbLike(before) || isPast(before) || PREPOSITIONS.has(before));
    const ing = isIng(w) && !["building", "meeting", "painting", "drawing", "evening"].includes(w);
    const pp = (IRREGULAR_PP.has(w) || isParticiple(w)) && !PAST_ONLY.has(w) && !ED_ADJECTIVES.has(w);
    const next = c.w(i + 1);
    const ppFollower = POST_FOLLOWERS.has(next) || /^\d+$/.test(next) || (c.t[i + 1]?.cap ?? false);
    if (!(ing || (pp && ppFollower))) continue;
    if (objectPosition) {
      c.modifiers.add(i);
      return true;
    }
    if (det === 0) {
      const end = clauseEnd(c, i);
      for (let k = i + 2; k < end; k++) {
        const v = c.w(k);
        if (BE_ANY.has(v) || MODALS.has(v) || VERB_THIRD.has(v) || isPast(v)) {
          c.modifiers.add(i);
          return true;
        }
      }
    }
  }
  return false;
}

export function isBaseVerbAt(c: Ctx, i: number): boolean {
  return VERB_BASE.has(c.w(i)) || c.w(i) === "be";
}

export function analyse(t: Token[]): Ctx {
  const w = (i: number) => t[i]?.w ?? "";
  const c: Ctx = {
    t,
    w,
    question: t.at(-1)?.w === "?",
    itTo: new Set<number>(),
    objTo: new Set<number>(),
    unreal: new Set<number>(),
    modifiers: new Set<number>(),
    subjunctive: false,
    conditional: false,
    realCondition: false,
    objectInfinitive: false,
    itToIndexes: new Set<number>(),
    beUse: new Map(),
    pastCue: false,
  };
  c.pastCue = hasPastCue(c);
  t.forEach((tok, i) => {
    const itBefore = w(i - 1) === "it" && !(i >= 2 && w(i - 2) === "that");
    const itAfter = w(i + 1) === "it" && isInverted(c, i);
    if (!BE_ANY.has(tok.w) || !(itBefore || itAfter)) return;
    const to = itToAt(c, i);
    if (to >= 0) {
      c.itTo.add(i);
      c.itToIndexes.add(to);
    }
  });
  c.conditional = conditionals(c);
  c.realCondition = realCondition(c);
  c.subjunctive = !c.conditional && subjunctive(c);
  if (c.subjunctive || c.conditional) for (const i of unrealSpan(c)) c.unreal.add(i);
  c.objectInfinitive = objectInfinitive(c);
  participleModifiers(c);
  return c;
}

/** The grammar points an English sentence clearly uses, in table order. */
/** Titles after which a full stop does not end the sentence. */
