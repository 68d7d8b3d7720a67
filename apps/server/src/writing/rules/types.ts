import type { WritingErrorType } from "@hibiki/contracts/writing";
import type { Token } from "../tokenize.ts";

/** One finding of a rule; offsets are in the sentence (start inclusive, end exclusive). */
export type Finding = {
  type: WritingErrorType;
  start: number;
  end: number;
  comment: string;
  explanationJa: string;
  /** text that replaces `sentence.slice(start, end)`; "" deletes it */
  suggestion: string;
};

/** What every rule sees: one sentence, its tokens, its words only, and whether it closes the text. */
export type RuleContext = {
  sentence: string;
  tokens: Token[];
  words: Token[];
  isLast: boolean;
};

/** A learner-error rule: pure, synchronous, one sentence at a time. */
export type Rule = (ctx: RuleContext) => Finding[];

/**
 * Builds a finding covering tokens `from`..`to` (inclusive) of the sentence.
 * @returns the finding with offsets taken from the tokens
 */
export function spanFinding(
  from: Token,
  to: Token,
  type: WritingErrorType,
  comment: string,
  explanationJa: string,
  suggestion: string,
): Finding {
  return { type, start: from.start, end: to.end, comment, explanationJa, suggestion };
}

/**
 * Copies the capitalisation of `like` onto `word`, so a fix at the start of a sentence stays capitalised.
 * @returns `word`, capitalised when `like` starts with a capital letter
 */
export function matchCase(like: string, word: string): string {
  if (/^[A-Z]/.test(like) && like !== "I") return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** The text between two tokens (inclusive) as it was written. */
export function textBetween(ctx: RuleContext, from: Token, to: Token): string {
  return ctx.sentence.slice(from.start, to.end);
}
