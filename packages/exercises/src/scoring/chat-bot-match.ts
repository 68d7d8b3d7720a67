import { CHAT_BOT_MATCH_THRESHOLD, CHAT_BOT_MAX_FAILURES } from "../constants.ts";
import { editDistance, words } from "./edit-distance.ts";
import { normalizeText } from "./normalize-text.ts";

/**
 * Chat-bot option matching (spec §5). Both texts are normalised (case, full-width, quotes),
 * punctuation is removed, then split into words. The distance is the WORD-level edit distance
 * (a wrong, missing or extra word costs 1), divided by the option's word count; an option is
 * related when that ratio is below 0.7. The lowest ratio wins; ties go to the earlier option.
 */

/** Result of matching recognised text against the options. */
export type ChatBotMatch = { status: "matched"; index: number; ratio: number } | { status: "retry" };

/**
 * Reduces text to lower-case words without punctuation (apostrophes inside words kept).
 * @param text - any text
 * @returns the words
 */
export function chatBotWords(text: string): string[] {
  const t = normalizeText(text)
    .replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .replace(/(^|\s)'+|'+(?=\s|$)/g, "$1");
  return words(t);
}

/**
 * Word-level distance ratio of recognised text to one option.
 * @param recognized - the recognised text
 * @param option - the option text
 * @returns distance / option word count (Infinity for an option without words)
 */
export function chatBotRatio(recognized: string, option: string): number {
  const o = chatBotWords(option);
  if (o.length === 0) return Number.POSITIVE_INFINITY;
  return editDistance(chatBotWords(recognized), o) / o.length;
}

/**
 * Picks the best related option for the recognised text.
 * @param recognized - the recognised text (empty → retry)
 * @param options - option texts in order
 * @returns the matched option index and ratio, or retry when none is related
 */
export function matchChatBotOption(recognized: string, options: readonly string[]): ChatBotMatch {
  if (chatBotWords(recognized).length === 0) return { status: "retry" };
  let best: { status: "matched"; index: number; ratio: number } | null = null;
  for (const [index, opt] of options.entries()) {
    const ratio = chatBotRatio(recognized, opt);
    if (ratio < CHAT_BOT_MATCH_THRESHOLD && (best === null || ratio < best.ratio))
      best = { status: "matched", index, ratio };
  }
  return best ?? { status: "retry" };
}

/** What to do after a match attempt. */
export type ChatBotStep =
  | { action: "post"; index: number; failures: 0 }
  | { action: "retry"; failures: number }
  | { action: "fallback"; index: 0; failures: number };

/**
 * Applies the failure rule: a match posts; a miss asks to retry; the third consecutive miss
 * shows the alert and takes the first option.
 * @param match - result of matchChatBotOption
 * @param failures - consecutive misses so far on this question
 * @returns the action and the new failure count
 */
export function chatBotNextStep(match: ChatBotMatch, failures: number): ChatBotStep {
  if (match.status === "matched") return { action: "post", index: match.index, failures: 0 };
  const n = failures + 1;
  return n >= CHAT_BOT_MAX_FAILURES
    ? { action: "fallback", index: 0, failures: n }
    : { action: "retry", failures: n };
}
