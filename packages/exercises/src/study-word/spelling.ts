// Typed answers (the spelling exercise), normalised as the word test does (spec: "a typed answer is right if
// it matches any accepted answer after trimming"): full-width to half-width, unified quotes and dashes,
// collapsed spaces, trimmed, case-insensitive, a final . ! ? ignored.
import { normalizeText } from "../scoring/normalize-text.ts";

const OPTS = { ignoreTerminalPunctuation: true };

/**
 * @param text - a typed answer or an accepted answer
 * @returns the form answers are compared in
 */
export function normalizeTypedAnswer(text: string): string {
  return normalizeText(text, OPTS).trim();
}

/**
 * Whether a typed answer is right.
 * @param typed - what the student typed
 * @param accepted - every accepted answer
 * @returns true when it matches one of them after normalising (an empty answer is never right)
 */
export function isTypedAnswerRight(typed: string, accepted: readonly string[]): boolean {
  const t = normalizeTypedAnswer(typed);
  return t !== "" && accepted.some((a) => normalizeTypedAnswer(a) === t);
}
