import { type FormCheckId, hasSubjectAndVerb } from "@hibiki/exercises";
import { isBaseVerb, isPastVerb, isThirdPersonVerb, verbForms } from "../../writing/lexicon/verbs.ts";
import { type TaggedToken, tagSentence } from "../../writing/pos/tag.ts";

// The form an answer must take besides what it says (an interview's picture question wants the present
// progressive, the story the past tense, an opinion two reasons, a yes/no question a Yes or No first).
// Each check reads the answer as spoken sentences (recognised words, split at pauses) or as typed text.

/** One check's outcome, with its label for the result. */
export interface FormCheckResult {
  id: FormCheckId;
  passed: boolean;
  /** what the check asks, in Japanese */
  ja: string;
  en: string;
}

/** What each check asks, as the result shows it. */
export const FORM_CHECK_LABELS: Record<FormCheckId, { ja: string; en: string }> = {
  present_progressive: {
    ja: "「今していること」を現在進行形(is / are + ~ing)で言う",
    en: "Say what is happening with the present progressive (is / are + -ing)",
  },
  past_tense: { ja: "お話を過去形で語る", en: "Tell the story in the past tense" },
  two_reasons: { ja: "理由を2つ言う", en: "Give two reasons" },
  yes_no_first: { ja: "最初に Yes か No で答える", en: "Begin with Yes or No" },
  full_sentence: { ja: "主語と動詞のある文で答える", en: "Answer in a sentence with a subject and a verb" },
  ask_or_prompt: {
    ja: "相手に質問したり、さそったり、お願いしたりする",
    en: "Ask the listener a question, or invite or ask them to do something",
  },
  opinion_reason: { ja: "自分の意見と、その理由を言う", en: "Give your opinion and a reason" },
};

const PRESENT_BE = new Set(["am", "is", "are", "'m", "'re", "'s"]);
const BE_HAVE = new Set(["am", "is", "are", "was", "were", "be", "been", "being", "has", "have", "had"]);
const PLAIN_SUBJECT = new Set(["i", "we", "they", "you"]);
/** -ing words that are nouns or adverbs, never the verb of a progressive */
const ING_NOUNS = new Set(
  "thing something nothing anything everything morning evening building ceiling king ring spring string wedding during".split(
    " ",
  ),
);
const FIRST_WORDS = new Set(["yes", "no", "yeah", "yep", "nope", "sure", "certainly", "nah"]);
const FIRST_PHRASES = [
  "i think so",
  "i don't think so",
  "i do not think so",
  "i do",
  "i don't",
  "i agree",
  "i disagree",
  "of course",
  "not really",
];
const STANCE_VERBS = new Set([
  "think",
  "agree",
  "disagree",
  "believe",
  "feel",
  "guess",
  "do",
  "don't",
  "suppose",
]);
const STOP = new Set(
  "a an the to of in on at for and or but so is are be will would can could do does it that this there more people many some".split(
    " ",
  ),
);

/** The sentences of a text (typed, or recognised sentences joined with ". "), without empty ones. */
export function answerSentences(text: string): string[] {
  return text
    .split(/(?<![ap]\.m\.|\b(?:mr|ms|mrs|dr|st)\.)(?<=[.!?])\s+|\n+/i)
    .map((s) => s.replace(/^[\s"“]+|[\s"”]+$/g, "").trim())
    .filter((s) => /[a-z]/i.test(s));
}

/** A sentence as the tagger reads it best: a capital first and a full stop last. */
function tagged(sentence: string): TaggedToken[] {
  const t = sentence.replace(/^./, (c) => c.toUpperCase());
  return tagSentence(/[.!?]$/.test(t) ? t : `${t}.`);
}

const low = (t: TaggedToken | undefined) => (t ? t.text.toLowerCase().replace(/’/g, "'") : "");

/** Whether a sentence has a present be-form followed (after at most one adverb) by an -ing verb. */
function hasPresentProgressive(tags: TaggedToken[]): boolean {
  return tags.some((t, i) => {
    if (!PRESENT_BE.has(low(t)) || (low(t) === "'s" && t.pos === "PART")) return false;
    for (const next of [tags[i + 1], tags[i + 2]]) {
      const w = low(next);
      if (/^[a-z]{2,}ing$/.test(w) && !ING_NOUNS.has(w)) return true;
      if (next?.pos !== "ADV" && w !== "not") return false;
    }
    return false;
  });
}

/** Finite verbs of a sentence told in the past and in the present. */
function tenses(tags: TaggedToken[]): { past: number; present: number } {
  let past = 0;
  let present = 0;
  tags.forEach((t, i) => {
    const w = low(t);
    const before = low(tags[i - 1]);
    const verbal = t.pos === "VERB" || t.pos === "AUX";
    if (w === "was" || w === "were" || w === "did" || (w === "had" && verbal)) past++;
    else if (PRESENT_BE.has(w) || w === "does" || w === "has") {
      if (!(w === "'s" && t.pos === "PART")) present++;
    } else if (t.pos === "VERB" && !BE_HAVE.has(before)) {
      const regularPast = /ed$/.test(w) && t.lemma !== undefined && t.lemma !== w;
      const regularThird = /s$/.test(w) && t.lemma !== undefined && t.lemma !== w && !/ed$/.test(w);
      if (isPastVerb(w) && !(isBaseVerb(w) && PLAIN_SUBJECT.has(before))) past++;
      else if (regularPast) past++;
      else if (isThirdPersonVerb(w) || regularThird) present++;
      else if (isBaseVerb(w) && PLAIN_SUBJECT.has(before)) present++;
    }
  });
  return { past, present };
}

/** Content words of a text, for telling a restated question from a reason. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !STOP.has(w) && w.length > 2);
}

/** Words that start a new reason inside a sentence ("and" only before a new subject). */
const JOINERS = new Set(["because", "so", "also", "but", "and", "besides", "plus"]);

/** A verb, or a known verb form after a subject-like word (the tagger reads "people like" as ADP). */
function isVerb(t: TaggedToken, before: TaggedToken | undefined): boolean {
  if (t.pos === "VERB" || t.pos === "AUX") return true;
  return verbForms(low(t)) !== undefined && ["NOUN", "PRON", "PROPN"].includes(before?.pos ?? "");
}

/** A sentence cut into clause-like units at the joiners that start a new reason. */
function units(tags: TaggedToken[]): TaggedToken[][] {
  const out: TaggedToken[][] = [[]];
  tags.forEach((t, i) => {
    const w = low(t);
    const next = tags[i + 1];
    // "and" joins two reasons before a new subject, not in "cheap and easy" or "play and watch"
    const lone = next?.pos === "ADJ" && !["NOUN", "PROPN"].includes(tags[i + 2]?.pos ?? "");
    const joins = JOINERS.has(w) && !(w === "and" && (next?.pos === "VERB" || lone));
    if (joins && (out[out.length - 1]?.length ?? 0) > 0) out.push([]);
    else if (t.pos !== "PUNCT") out[out.length - 1]?.push(t);
  });
  return out.filter((u) => u.length > 0);
}

/**
 * The reasons an opinion gives: its clauses with a verb, less the stance ("Yes.", "I think so", "I agree")
 * and a clause that only restates the question ("I think more people will cycle" to "Do you think more
 * people will cycle?").
 */
function reasonCount(sentences: readonly string[], question: string): number {
  // the question itself, not the statement before it ("Today, many people shop online. Do you think…?")
  const asked = new Set(contentWords(question.match(/[^.!?]*\?/g)?.pop() ?? question));
  let n = 0;
  for (const sentence of sentences)
    for (const unit of units(tagged(sentence))) {
      if (!unit.some((t, k) => isVerb(t, unit[k - 1]))) continue;
      const words = contentWords(unit.map((t) => t.text).join(" ")).filter((w) => !STANCE_VERBS.has(w));
      if (words.length <= 1) continue;
      const fresh = words.filter((w) => !asked.has(w));
      if (fresh.length / words.length < 0.4) continue;
      n++;
    }
  return n;
}

/** Words that open a question (speech has no question mark). */
const QUESTION_START =
  /^(do|does|did|can|could|will|would|shall|should|may|are|is|was|were|have|has|what|where|when|who|whose|which|why|how)\b/;
/** Ways to invite, request or suggest. */
const PROMPT =
  /\b(let's|let us|please|why don't (we|you)|how about|shall we|would you like|do you want to|can you|could you|will you|would you|i want you to|you should|don't forget|be careful|come (with|to)|join (me|us))\b/;
/** Ways to give an opinion. */
const STANCE =
  /\b(i think|i believe|i feel|in my opinion|i (like|love|prefer|want|choose|recommend|agree|disagree)|i'd like|i would (like|choose|rather)|is (better|the best)|are (better|the best)|my (choice|answer|favorite) is)\b/;
/** Ways to give a reason. */
const REASON = /\b(because|so|since|that's why|that is why|the reason|for example|if)\b/;

const SUBJECT_POS = new Set(["PRON", "NOUN", "PROPN", "NUM"]);

/**
 * Whether a sentence has a subject and a finite verb: the meaning matcher's check, else the tagger's
 * reading (a noun or pronoun, then a verb or auxiliary), for verbs outside the matcher's list ("It ends
 * at two.").
 */
function isFullSentence(sentence: string): boolean {
  if (hasSubjectAndVerb(sentence)) return true;
  const tags = tagged(sentence);
  const subject = tags.findIndex((t) => SUBJECT_POS.has(t.pos));
  if (subject < 0) return false;
  return tags.slice(subject + 1).some((t, k) => {
    if (t.pos === "AUX") return true;
    if (t.pos !== "VERB") return false;
    // a bare -ing form after the subject ("Washing the car.") is not a finite verb
    return !/ing$/i.test(t.text) || tags[subject + k]?.pos === "AUX";
  });
}

/** Whether some sentence of the answer is a question or a prompt to the listener. */
function asksOrPrompts(sentences: readonly string[]): boolean {
  return sentences.some((s) => {
    const t = s
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/^[^a-z]+/, "");
    return /\?\s*$/.test(s) || QUESTION_START.test(t) || PROMPT.test(t);
  });
}

/** Whether the answer states an opinion and gives a reason (a reason word, or a clause beyond the stance). */
function opinionWithReason(sentences: readonly string[], question: string): boolean {
  const text = sentences.join(" ").toLowerCase().replace(/’/g, "'");
  if (!STANCE.test(text)) return false;
  return REASON.test(text) || reasonCount(sentences, question) >= 2;
}

/** Whether the answer opens with Yes, No or a yes/no phrase ("I think so", "I don't"). */
function opensWithYesNo(text: string): boolean {
  const start = text
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^a-z]+/, "");
  const first = start.match(/^[a-z]+/)?.[0] ?? "";
  if (FIRST_WORDS.has(first)) return true;
  return FIRST_PHRASES.some((p) => start === p || new RegExp(`^${p}\\b`).test(start));
}

/**
 * Runs an answer's form checks.
 * @param text - the answer: typed text, or the recognised sentences joined with ". "
 * @param checks - the checks the item asks for
 * @param question - the question asked (to tell a restated question from a reason)
 * @returns each check with its outcome and label
 */
export function runFormChecks(
  text: string,
  checks: readonly FormCheckId[],
  question = "",
): FormCheckResult[] {
  const sentences = answerSentences(text);
  return checks.map((id) => {
    let passed = false;
    if (id === "present_progressive") passed = sentences.some((s) => hasPresentProgressive(tagged(s)));
    else if (id === "past_tense") {
      const t = sentences
        .map((s) => tenses(tagged(s)))
        .reduce((a, b) => ({ past: a.past + b.past, present: a.present + b.present }), {
          past: 0,
          present: 0,
        });
      passed = t.past >= 1 && t.past > t.present;
    } else if (id === "two_reasons") passed = reasonCount(sentences, question) >= 2;
    else if (id === "full_sentence") passed = sentences.length > 0 && sentences.every(isFullSentence);
    else if (id === "ask_or_prompt") passed = asksOrPrompts(sentences);
    else if (id === "opinion_reason") passed = opinionWithReason(sentences, question);
    else passed = opensWithYesNo(text);
    return { id, passed, ...FORM_CHECK_LABELS[id] };
  });
}
