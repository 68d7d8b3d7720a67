import { CHAT_BOT_MAX_FAILURES } from "../constants.ts";

/**
 * The chat-bot's failure rule, apart from the matcher (chat-bot-match.ts) so that a player can load the
 * matcher's vocabulary in the background while this small rule stays in its first download.
 */

/** How a recognised reply compares with the options (matchChatBotOption). */
export type ChatBotMatch = { status: "matched"; index: number; coverage: number } | { status: "retry" };

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
