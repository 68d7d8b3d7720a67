import { JA } from "../explanations.ts";
import { MID_ADVERBS, SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { baseOf, isBaseVerb, isPastVerb, isThirdPersonVerb, thirdOf } from "../lexicon/verbs.ts";
import { clauseSubjects, isPluralNoun, lower, subjectAt, verbAfterNoun } from "../pos/subjects.ts";
import { tagSentence } from "../pos/tag.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

// Words after which "it"/"you" are objects rather than subjects ("make it work", "let you go").
const OBJECT_TAKERS = new Set(
  "let make help watch see saw heard hear made helped watched and to of for with".split(" "),
);
// Before these the pronoun is inside a question or after a modal, where the verb stays plain.
const NO_AGREEMENT_BEFORE = new Set(
  "do does did can could will would shall should may might must to don't doesn't didn't can't won't is are am was were".split(
    " ",
  ),
);

const BE_FOR: Record<string, string> = {
  i: "am",
  he: "is",
  she: "is",
  it: "is",
  you: "are",
  we: "are",
  they: "are",
};
const PAST_BE_FOR: Record<string, string> = {
  i: "was",
  he: "was",
  she: "was",
  it: "was",
  you: "were",
  we: "were",
  they: "were",
};

/** The verb after a subject pronoun, skipping one mid-sentence adverb ("he often play"). */
function verbAfter(words: Token[], i: number): Token | undefined {
  const next = words[i + 1];
  if (next && MID_ADVERBS.has(next.lower)) return words[i + 2];
  return next;
}

function checkBe(pronoun: Token, verb: Token, prev: Token | undefined): Finding | undefined {
  const p = pronoun.lower;
  if (["am", "is", "are"].includes(verb.lower)) {
    const right = BE_FOR[p];
    if (!right || right === verb.lower) return undefined;
    return spanFinding(
      verb,
      verb,
      "agreement",
      `Use "${right}" with "${pronoun.text}".`,
      JA.agreementBe(pronoun.text, right),
      right,
    );
  }
  if (["was", "were"].includes(verb.lower)) {
    const right = PAST_BE_FOR[p];
    // "If I were you" and "I wish I were" are correct subjunctives.
    if (!right || right === verb.lower || prev?.lower === "if" || prev?.lower === "wish") return undefined;
    return spanFinding(
      verb,
      verb,
      "agreement",
      `Use "${right}" with "${pronoun.text}".`,
      JA.agreementBe(pronoun.text, right),
      right,
    );
  }
  return undefined;
}

function checkDo(pronoun: Token, verb: Token): Finding | undefined {
  const person = SUBJECT_PRONOUNS[pronoun.lower];
  const wantsDoes = person === "third-singular";
  if (wantsDoes && (verb.lower === "don't" || verb.lower === "do")) {
    const right = verb.lower === "do" ? "does" : "doesn't";
    // "do" alone after he/she is a main verb only in the wrong form ("He do his homework").
    return spanFinding(
      verb,
      verb,
      "agreement",
      `Use "${right}" with "${pronoun.text}".`,
      JA.agreementDo(pronoun.text, right),
      right,
    );
  }
  if (!wantsDoes && verb.lower === "doesn't") {
    return spanFinding(
      verb,
      verb,
      "agreement",
      `Use "don't" with "${pronoun.text}".`,
      JA.agreementDo(pronoun.text, "don't"),
      "don't",
    );
  }
  return undefined;
}

// Time words that make a verb present: "He hit the ball every day" is wrong; "He hit the nail" is past.
const PRESENT_HABIT =
  /\b(every (day|morning|evening|night|week|weekend|month|year|time)|usually|nowadays|these days)\b/i;

/** "hit", "put", "cut", "set", "read": the past looks like the base form, so only a present time word shows it. */
function pastLikeBase(w: string, sentence: string): boolean {
  return isPastVerb(w) && isBaseVerb(w) && !PRESENT_HABIT.test(sentence);
}

const SG_FIX: Record<string, string> = { are: "is", were: "was", do: "does", "don't": "doesn't" };
const PL_FIX: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "doesn't": "don't",
};

/**
 * Noun, name and coordinated subjects at the start of a clause (found with the tagger): "My father work"
 * → "works", "A person just know" → "knows", "Everyone want" → "wants", "Ken and Yuki plays" → "play",
 * "People thinks" → "think", "The children is" → "are", "One of my friends live" → "lives".
 */
function taggedSubjects(sentence: string): Finding[] {
  const tags = tagSentence(sentence);
  const out: Finding[] = [];
  for (const s of clauseSubjects(tags)) {
    // The pronoun rule below handles "he play" and "they is"; "My family are" is fine in British English.
    if (s.kind === "pronoun" || s.collective) continue;
    const verb = tags[s.verb];
    if (!verb) continue;
    const w = lower(verb);
    // The slot must read as a verb: tagged so, or a listed verb right after the noun ("My father work at").
    // ("like" is often tagged as a preposition: "my sister like cats").
    const readsAsVerb =
      verb.pos === "VERB" ||
      verb.pos === "AUX" ||
      (s.verb === s.end && (verbAfterNoun(tags, s.verb) || (w === "like" && verb.pos === "ADP")));
    if (!readsAsVerb) continue;
    let right: string | undefined;
    if (s.number === "sg") {
      right = SG_FIX[w];
      if (!right && isBaseVerb(w) && !pastLikeBase(w, sentence)) right = thirdOf(w);
      // "do" is only wrong before "not"/"n't" or an object: "My brother do his homework".
    } else {
      right = PL_FIX[w];
      if (!right && isThirdPersonVerb(w)) right = baseOf(w);
    }
    if (!right || right === w) continue;
    const fixed = matchCase(verb.text, right);
    const comment = `Use "${fixed}" after "${s.text}".`;
    const ja =
      s.number === "sg"
        ? ["is", "was"].includes(right)
          ? JA.agreementBe(s.text, fixed)
          : right === "does" || right === "doesn't"
            ? JA.agreementDo(s.text, fixed)
            : JA.agreementThird(s.text, fixed)
        : JA.agreementPluralSubject(s.text, fixed);
    out.push({
      type: "agreement",
      start: verb.start,
      end: verb.end,
      comment,
      explanationJa: ja,
      suggestion: fixed,
    });
  }
  return out;
}

const QUESTION_FIX: Record<string, { sg: string; pl: string; i?: string }> = {
  do: { sg: "does", pl: "do", i: "do" },
  does: { sg: "does", pl: "do", i: "do" },
  is: { sg: "is", pl: "are", i: "am" },
  are: { sg: "is", pl: "are", i: "am" },
  was: { sg: "was", pl: "were", i: "was" },
  were: { sg: "was", pl: "were", i: "was" },
  has: { sg: "has", pl: "have", i: "have" },
  have: { sg: "has", pl: "have", i: "have" },
};

/** Questions: "Does your parents speak English?" → "Do", "Is they busy?" → "Are". */
function questions(sentence: string): Finding[] {
  if (!sentence.trimEnd().endsWith("?")) return [];
  const tags = tagSentence(sentence);
  const out: Finding[] = [];
  // The auxiliary opens the question, or follows a question word ("Where does your parents live?").
  let k = 0;
  if (/^(what|where|when|why|how|who|which)$/.test(lower(tags[0]))) k = 1;
  const aux = tags[k];
  const fix = QUESTION_FIX[lower(aux)];
  if (!aux || !fix) return out;
  // "How many students does ...": the question word phrase is longer; leave it.
  const subject = subjectAt(tags, k + 1);
  if (!subject || subject.collective) return out;
  const w = lower(aux);
  const isI = subject.kind === "pronoun" && lower(tags[subject.head]) === "i";
  const you = subject.kind === "pronoun" && lower(tags[subject.head]) === "you";
  const right = isI ? fix.i : subject.number === "sg" && !you ? fix.sg : fix.pl;
  if (!right || right === w) return out;
  const fixed = matchCase(aux.text, right);
  const subjectText = sentence.slice(
    (tags[k + 1] as { start: number }).start,
    (tags[subject.end - 1] as { end: number }).end,
  );
  out.push({
    type: "agreement",
    start: aux.start,
    end: aux.end,
    comment: `Use "${fixed}" with "${subjectText}".`,
    explanationJa:
      subject.number === "pl"
        ? JA.agreementPluralSubject(subjectText, fixed)
        : JA.agreementQuestion(subjectText, fixed),
    suggestion: fixed,
  });
  return out;
}

const MANY_MARKERS = new Set("many several two three four five six seven eight nine ten some".split(" "));

/** "There is many students" → "are", "There was two cats" → "were". */
function thereIs(sentence: string): Finding[] {
  const tags = tagSentence(sentence);
  const out: Finding[] = [];
  tags.forEach((there, i) => {
    const be = tags[i + 1];
    if (lower(there) !== "there" || !be || !/^(is|was|'s)$/.test(lower(be))) return;
    // "Is there": a question keeps the order; only "there is" is checked.
    let k = i + 2;
    const first = lower(tags[k]);
    let counted = false;
    if (first === "a" && lower(tags[k + 1]) === "lot" && lower(tags[k + 2]) === "of") {
      k += 3;
      counted = true;
    } else if (first === "lots" && lower(tags[k + 1]) === "of") {
      k += 2;
      counted = true;
    } else if (MANY_MARKERS.has(first) || /^\d+$/.test(first)) {
      if (first === "1") return;
      k += 1;
      counted = true;
    }
    while (tags[k]?.pos === "ADJ") k++;
    const noun = tags[k];
    if (noun?.pos !== "NOUN" || !isPluralNoun(noun)) return;
    if (!counted && first !== lower(noun)) return; // "There is the students' room": leave it
    if (tags[k + 1] && (tags[k + 1]?.pos === "NOUN" || lower(tags[k + 1]) === "'s")) return;
    const right = lower(be) === "was" ? "were" : "are";
    const fixed = lower(be) === "'s" ? " are" : matchCase(be.text, right);
    out.push({
      type: "agreement",
      start: be.start,
      end: be.end,
      comment: `Use "there ${right}" before a plural noun ("${noun.text}").`,
      explanationJa: JA.agreementThere(noun.text, right),
      suggestion: fixed,
    });
  });
  return out;
}

/**
 * Subject-verb agreement after subject pronouns: "He play" → "plays", "I goes" → "go", "They is" → "are",
 * "She don't" → "doesn't"; and after noun, name and coordinated subjects (see `taggedSubjects`).
 * Only known verbs are checked.
 */
export const agreementRule: Rule = ({ words, sentence }) => {
  const out: Finding[] = [...taggedSubjects(sentence), ...questions(sentence), ...thereIs(sentence)];
  for (const [i, pronoun] of words.entries()) {
    const person = SUBJECT_PRONOUNS[pronoun.lower];
    if (!person) continue;
    const prev = words[i - 1];
    if (prev && NO_AGREEMENT_BEFORE.has(prev.lower)) continue;
    // "Ken and I are": a compound subject is plural whatever the last pronoun is.
    if (prev && (prev.lower === "and" || prev.lower === "or")) continue;
    if (prev && (pronoun.lower === "it" || pronoun.lower === "you") && OBJECT_TAKERS.has(prev.lower))
      continue;
    const verb = verbAfter(words, i);
    if (!verb) continue;
    const special = checkBe(pronoun, verb, prev) ?? checkDo(pronoun, verb);
    if (special) {
      out.push(special);
      continue;
    }
    if (
      person === "third-singular" &&
      isBaseVerb(verb.lower) &&
      verb.lower !== "do" &&
      !pastLikeBase(verb.lower, sentence)
    ) {
      const right = matchCase(verb.text, thirdOf(verb.lower) ?? verb.lower);
      out.push(
        spanFinding(
          verb,
          verb,
          "agreement",
          `Use "${right}" after "${pronoun.text}".`,
          JA.agreementThird(pronoun.text, right),
          right,
        ),
      );
    } else if (person !== "third-singular" && isThirdPersonVerb(verb.lower)) {
      const right = matchCase(verb.text, baseOf(verb.lower) ?? verb.lower);
      out.push(
        spanFinding(
          verb,
          verb,
          "agreement",
          `Use "${right}" after "${pronoun.text}".`,
          JA.agreementPlain(pronoun.text, right),
          right,
        ),
      );
    }
  }
  return out;
};
