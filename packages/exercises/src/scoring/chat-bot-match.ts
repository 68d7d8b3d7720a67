import { CHAT_BOT_MATCH_THRESHOLD } from "../constants.ts";
import type { ChatBotMatch } from "./chat-bot-step.ts";
import { words } from "./edit-distance.ts";
import { isKnownVerb, lemmaCandidates } from "./meaning/lemma.ts";
import { isNegative } from "./meaning/negation.ts";
import { findTerm } from "./meaning/terms.ts";
import { type AnswerToken, answerTokens } from "./meaning/tokens.ts";
import {
  AUXILIARIES,
  CONJUNCTIONS,
  DETERMINERS,
  DISCOURSE_WORDS,
  LIGHT_ADVERBS,
  NEGATORS,
  PREPOSITIONS,
  PRONOUNS,
} from "./meaning/word-lists.ts";
import { normalizeText } from "./normalize-text.ts";

/**
 * Chat-bot option matching by meaning. A reply matches an option when it covers the option's CONTENT
 * words — everything but articles and determiners, auxiliaries (will, do, be, have, can…), pronouns,
 * prepositions, conjunctions, light adverbs (very, really, much…), discourse words (please, well, um)
 * and the future "be going to" — by lemma (watch ~ watching, movie ~ movies, go ~ went) or by a synonym
 * the content build supplies. Coverage = covered content words / content words; an option is related
 * when coverage ≥ CHAT_BOT_MATCH_THRESHOLD (0.7: the spec's constant, kept as the share of the option's
 * meaning that must be heard, so one content word of four may be missing or misrecognised). A reply and
 * an option of different polarity (one says not/never/no…, the other does not) never match. The best
 * coverage wins; ties go to the earlier option. An option made only of function words ("Me too.") uses
 * all its words.
 */

/** Synonyms of one option: lemma of a content word → other lemmas (or phrases) that say the same. */
export type ChatBotSynonyms = Readonly<Record<string, readonly string[]>>;

/** Result of matching recognised text against the options. */
export type { ChatBotMatch } from "./chat-bot-step.ts";

/**
 * Reduces text to lower-case words without punctuation (apostrophes inside words kept). Used for
 * display-level comparisons (shadow tracking); option matching uses the meaning tokens.
 * @param text - any text
 * @returns the words
 */
export function chatBotWords(text: string): string[] {
  const t = normalizeText(text)
    .replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .replace(/(^|\s)'+|'+(?=\s|$)/g, "$1");
  return words(t);
}

/** Function words of a reply option (never content). */
function isFunctionWord(w: string): boolean {
  return (
    DETERMINERS.has(w) ||
    AUXILIARIES.has(w) ||
    PRONOUNS.has(w) ||
    PREPOSITIONS.has(w) ||
    CONJUNCTIONS.has(w) ||
    LIGHT_ADVERBS.has(w) ||
    DISCOURSE_WORDS.has(w) ||
    NEGATORS.has(w) ||
    w === "there"
  );
}

/** "going" of a future "be going to + verb" ("I'm going to play"), not "going to the park". */
function isFutureGoing(tokens: readonly AnswerToken[], i: number): boolean {
  const verb = tokens[i + 2];
  return (
    tokens[i]?.text === "going" &&
    tokens[i + 1]?.text === "to" &&
    verb !== undefined &&
    isKnownVerb(verb.text)
  );
}

/**
 * The content tokens of an option, one per lemma (see the rules above).
 * @param tokens - the option's tokens
 * @returns its content tokens (all tokens when it has no content word)
 */
function contentTokens(tokens: readonly AnswerToken[]): AnswerToken[] {
  const content = tokens.filter((t, i) => !isFunctionWord(t.text) && !isFutureGoing(tokens, i));
  const seen = new Set<string>();
  return (content.length > 0 ? content : tokens).filter((t) => {
    const key = t.lemmas[0] ?? t.text;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Lemmas of an option's content words: the keys the content build may attach synonyms to.
 * @param option - the option text
 * @returns the content lemmas in order, without repeats
 */
export function chatBotContentLemmas(option: string): string[] {
  return contentTokens(answerTokens(option)).map((t) => t.lemmas[0] ?? t.text);
}

/** Whether the reply says one content word of the option, by lemma or by a synonym. */
function covers(
  reply: readonly AnswerToken[],
  heard: ReadonlySet<string>,
  word: AnswerToken,
  synonyms?: ChatBotSynonyms,
) {
  if (word.lemmas.some((l) => heard.has(l))) return true;
  const alternatives = word.lemmas.flatMap((l) => synonyms?.[l] ?? []);
  return alternatives.some((s) =>
    /\s/.test(s.trim()) ? findTerm(reply, s).length > 0 : lemmaCandidates(s.trim()).some((l) => heard.has(l)),
  );
}

/** Coverage of one option's content words by the reply tokens. */
function coverageOf(
  reply: readonly AnswerToken[],
  option: readonly AnswerToken[],
  synonyms?: ChatBotSynonyms,
): number {
  const content = contentTokens(option);
  if (content.length === 0) return 0;
  const heard = new Set(reply.flatMap((t) => t.lemmas));
  return content.filter((w) => covers(reply, heard, w, synonyms)).length / content.length;
}

/**
 * Share of an option's content words the recognised text says (by lemma or synonym), 0 to 1.
 * Polarity is not part of it (matchChatBotOption checks it).
 * @param recognized - the recognised text
 * @param option - the option text
 * @param synonyms - optional synonyms of the option's content lemmas
 * @returns the coverage (0 for an option without words)
 */
export function chatBotCoverage(recognized: string, option: string, synonyms?: ChatBotSynonyms): number {
  return coverageOf(answerTokens(recognized), answerTokens(option), synonyms);
}

/** Whether the synonyms are given per option (an array) rather than one map for all. */
function isPerOption(
  s: ChatBotSynonyms | readonly (ChatBotSynonyms | undefined)[] | undefined,
): s is readonly (ChatBotSynonyms | undefined)[] {
  return Array.isArray(s);
}

/**
 * Picks the best related option for the recognised text.
 * @param recognized - the recognised text (no words → retry)
 * @param options - option texts in order
 * @param synonyms - optional synonyms: one map for every option, or one map per option (by index)
 * @returns the matched option index and its coverage, or retry when none is related
 */
export function matchChatBotOption(
  recognized: string,
  options: readonly string[],
  synonyms?: ChatBotSynonyms | readonly (ChatBotSynonyms | undefined)[],
): ChatBotMatch {
  const reply = answerTokens(recognized);
  if (reply.length === 0) return { status: "retry" };
  const negative = isNegative(reply);
  let best: { status: "matched"; index: number; coverage: number } | null = null;
  for (const [index, text] of options.entries()) {
    const option = answerTokens(text);
    if (option.length === 0 || isNegative(option) !== negative) continue;
    const coverage = coverageOf(reply, option, isPerOption(synonyms) ? synonyms[index] : synonyms);
    if (coverage >= CHAT_BOT_MATCH_THRESHOLD && (best === null || coverage > best.coverage))
      best = { status: "matched", index, coverage };
  }
  return best ?? { status: "retry" };
}
