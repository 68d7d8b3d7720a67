import { JA } from "../explanations.ts";
import { MID_ADVERBS, SUBJECT_PRONOUNS } from "../lexicon/nouns.ts";
import { baseOf, isBaseVerb, isPastVerb, isThirdPersonVerb, pastOf } from "../lexicon/verbs.ts";
import { clauseSubjects, lower, verbAfterNoun } from "../pos/subjects.ts";
import { tagSentence } from "../pos/tag.ts";
import type { Token } from "../tokenize.ts";
import { type Finding, matchCase, type Rule, spanFinding } from "./types.ts";

const LAST_WHAT = new Set(
  `week month year night weekend summer winter spring fall autumn time sunday monday tuesday wednesday thursday
  friday saturday january february march april may june july august september october november december`.split(
    /\s+/,
  ),
);
// If any of these appear the sentence may mix times ("Yesterday I said I will..."), so it is left alone.
const NOT_PAST = new Set(
  "will won't tomorrow next now every usually always often sometimes going".split(" "),
);
const PAST_BE: Record<string, string> = { am: "was", is: "was", are: "were" };
// "When I was five, I can swim" → "could"; "I can't sleep last night" → "couldn't".
const PAST_MODAL: Record<string, string> = { can: "could", "can't": "couldn't", cannot: "could not" };

const THIS_YEAR = new Date().getUTCFullYear();
// Reporting verbs: "Yesterday he said he likes sushi" keeps a present verb in the reported clause.
const REPORTING = new Set(
  "said told thought knew learned learnt found heard realized realised noticed felt understood decided".split(
    " ",
  ),
);

/**
 * The words that place a sentence in the past: "yesterday", "last week", "two days ago", "in 2019",
 * "when I was a child", "the other day".
 */
export function pastMarker(words: Token[]): string | undefined {
  // (Callers pass words and numbers, so that "in 2019" is seen.)
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Token;
    if (w.lower === "yesterday") return w.text;
    const next1 = words[i + 1];
    // "in 2019" (a year before this one; "in 2030" may be a plan).
    if (w.lower === "in" && next1 && /^\d{4}$/.test(next1.text)) {
      const year = Number(next1.text);
      if (year >= 1900 && year < THIS_YEAR) return `${w.text} ${next1.text}`;
    }
    // "when I was a child", "when we were young", "when my grandfather was young".
    if (w.lower === "when") {
      const be = words.slice(i + 2, i + 5).findIndex((x) => x.lower === "was" || x.lower === "were");
      if (be >= 0)
        return words
          .slice(i, i + 3 + be)
          .map((x) => x.text)
          .join(" ");
    }
    if (w.lower === "other" && words[i - 1]?.lower === "the" && next1?.lower === "day")
      return "the other day";
    if (w.lower === "ago") return `${words[i - 2]?.text ?? ""} ${words[i - 1]?.text ?? ""} ago`.trim();
    const next = words[i + 1];
    if (w.lower === "last" && next && LAST_WHAT.has(next.lower)) return `${w.text} ${next.text}`;
  }
  return undefined;
}

const FUTURE_NEXT = new Set(
  "week month year weekend summer winter spring fall autumn time sunday monday tuesday wednesday thursday friday saturday".split(
    " ",
  ),
);
// Words that let a past form stand in a sentence about the future ("I thought tomorrow was ...", "If it rained").
const NOT_FUTURE = new Set(
  "if wish would could might should said thought told knew decided planned promised hoped wanted asked forgot heard was were going yesterday ago last".split(
    " ",
  ),
);

// "was put off until next week", "moved to tomorrow": a past event that points to a later time.
const UNTIL = new Set("until till to by from for".split(" "));

/** The words that place a sentence in the future: "tomorrow", "next week" (not "the next day"). */
function futureMarker(words: Token[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Token;
    if (UNTIL.has(words[i - 1]?.lower ?? "")) continue;
    if (w.lower === "tomorrow" && words[i + 1]?.lower !== "'s") return w.text;
    const next = words[i + 1];
    if (w.lower === "next" && next && FUTURE_NEXT.has(next.lower) && words[i - 1]?.lower !== "the")
      return `${w.text} ${next.text}`;
  }
  return undefined;
}

// Past forms that are also the base form ("read", "put"): not clearly past.
const SAME_AS_BASE = new Set(["read", "put", "cut", "let", "set", "hit", "hurt", "shut", "spread"]);

/** Past verbs in a sentence about the future: "Tomorrow I went to Kyoto" → "will go". */
function futureWithPast(sentence: string, words: Token[]): Finding[] {
  const marker = futureMarker(words);
  if (!marker || words.some((w) => NOT_FUTURE.has(w.lower) && !/^(was|were)$/.test(w.lower))) return [];
  const tags = tagSentence(sentence);
  const out: Finding[] = [];
  for (const s of clauseSubjects(tags)) {
    const verb = tags[s.verb];
    if (!verb || (verb.pos !== "VERB" && verb.pos !== "AUX")) continue;
    const w = lower(verb);
    let right: string | undefined;
    if (w === "was" || w === "were") right = "will be";
    else if (isPastVerb(w) && !SAME_AS_BASE.has(w)) right = `will ${baseOf(w)}`;
    if (!right) continue;
    const fixed = matchCase(verb.text, right);
    out.push({
      type: "tense",
      start: verb.start,
      end: verb.end,
      comment: `"${marker}" is in the future: use "${fixed}".`,
      explanationJa: JA.tenseFuture(marker, fixed),
      suggestion: fixed,
    });
  }
  return out;
}

/** "Last year there is a big typhoon" → "there was". */
function thereInPast(words: Token[], marker: string): Finding[] {
  const out: Finding[] = [];
  words.forEach((there, i) => {
    const be = words[i + 1];
    if (there.lower !== "there" || !be || !(be.lower === "is" || be.lower === "are")) return;
    if (words[i - 1] && /^(is|are|was|were)$/.test((words[i - 1] as Token).lower)) return; // "Is there"
    const fixed = matchCase(be.text, be.lower === "is" ? "was" : "were");
    out.push(
      spanFinding(
        be,
        be,
        "tense",
        `Use the past tense "${fixed}" with "${marker}".`,
        JA.tense(marker, fixed),
        fixed,
      ),
    );
  });
  return out;
}

/** Noun and name subjects in a sentence about the past: "Yesterday my sister go to Tokyo" → "went". */
function nounSubjectsInPast(sentence: string, marker: string): Finding[] {
  const tags = tagSentence(sentence);
  const out: Finding[] = [];
  for (const s of clauseSubjects(tags)) {
    if (s.kind === "pronoun") continue; // handled by the pronoun loop
    const verb = tags[s.verb];
    if (!verb) continue;
    const w = lower(verb);
    const readsAsVerb =
      verb.pos === "VERB" || verb.pos === "AUX" || (s.verb === s.end && verbAfterNoun(tags, s.verb));
    if (!readsAsVerb) continue;
    let right: string | undefined;
    if (w in PAST_BE) right = s.number === "pl" ? "were" : "was";
    else if ((w === "do" || w === "does") && lower(tags[s.verb + 1]) === "n't") right = "did";
    else if (w === "can" || w === "ca")
      right = "could"; // "ca" + "n't" → "couldn't"
    else if (isBaseVerb(w) || isThirdPersonVerb(w)) right = pastOf(w);
    if (!right || right === w) continue;
    const fixed = matchCase(verb.text, right);
    out.push({
      type: "tense",
      start: verb.start,
      end: verb.end,
      comment: `Use the past tense "${fixed}" with "${marker}".`,
      explanationJa: JA.tense(marker, fixed),
      suggestion: fixed,
    });
  }
  return out;
}

/**
 * Present verbs in a sentence about the past: "Yesterday I go to the park" → "went". The sentence needs
 * a past time marker and no present/future marker; only the verb right after the subject is checked.
 * Also past verbs with a future marker: "Tomorrow I went" → "will go".
 */
export const tenseRule: Rule = ({ words, tokens, sentence }) => {
  const marker = pastMarker(tokens.filter((t) => t.kind !== "punct"));
  if (!marker) return futureWithPast(sentence, words);
  if (words.some((w) => NOT_PAST.has(w.lower))) return [];
  // "Prices are higher this year than last year": the sentence compares now with then.
  if (
    /\b(this year|these days|nowadays|than|as)\b/i.test(sentence) &&
    /\b(this|these|nowadays)\b/i.test(sentence)
  )
    return [];
  const out: Finding[] = [...nounSubjectsInPast(sentence, marker), ...thereInPast(words, marker)];
  words.forEach((subject, i) => {
    if (!SUBJECT_PRONOUNS[subject.lower]) return;
    const prev = words[i - 1]?.lower;
    if (prev && ["do", "does", "did", "to", "can", "could", "let", "make", "made", "and"].includes(prev))
      return;
    if (prev && REPORTING.has(prev)) return;
    // "Why didn't you come yesterday?": after an auxiliary the verb stays plain.
    if (prev && /n't$/.test(prev)) return;
    let verb = words[i + 1];
    if (verb && MID_ADVERBS.has(verb.lower)) verb = words[i + 2];
    if (!verb) return;
    let right: string | undefined;
    if (verb.lower in PAST_BE) {
      right = subject.lower === "you" || subject.lower === "we" || subject.lower === "they" ? "were" : "was";
    } else if (verb.lower === "don't" || verb.lower === "doesn't") {
      right = "didn't";
    } else if (PAST_MODAL[verb.lower]) {
      right = PAST_MODAL[verb.lower];
    } else if (isBaseVerb(verb.lower) || isThirdPersonVerb(verb.lower)) {
      right = pastOf(verb.lower);
    }
    if (!right || right === verb.lower) return;
    const fixed = matchCase(verb.text, right);
    out.push(
      spanFinding(
        verb,
        verb,
        "tense",
        `Use the past tense "${fixed}" with "${marker}".`,
        JA.tense(marker, fixed),
        fixed,
      ),
    );
  });
  return out;
};
