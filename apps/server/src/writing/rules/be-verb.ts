import { JA } from "../explanations.ts";
import { COMMON_ADJECTIVES, isCountablePlural, isCountableSingular, UNCOUNTABLE } from "../lexicon/nouns.ts";
import {
  baseOf,
  isBaseVerb,
  isPastVerb,
  isThirdPersonVerb,
  pastOf,
  thirdOf,
  verbForms,
} from "../lexicon/verbs.ts";
import {
  type ClauseSubject,
  clauseSubjects,
  isPluralNoun,
  laterFiniteVerb,
  lower,
  subjectAt,
} from "../pos/subjects.ts";
import { type TaggedToken, tagSentence } from "../pos/tag.ts";
import { pastMarker } from "./tense.ts";
import { type Finding, matchCase, type Rule } from "./types.ts";

// Degree words that may stand between a subject and its adjective: "She very kind", "It so cold".
const DEGREE = new Set("very so too quite really not always also still never just".split(" "));
// Words tagged as adjectives that do not make a predicate ("They all", "We both", "You first").
const NOT_PREDICATE = new Set(
  "all both each only alone enough first last next own such much more most other else ago same few little many".split(
    " ",
  ),
);
// Past participles used as adjectives by learners without "be": "I tired", "I interested in music".
// Left out on purpose: forms that are also ordinary past verbs without an object ("I worried", "She married").
const PARTICIPLE_ADJECTIVES = new Set(
  `tired interested excited bored surprised satisfied disappointed shocked pleased embarrassed confused scared
  injured amazed impressed born exhausted frightened polluted crowded located`.split(/\s+/),
);
// Subjects whose "is + verb" is a different error ("My dream is become a teacher": a missing "to").
const PLAN_NOUNS = new Set(
  "dream goal plan hobby job thing way problem idea wish purpose aim work duty rule answer solution best only all what".split(
    " ",
  ),
);
// Base verbs that are also adjectives or nouns after "be": "The shop is open", "It is rain season".
const BE_OK = new Set(
  "open close clean free fine rest rain snow last light present wrong agree disagree".split(" "),
);

const TIME_WORDS = new Set("today tonight now yesterday tomorrow".split(" "));

function beFor(s: ClauseSubject, tags: TaggedToken[], past: boolean): string {
  const head = lower(tags[s.head]);
  if (s.kind === "pronoun" && head === "i") return past ? "was" : "am";
  if (s.number === "pl" && !s.collective) return past ? "were" : "are";
  return past ? "was" : "is";
}

/** "My grandmother getting old" → "is getting", "She very kind" → "is very kind", "I tired" → "am tired". */
function omitted(sentence: string, tags: TaggedToken[], past: boolean): Finding[] {
  const out: Finding[] = [];
  for (const s of clauseSubjects(tags)) {
    // "Better late than never.", "More haste, less speed.": a saying, not a subject.
    if (/^(better|worse|more|less)$/.test(lower(tags[s.start]))) continue;
    let k = s.end;
    while (tags[k] && DEGREE.has(lower(tags[k])) && k - s.end < 2) k++;
    const word = tags[k];
    if (!word) continue;
    const w = lower(word);
    const next = tags[k + 1];
    let kind: "ing" | "adjective" | "participle" | undefined;
    if (word.pos === "VERB" && /ing$/.test(w) && word.lemma !== w && k === s.verb) kind = "ing";
    else if (PARTICIPLE_ADJECTIVES.has(w)) {
      // "It surprised me" is a verb with an object; "I tired." and "I interested in" lack "be".
      const objectNext =
        next && (next.pos === "PRON" || next.pos === "DET" || next.pos === "NOUN" || next.pos === "PROPN");
      if (!objectNext) kind = "participle";
    } else if (
      (word.pos === "ADJ" ||
        (COMMON_ADJECTIVES.has(w) && word.pos !== "VERB" && (word.pos !== "ADV" || k > s.end))) &&
      !NOT_PREDICATE.has(w) &&
      s.kind !== "indefinite" && // "something special happened"
      !isBaseVerb(w)
    ) {
      kind = "adjective";
    }
    // "My father a teacher.", "Tokyo very big city.": no verb anywhere, and a noun phrase follows the subject.
    if (!kind && s.kind !== "indefinite" && !tags.some((t) => t.pos === "VERB" || t.pos === "AUX")) {
      const det = tags[s.end];
      if (
        det &&
        (/^(a|an|the|my|your|his|her|our|their)$/.test(lower(det)) || (word.pos === "ADJ" && k > s.end))
      )
        kind = "adjective";
    }
    if (!kind) continue;
    // "My father drinks hot coffee": a last "noun" that is also a verb form ("drinks", "watches") after
    // another noun is the verb, and the adjective belongs to the object.
    const head = lower(tags[s.head]);
    if (kind === "adjective" && s.head > s.start && (isThirdPersonVerb(head) || isPastVerb(head))) continue;
    // "The boy playing tennis is my brother": a later verb means the -ing word or adjective modifies the noun.
    if (laterFiniteVerb(tags, k + 1)) continue;
    // "The boy next door", "people young and old": the adjective must not be followed by a noun of its own.
    const verbless = !tags.some((t) => t.pos === "VERB" || t.pos === "AUX");
    if (
      kind === "adjective" &&
      !verbless &&
      next &&
      (next.pos === "NOUN" || next.pos === "PROPN") &&
      s.kind !== "pronoun" &&
      !TIME_WORDS.has(lower(next))
    )
      continue;
    const be = beFor(s, tags, past || w === "born");
    const from = tags[s.end] as TaggedToken;
    const original = sentence.slice(from.start, word.end);
    const right = `${be} ${original}`;
    out.push({
      type: "be_verb",
      start: from.start,
      end: word.end,
      comment: `Add "${be}": "${s.text} ${right}".`,
      explanationJa: kind === "ing" ? JA.beMissingIng(s.text, right) : JA.beMissingAdjective(s.text, right),
      suggestion: right,
    });
  }
  return out;
}

/** What follows "like" in "She is like music" that shows "like" is the verb "to like", not "similar to". */
function likeObject(tags: TaggedToken[], k: number): boolean {
  const t = tags[k];
  if (!t) return false;
  const w = lower(t);
  if (w === "very" || (t.pos === "VERB" && /ing$/.test(w))) return true;
  if (t.pos !== "NOUN") return false;
  return (
    UNCOUNTABLE.has(w) ||
    isCountablePlural(w) ||
    isPluralNoun(t) ||
    /^(soccer|baseball|tennis|sports?)$/.test(w)
  );
}

/** "I am go to school" → "I go", "She is like music" → "She likes", "He was live" → "He lived". */
function misused(sentence: string, tags: TaggedToken[]): Finding[] {
  const out: Finding[] = [];
  for (const s of clauseSubjects(tags)) {
    const be = tags[s.verb];
    if (be?.pos !== "AUX" || be.lemma !== "be") continue;
    if (s.kind === "noun" && PLAN_NOUNS.has(lower(tags[s.head]))) continue;
    if (s.kind === "pronoun" && /^(it|you)$/.test(lower(tags[s.head])) && lower(tags[s.verb + 1]) === "like")
      continue; // "It is like a dream", "You are like my sister"
    let k = s.verb + 1;
    // "I am not understand" → "I don't understand".
    const negated = /^(not|n't)$/.test(lower(tags[k]));
    if (negated) k++;
    const adverb = !negated && tags[k] && (tags[k] as TaggedToken).pos === "ADV" ? tags[k] : undefined;
    if (adverb) k++;
    const verb = tags[k];
    if (!verb) continue;
    const w = lower(verb);
    if (!isBaseVerb(w) || BE_OK.has(w)) continue;
    // "was put off", "is cut", "were hit": the participle looks like the base form, so it is a passive.
    const f = verbForms(w);
    if (f && f.participle === w && f.past === w) continue;
    if (w === "like") {
      // "I am really like anime": an adverb before "like" shows it is the verb.
      if (!adverb && !likeObject(tags, k + 1)) continue;
    } else if (verb.pos === "NOUN") {
      // "I'm study English": the tagger reads "study" as a noun; an object or a preposition after it
      // shows it is the verb (but "He is cook." and "She is student" are missing articles).
      const after = tags[k + 1];
      if (isCountableSingular(w) || !after || !["DET", "PROPN", "PRON", "ADP", "NUM"].includes(after.pos))
        continue;
    } else if (verb.pos !== "VERB") continue;
    const beWord = lower(be);
    const past = beWord === "was" || beWord === "were";
    const third = s.number === "sg" && s.person === 3;
    let form = past ? pastOf(w) : third ? thirdOf(w) : baseOf(w);
    if (negated) form = `${past ? "didn't" : third ? "doesn't" : "don't"} ${w}`;
    if (!form) continue;
    // "I'm study" → "I study": a contracted "be" is glued to the subject, so the fix starts with a space.
    const glued = /^['’]/.test(be.text) ? " " : "";
    const fixed = `${glued}${adverb ? `${adverb.text} ` : ""}${matchCase(verb.text, form)}`;
    const original = sentence.slice(be.start, verb.end);
    out.push({
      type: "be_verb",
      start: be.start,
      end: verb.end,
      comment: `"${verb.text}" is already a verb: say "${fixed}" without "${be.text}".`,
      explanationJa: JA.beWithVerb(original, fixed),
      suggestion: fixed,
    });
  }
  return out;
}

const DO_FOR: Record<string, { sg: string; pl: string }> = {
  is: { sg: "Does", pl: "Do" },
  are: { sg: "Does", pl: "Do" },
  am: { sg: "Do", pl: "Do" },
  was: { sg: "Did", pl: "Did" },
  were: { sg: "Did", pl: "Did" },
};

/** "Is she play the guitar?" → "Does she play", "Are you like sushi?" → "Do you like". */
function questionWithVerb(_sentence: string, tags: TaggedToken[]): Finding[] {
  let k = 0;
  if (/^(what|where|when|why|how|who|which)$/.test(lower(tags[0]))) k = 1;
  const be = tags[k];
  const fix = DO_FOR[lower(be)];
  if (!be || !fix) return [];
  const subject = subjectAt(tags, k + 1);
  if (!subject || (subject.kind === "noun" && PLAN_NOUNS.has(lower(tags[subject.head])))) return [];
  const verb = tags[subject.end];
  if (!verb) return [];
  const w = lower(verb);
  if (!isBaseVerb(w) || BE_OK.has(w)) return [];
  if (w === "like") {
    // "Are you like your mother?" asks about being similar; "Are you like sushi?" means "Do you like".
    if (
      !likeObject(tags, subject.end + 1) &&
      !/^(sushi|natto|curry|anime)$/.test(lower(tags[subject.end + 1]))
    )
      return [];
  } else if (verb.pos !== "VERB") return [];
  const you = subject.kind === "pronoun" && lower(tags[subject.head]) === "you";
  const right = subject.number === "sg" && subject.person === 3 && !you ? fix.sg : fix.pl;
  const fixed = matchCase(be.text, right);
  return [
    {
      type: "be_verb",
      start: be.start,
      end: be.end,
      comment: `"${verb.text}" is a verb: ask with "${fixed}", not "${be.text}".`,
      explanationJa: JA.beQuestion(be.text, fixed),
      suggestion: fixed,
    },
  ];
}

const BE_FOR_DO: Record<string, { sg: string; pl: string; i: string }> = {
  do: { sg: "Is", pl: "Are", i: "Am" },
  does: { sg: "Is", pl: "Are", i: "Am" },
  did: { sg: "Was", pl: "Were", i: "Was" },
};

/** "Do you tired?" → "Are you tired?", "Does she busy?" → "Is she busy?". */
function doWithAdjective(tags: TaggedToken[]): Finding[] {
  const aux = tags[0];
  const fix = BE_FOR_DO[lower(aux)];
  if (!aux || !fix) return [];
  const subject = subjectAt(tags, 1);
  if (!subject) return [];
  let k = subject.end;
  if (DEGREE.has(lower(tags[k]))) k++;
  const word = tags[k];
  if (!word) return [];
  const w = lower(word);
  const adjective = (word.pos === "ADJ" && !NOT_PREDICATE.has(w)) || PARTICIPLE_ADJECTIVES.has(w);
  if (!adjective || isBaseVerb(w)) return [];
  const next = tags[k + 1];
  if (next && next.pos !== "PUNCT" && next.pos !== "ADP" && next.pos !== "ADV") return [];
  const head = lower(tags[subject.head]);
  const you = subject.kind === "pronoun" && head === "you";
  const right =
    subject.kind === "pronoun" && head === "i" ? fix.i : subject.number === "sg" && !you ? fix.sg : fix.pl;
  const fixed = matchCase(aux.text, right);
  return [
    {
      type: "be_verb",
      start: aux.start,
      end: aux.end,
      comment: `"${word.text}" describes a state: ask with "${fixed}", not "${aux.text}".`,
      explanationJa: JA.beQuestionAdjective(aux.text, fixed),
      suggestion: fixed,
    },
  ];
}

/**
 * be-verb errors of Japanese learners: be left out before an -ing form, an adjective or a participle
 * ("My grandmother getting old", "She very kind", "I born in Osaka"), and be put before a plain verb
 * ("I am go to school", "She is like music"). "The shop closed on Sundays" (a past verb) is left alone.
 */
export const beVerbRule: Rule = ({ sentence, tokens }) => {
  const tags = tagSentence(sentence);
  if (sentence.trimEnd().endsWith("?"))
    return [...questionWithVerb(sentence, tags), ...doWithAdjective(tags), ...misused(sentence, tags)];
  return [
    ...misused(sentence, tags),
    ...omitted(sentence, tags, pastMarker(tokens.filter((t) => t.kind !== "punct")) !== undefined),
  ];
};
