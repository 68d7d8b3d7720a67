// Finds the subject at the start of each clause of a tagged sentence and the word where its finite verb
// should stand, for the agreement, be_verb and tense rules. Precision first: a clause whose subject is
// not one of the simple shapes below (pronoun, name, determiner + noun, coordinated pair, "a lot of" +
// noun, "one of" + noun) yields nothing.
import { isCountablePlural, isCountableSingular, MID_ADVERBS } from "../lexicon/nouns.ts";
import { verbForms } from "../lexicon/verbs.ts";
import type { TaggedToken } from "./tag.ts";

/** A clause subject with grammatical number and person, and the index of its verb slot. */
export type ClauseSubject = {
  /** index (in the tagged tokens) of the subject's first token */
  start: number;
  /** index of the head word ("brother" in "my little brother") */
  head: number;
  /** index of the first token after the subject */
  end: number;
  /** index of the first token after the subject and any mid-sentence adverbs: where the verb should be */
  verb: number;
  number: "sg" | "pl";
  person: 1 | 2 | 3;
  kind: "pronoun" | "indefinite" | "noun" | "name" | "coordinated";
  /** a group noun ("my family", "the team"): British English allows a plural verb, so number is unsure */
  collective?: boolean;
  /** the subject as written */
  text: string;
};

export const PERSONAL: Record<string, { number: "sg" | "pl"; person: 1 | 2 | 3 }> = {
  i: { number: "sg", person: 1 },
  you: { number: "pl", person: 2 },
  we: { number: "pl", person: 1 },
  they: { number: "pl", person: 3 },
  he: { number: "sg", person: 3 },
  she: { number: "sg", person: 3 },
  it: { number: "sg", person: 3 },
};
const INDEFINITE = new Set(
  "everyone everybody everything someone somebody something nobody nothing anyone anybody anything".split(
    " ",
  ),
);
const SG_DET = new Set("a an this that every each another".split(" "));
const PL_DET = new Set("these those many several both few".split(" "));
const ANY_DET = new Set("the my your his her our their its no some any".split(" "));
// Nouns that British English treats as plural too ("My family are"): never used to judge number.
const COLLECTIVE = new Set(
  "family team class staff club group audience government police crowd couple committee band company public army crew jury".split(
    " ",
  ),
);
// Nouns whose number the form does not show ("Fish live", "The data show", "The mitochondria produce"):
// zero plurals and Latin/Greek plurals that are also used as singulars. Never used to judge number.
const UNSURE_NUMBER = new Set(
  `fish sheep deer species series means aircraft offspring salmon data media criteria phenomena bacteria
  mitochondria fungi cacti alumni stimuli`.split(/\s+/),
);
// Capitalised words at a sentence start that are not names.
const NOT_NAMES = new Set(
  `please thank thanks sorry hello hi dear yes no oh wow ok okay let let's don't how what why who where
  which there here yesterday today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday january february
  march april may june july august september october november december last next this every on in at after
  before when while because if so but and then also however recently someday once`.split(/\s+/),
);
const CLAUSE_OPENERS = new Set(
  "and but so because when if while after before though although since until than or whether where".split(
    " ",
  ),
);
// Verbs whose object is often a clause without "that": "I think my brother likes it".
const CLAUSE_TAKERS = new Set(
  "think thought believe believed hope hoped know knew say said guess feel felt sure heard hear".split(" "),
);
const TITLES = new Set(["mr", "mrs", "ms", "dr", "mr.", "mrs.", "ms.", "dr.", "miss"]);

/** The token's text in lower case with a straight apostrophe ("" for no token). */
export const lower = (t: TaggedToken | undefined) => (t ? t.text.toLowerCase().replace(/’/g, "'") : "");
const isFiniteVerb = (t: TaggedToken | undefined) => !!t && (t.pos === "AUX" || t.pos === "VERB");

/** Whether a token can be a noun head: tagged noun, or a listed countable noun. */
function nounish(t: TaggedToken | undefined): boolean {
  if (!t) return false;
  const w = lower(t);
  return t.pos === "NOUN" || isCountableSingular(w) || isCountablePlural(w);
}

/** Whether a noun token is plural: tagged plural or a listed plural. */
export function isPluralNoun(t: TaggedToken): boolean {
  const w = lower(t);
  if (isCountableSingular(w)) return false;
  return isCountablePlural(w) || (t.pos === "NOUN" && t.plural === true);
}

/** Whether the clause after index `from` (up to a comma or conjunction) has another finite verb. */
export function laterFiniteVerb(tags: TaggedToken[], from: number): boolean {
  for (let k = from; k < tags.length; k++) {
    const t = tags[k] as TaggedToken;
    if (t.pos === "PUNCT" || t.pos === "CCONJ" || t.pos === "SCONJ") return false;
    if (t.pos === "PART" && lower(t) === "to") {
      k++; // "to go": the infinitive is not a finite verb
      continue;
    }
    // A "verb" right after a determiner, possessive or adjective is a noun ("its hot springs").
    const before = tags[k - 1];
    const nounSlot =
      before &&
      (before.pos === "DET" ||
        before.pos === "ADJ" ||
        /^(my|your|his|her|its|our|their)$/.test(lower(before)));
    if (t.pos === "AUX" || (t.pos === "VERB" && !/ing$/.test(lower(t)) && !nounSlot)) return true;
  }
  return false;
}

/**
 * Whether the word after a noun-phrase run can be read as its verb although the tagger called it a noun
 * ("My father work at ...", "The fuel force us"): a listed verb form, followed by an object, preposition,
 * adverb or the end, with no other finite verb later in the clause.
 */
function verbDespiteTag(tags: TaggedToken[], k: number): boolean {
  const t = tags[k] as TaggedToken;
  const f = verbForms(lower(t));
  if (!f || f.base === "be") return false;
  const w = lower(t);
  if (w !== f.base && w !== f.third && w !== f.past) return false;
  const next = tags[k + 1];
  const objectish =
    !next ||
    next.pos === "PUNCT" ||
    next.pos === "ADP" ||
    next.pos === "DET" ||
    next.pos === "ADV" ||
    next.pos === "PART" ||
    next.pos === "NUM" ||
    next.pos === "PROPN" ||
    (next.pos === "PRON" && /^(me|us|him|her|them|it|you|my|his|our|their|your)$/.test(lower(next)));
  return objectish && !laterFiniteVerb(tags, k + 1);
}

/** Skips at most two mid-sentence adverbs ("just", "always"). */
function skipAdverbs(tags: TaggedToken[], k: number): number {
  let j = k;
  for (let n = 0; n < 2 && tags[j] && MID_ADVERBS.has(lower(tags[j])); n++) j++;
  return j;
}

type Np = {
  head: number;
  end: number;
  number: "sg" | "pl" | "?";
  kind: ClauseSubject["kind"];
  collective?: boolean;
};

/** Parses a noun phrase starting at `i`; `end` is the index after it. */
function nounPhrase(tags: TaggedToken[], i: number): Np | undefined {
  const t = tags[i];
  if (!t) return undefined;
  const w = lower(t);
  if (PERSONAL[w] && t.pos === "PRON")
    return { head: i, end: i + 1, number: PERSONAL[w].number, kind: "pronoun" };
  if (INDEFINITE.has(w) || (w === "no" && lower(tags[i + 1]) === "one"))
    return { head: i, end: w === "no" ? i + 2 : i + 1, number: "sg", kind: "indefinite" };
  // "One of my friends", "Each of the students": singular whatever follows.
  if ((w === "one" || w === "each") && lower(tags[i + 1]) === "of") {
    const inner = determined(tags, i + 2, i + 3);
    return inner ? { head: i, end: inner.end, number: "sg", kind: "noun" } : undefined;
  }
  // "A lot of people", "Lots of students", "Some of my friends", "Most of": the inner noun decides.
  if (
    (w === "a" && lower(tags[i + 1]) === "lot" && lower(tags[i + 2]) === "of") ||
    (w === "lots" && lower(tags[i + 1]) === "of")
  ) {
    const inner = nounPhrase(tags, w === "a" ? i + 3 : i + 2) ?? bareNoun(tags, w === "a" ? i + 3 : i + 2);
    return inner && inner.kind === "noun" ? inner : undefined;
  }
  // Names: "Ken", "Mr. Sato", "Ken Tanaka" (capitalised, tagged as proper nouns, not time words).
  if (t.pos === "PROPN" || TITLES.has(w)) {
    let k = i;
    while (
      tags[k] &&
      (tags[k]?.pos === "PROPN" || TITLES.has(lower(tags[k]))) &&
      /^[A-Z]/.test(tags[k]?.text ?? "")
    ) {
      const n = tags[k] as TaggedToken;
      const nw = lower(n);
      // A capitalised common word at the sentence start is not a name ("Children", "Dogs", "Please").
      if (NOT_NAMES.has(nw) || nounish({ ...n, pos: "X" }) || verbForms(nw) || (n.lemma && n.lemma !== nw))
        return k === i ? bareNoun(tags, i) : undefined;
      // "Prices are ...", but also "James likes ...": a capitalised -s word is unclear, so no subject.
      if (n.plural && k === 0) return undefined;
      k++;
    }
    if (k === i) return undefined;
    // "Ken's sister": the possessive is a determiner.
    if (lower(tags[k]) === "'s") return determined(tags, i, k + 1);
    return { head: k - 1, end: k, number: "sg", kind: "name" };
  }
  if (SG_DET.has(w) || PL_DET.has(w) || ANY_DET.has(w)) {
    if (t.pos !== "DET" && t.pos !== "PRON" && t.pos !== "ADJ") return undefined;
    return determined(tags, i, i + 1);
  }
  return bareNoun(tags, i);
}

/**
 * The subject noun phrase starting at index `i` whatever comes before it (for questions: "Does your
 * parents ...", "Is she ..."), with a coordinated second half; undefined when it is not a simple one.
 */
export function subjectAt(
  tags: TaggedToken[],
  i: number,
): Omit<ClauseSubject, "start" | "verb" | "text"> | undefined {
  const np = nounPhrase(tags, i);
  if (!np || np.number === "?") return undefined;
  let { head, end, number, kind } = np;
  let person: 1 | 2 | 3 = kind === "pronoun" ? (PERSONAL[lower(tags[head])]?.person ?? 3) : 3;
  if (lower(tags[end]) === "and") {
    const second = nounPhrase(tags, end + 1);
    if (!second) return undefined;
    head = second.head;
    end = second.end;
    number = "pl";
    kind = "coordinated";
    person = 3;
  }
  return {
    head,
    end,
    number: number as "sg" | "pl",
    person,
    kind,
    ...(np.collective ? { collective: true } : {}),
  };
}

/** A plural noun without a determiner ("People", "Japanese students", "Many children"). */
function bareNoun(tags: TaggedToken[], i: number): Np | undefined {
  let k = i;
  while (tags[k]?.pos === "ADJ" && k - i < 2) k++;
  const head = tags[k];
  if (!head || (nounish(tags[k + 1]) && !verbAfterNoun(tags, k + 1))) return undefined;
  // A sentence-initial plural is often tagged as a name ("Children/PROPN need ...").
  const noun = head.pos === "NOUN" || (k === 0 && head.pos === "PROPN" && !NOT_NAMES.has(lower(head)));
  if (!noun || !isPluralNoun({ ...head, pos: "NOUN" })) return undefined;
  return { head: k, end: k + 1, number: "pl", kind: "noun" };
}

// Plural nouns that do modify another noun ("the sports club", "a clothes shop").
const PLURAL_MODIFIERS = new Set("sports arts sales goods clothes customs savings news glasses".split(" "));

/** Whether token `k`, after the noun `k - 1`, reads as the verb of the clause rather than a compound noun. */
export function verbAfterNoun(tags: TaggedToken[], k: number): boolean {
  const t = tags[k] as TaggedToken;
  if (t.pos === "VERB" || t.pos === "AUX") return true;
  const f = verbForms(lower(t));
  if (!f || f.base === "be") return false;
  const prev = tags[k - 1] as TaggedToken;
  // "students studies": a plural noun seldom modifies the next word, so the next verb form is the verb.
  const w = lower(t);
  if (isPluralNoun(prev) && !PLURAL_MODIFIERS.has(lower(prev)) && (w === f.base || w === f.third))
    return true;
  return verbDespiteTag(tags, k);
}

/** Determiner (at `i`) + adjectives/nouns from `from`; the last noun of the run is the head. */
function determined(tags: TaggedToken[], i: number, from: number): Np | undefined {
  const det = lower(tags[i]);
  let k = from;
  if (lower(tags[k]) === "very" || lower(tags[k]) === "really") k++;
  let head: number | undefined;
  for (let n = 0; n < 4; n++, k++) {
    const t = tags[k];
    if (!t) break;
    const isAdj = t.pos === "ADJ" || (t.pos === "VERB" && /ing$|ed$/.test(lower(t)) && nounish(tags[k + 1]));
    if (head !== undefined) {
      // After a noun: an adjective, a name or a verb ends the phrase ("This book very interesting",
      // "My father work at", "The fuel force us").
      if (isAdj || t.pos === "PROPN" || !nounish(t) || verbAfterNoun(tags, k)) break;
      head = k;
      continue;
    }
    if (nounish(t) || t.pos === "PROPN") head = k;
    else if (!(isAdj || t.pos === "NUM")) break;
  }
  if (head === undefined) return undefined;
  const h = tags[head] as TaggedToken;
  // "The Shinkansen": a name after "the" is one thing unless it looks plural ("The Beatles").
  if (h.pos === "PROPN" && det === "the" && head === from && !h.plural && !/s$/i.test(h.text))
    return { head, end: head + 1, number: "sg", kind: "noun" };
  if (!nounish(h)) return undefined;
  const plural = isPluralNoun(h);
  let number: Np["number"] = plural ? "pl" : "sg";
  // The determiner must agree with the noun, otherwise the number is unclear ("this books").
  if ((SG_DET.has(det) && plural) || (PL_DET.has(det) && !plural)) number = "?";
  // "Some student were late": the learner means several; the plural rule flags the noun instead.
  if ((det === "some" || det === "any" || det === "no") && isCountableSingular(lower(h))) number = "?";
  if (UNSURE_NUMBER.has(lower(h))) number = "?";
  return { head, end: head + 1, number, kind: "noun", collective: COLLECTIVE.has(lower(h)) };
}

// Words that may open a leading adverbial before the subject ("Last week", "Every day", "Two years ago").
const ADVERBIAL_OPENERS = new Set(
  "yesterday today tomorrow tonight last next every this once recently someday now then".split(" "),
);

const PP_PREPOSITIONS = new Set("in at on from of near with around for about".split(" "));
// "a lot of", "the number of": after these the noun after "of" decides the number, so "of" is not a modifier.
const QUANTITY_NOUNS = new Set(
  "lot lots number couple group pair kind kinds sort type half rest majority most some all many none bit piece plenty percent part".split(
    " ",
  ),
);

/**
 * The end (exclusive) of a prepositional phrase after a subject noun ("The people in Okinawa", "Nobody in
 * my family", "The students at our school"), or undefined when none follows.
 */
function modifierEnd(tags: TaggedToken[], i: number, head: number): number | undefined {
  const prep = tags[i];
  const p = lower(prep);
  if (prep?.pos !== "ADP" || !PP_PREPOSITIONS.has(p)) return undefined;
  const h = lower(tags[head]);
  const theNumber = h === "number" && lower(tags[head - 1]) === "the"; // "the number of X" is singular
  if (p === "of" && QUANTITY_NOUNS.has(h) && !theNumber) return undefined;
  let k = i + 1;
  if (tags[k] && (tags[k]?.pos === "DET" || /^(my|your|his|her|its|our|their)$/.test(lower(tags[k])))) k++;
  let last: number | undefined;
  for (let n = 0; n < 3 && tags[k]; n++, k++) {
    const t = tags[k] as TaggedToken;
    if (t.pos === "NOUN" || t.pos === "PROPN") last = k;
    else if (!(t.pos === "ADJ" || t.pos === "NUM")) break;
    // The verb may follow the noun directly ("The people in Okinawa is"): stop at a verb-like word.
    if (last !== undefined && tags[k + 1] && verbAfterNoun(tags, k + 1)) break;
  }
  return last === undefined ? undefined : last + 1;
}

/** Whether index `i` starts a clause: sentence start, after a comma, an opener or a verb like "think". */
function clauseStart(tags: TaggedToken[], i: number): boolean {
  // Leading adverbials: "Yesterday", "Last week", "Two years ago", "In 2019", "After school", "On Sunday".
  let k = i - 1;
  while (k >= 0) {
    const t = tags[k] as TaggedToken;
    const w = lower(t);
    if (t.pos === "PUNCT") return w === "," || w === ";" || w === ":";
    if (CLAUSE_OPENERS.has(w)) {
      // "Ken and my brother": "and" joins subjects when no verb came before it.
      if (w === "and" || w === "or") return tags.slice(0, k).some(isFiniteVerb);
      return true;
    }
    // "I think my brother likes it" (but "I know it" is an object).
    if (CLAUSE_TAKERS.has(w) && k === i - 1) return !/^(it|you)$/.test(lower(tags[i]));
    if (isFiniteVerb(t) || t.pos === "PRON") return false;
    if (["ADV", "ADP", "NUM", "DET", "ADJ"].includes(t.pos) || t.pos === "NOUN" || t.pos === "PROPN") {
      k--;
      continue;
    }
    return false;
  }
  // A leading adverbial must look like one: "Yesterday", "In 2019", "Two years ago", "Last week".
  if (i === 0) return true;
  const first = tags[0] as TaggedToken;
  const opener = lower(first);
  return (
    first.pos === "ADP" ||
    (opener === "these" && lower(tags[1]) === "days") ||
    (opener === "the" && lower(tags[1]) === "other") ||
    first.pos === "ADV" ||
    ADVERBIAL_OPENERS.has(opener) ||
    lower(tags[i - 1]) === "ago"
  );
}

/**
 * The clause subjects of a tagged sentence (one per clause at most), left to right.
 * @param tags - the sentence's tagged tokens
 * @returns each subject with number, person and the index where its verb should be
 */
export function clauseSubjects(tags: TaggedToken[]): ClauseSubject[] {
  const out: ClauseSubject[] = [];
  let i = 0;
  while (i < tags.length) {
    const np = clauseStart(tags, i) ? nounPhrase(tags, i) : undefined;
    if (!np) {
      i++;
      continue;
    }
    let { head, end, number, kind } = np;
    let collective = np.collective === true;
    let person: 1 | 2 | 3 = kind === "pronoun" ? (PERSONAL[lower(tags[head])]?.person ?? 3) : 3;
    // "Ken and Yuki", "My sister and I": a coordinated subject is plural.
    if (lower(tags[end]) === "and") {
      const second = nounPhrase(tags, end + 1);
      if (!second) {
        i = end + 1;
        continue;
      }
      head = second.head;
      end = second.end;
      number = "pl";
      kind = "coordinated";
      collective = false;
      person = 3;
    }
    // "The people in Okinawa is", "Nobody in my family like": the verb comes after the modifier.
    if (kind === "noun" || kind === "indefinite") {
      for (let n = 0; n < 2; n++) {
        const pp = modifierEnd(tags, end, n === 0 ? head : end - 1);
        if (pp === undefined) break;
        end = pp;
      }
    }
    const verb = skipAdverbs(tags, end);
    if (number !== "?") {
      const text = tags
        .slice(i, end)
        .map((t) => t.text)
        .join(" ")
        .replace(/ '/g, "'");
      out.push({
        start: i,
        head,
        end,
        verb,
        number,
        person,
        kind,
        text,
        ...(collective ? { collective } : {}),
      });
    }
    i = Math.max(end, i + 1);
  }
  return out;
}

/** The sentence text of tagged tokens `from`..`to` inclusive. */
export function spanText(sentence: string, tags: TaggedToken[], from: number, to: number): string {
  return sentence.slice((tags[from] as TaggedToken).start, (tags[to] as TaggedToken).end);
}
