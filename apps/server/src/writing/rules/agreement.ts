import { JA } from "../explanations.ts";
import { isCountableSingular, MID_ADVERBS, SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { baseOf, isBaseVerb, isThirdPersonVerb, thirdOf } from "../lexicon/verbs.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

// Words after which "it"/"you" are objects rather than subjects ("make it work", "let you go").
const OBJECT_TAKERS = new Set(
  "let make help watch see saw heard hear made helped watched and to of for with".split(" "),
);
// Before these the pronoun is inside a question or after a modal, where the verb stays plain.
const NO_AGREEMENT_BEFORE = new Set(
  "do does did can could will would shall should may might must to don't doesn't didn't can't won't".split(
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

const POSSESSIVES = new Set("my your his her our their the this that".split(" "));
// Places where a new clause (and so a new subject) can start.
const CLAUSE_OPENERS = new Set("and but because so when if while after before that".split(" "));

/** "My brother play" → "plays": determiner + listed singular noun at the start of a clause + base verb. */
function nounSubjects(words: Token[], sentence: string): Finding[] {
  const out: Finding[] = [];
  for (const [i, det] of words.entries()) {
    const noun = words[i + 1];
    if (!POSSESSIVES.has(det.lower) || !noun || !isCountableSingular(noun.lower)) continue;
    const before = words[i - 1];
    const startsClause =
      i === 0 || (before && CLAUSE_OPENERS.has(before.lower)) || /,\s*$/.test(sentence.slice(0, det.start));
    if (!startsClause) continue;
    const verb = verbAfter(words, i + 1);
    if (!verb || !isBaseVerb(verb.lower) || verb.lower === "do") continue;
    const right = matchCase(verb.text, thirdOf(verb.lower) ?? verb.lower);
    const subject = `${det.text} ${noun.text}`;
    out.push(
      spanFinding(
        verb,
        verb,
        "agreement",
        `Use "${right}" after "${subject}".`,
        JA.agreementThird(subject, right),
        right,
      ),
    );
  }
  return out;
}

/**
 * Subject-verb agreement after subject pronouns: "He play" → "plays", "I goes" → "go", "They is" → "are",
 * "She don't" → "doesn't". Only known verbs are checked.
 */
export const agreementRule: Rule = ({ words, sentence }) => {
  const out: Finding[] = nounSubjects(words, sentence);
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
    if (person === "third-singular" && isBaseVerb(verb.lower) && verb.lower !== "do") {
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
