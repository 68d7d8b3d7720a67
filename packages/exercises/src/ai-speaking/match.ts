import { CHAT_BOT_MATCH_THRESHOLD } from "../constants.ts";
import type { AnswerElement } from "../schemas/open-answer.ts";
import { chatBotCoverage, chatBotWords } from "../scoring/chat-bot-match.ts";
import { editDistance } from "../scoring/edit-distance.ts";
import { matchElements } from "../scoring/meaning/elements.ts";
import { isNegative } from "../scoring/meaning/negation.ts";
import { answerTokens } from "../scoring/meaning/tokens.ts";

/**
 * Matching a recognised answer to one of an AI-speaking node's intents by meaning. An intent is heard
 * when its rubric slots are all present in one sentence (`terms`: each slot lists interchangeable terms,
 * matched by lemma, a negated occurrence not counting; see scoring/meaning/elements), or when the answer
 * covers at least CHAT_BOT_MATCH_THRESHOLD of the content words of one of its examples with the same
 * polarity (the chat-bot's meaning rule). Among heard intents the strongest wins (slots found counts 1,
 * plus the best example coverage); ties go to the earlier intent. Only when no intent is heard, the
 * chat-bot's edit-distance rule decides (word edits / example words below 0.7, same polarity), and only
 * when one intent is strictly closest, so that a near miss between two branches asks again instead.
 */

/** What the matcher needs of an intent: its id, its example answers and its rubric slots. */
export interface MatchableIntent {
  id: string;
  examples: readonly string[];
  /** slots that must all be present; each slot lists interchangeable terms ("I'm", "name", "call") */
  terms?: readonly (readonly string[])[];
}

/** What the matcher needs of a node: its intents in order. */
export interface MatchableNode {
  intents: readonly MatchableIntent[];
}

/** How an intent was heard. */
export type IntentEvidence = "terms" | "examples" | "edit";

/** The intent an answer matched. */
export interface IntentMatch {
  id: string;
  /** index of the intent in node.intents */
  index: number;
  via: IntentEvidence;
  /** ranking score: 1 when the slots were found, plus the best example coverage (0-1) */
  score: number;
}

/** The chat-bot's edit-distance rule: word edits divided by the example's word count must stay below it. */
export const AI_SPEAKING_EDIT_RATIO = 0.7;

/** Whether every slot of the intent is present (negated occurrences not counting). */
function slotsFound(text: string, terms: readonly (readonly string[])[] | undefined): boolean {
  const slots = (terms ?? []).map((slot) => slot.map((t) => t.trim().toLowerCase()).filter((t) => t !== ""));
  if (slots.length === 0 || slots.some((s) => s.length === 0)) return false;
  const element = { id: "intent", ja: "", en: "", match: [slots] } as AnswerElement;
  return matchElements(text, { elements: [element] })[0]?.found === true;
}

/** Best coverage of the intent's examples that have the answer's polarity (0 when none). */
function bestCoverage(text: string, negative: boolean, examples: readonly string[]): number {
  let best = 0;
  for (const example of examples) {
    if (isNegative(answerTokens(example)) !== negative) continue;
    best = Math.max(best, chatBotCoverage(text, example));
  }
  return best;
}

/** Smallest word edit ratio to the intent's examples of the answer's polarity (Infinity when none). */
function bestEditRatio(words: readonly string[], negative: boolean, examples: readonly string[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const example of examples) {
    const target = chatBotWords(example);
    if (target.length === 0 || isNegative(answerTokens(example)) !== negative) continue;
    best = Math.min(best, editDistance(words, target) / target.length);
  }
  return best;
}

/**
 * Finds the intent a recognised answer means.
 * @param recognised - the recognised text (no words matches nothing)
 * @param node - the node whose intents are tried, in order
 * @returns the matched intent with how it was heard, or null when none is (the partner repairs)
 */
export function matchIntent(recognised: string, node: MatchableNode): IntentMatch | null {
  const tokens = answerTokens(recognised);
  if (tokens.length === 0) return null;
  const negative = isNegative(tokens);
  let best: IntentMatch | null = null;
  for (const [index, intent] of node.intents.entries()) {
    const terms = slotsFound(recognised, intent.terms);
    const coverage = bestCoverage(recognised, negative, intent.examples);
    if (!terms && coverage < CHAT_BOT_MATCH_THRESHOLD) continue;
    const score = (terms ? 1 : 0) + coverage;
    if (best === null || score > best.score)
      best = { id: intent.id, index, via: terms ? "terms" : "examples", score };
  }
  return best ?? matchByEdits(recognised, negative, node);
}

/** The edit-distance fallback: the one intent strictly closest within AI_SPEAKING_EDIT_RATIO, if any. */
function matchByEdits(recognised: string, negative: boolean, node: MatchableNode): IntentMatch | null {
  const words = chatBotWords(recognised);
  const ratios = node.intents.map((intent) => bestEditRatio(words, negative, intent.examples));
  const min = Math.min(...ratios);
  if (!(min < AI_SPEAKING_EDIT_RATIO) || ratios.filter((r) => r === min).length > 1) return null;
  const index = ratios.indexOf(min);
  const intent = node.intents[index];
  return intent ? { id: intent.id, index, via: "edit", score: 0 } : null;
}
