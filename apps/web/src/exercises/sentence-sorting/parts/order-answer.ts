import { type BaseAnswer, BLANK_PATTERN, fillTemplate } from "@hibiki/exercises";
import { answerParts, optionContents } from "../../listen-fill-blanks/parts/answer-text.ts";

/** The fields of an order item these helpers read. */
export interface OrderItemLike {
  choose: readonly { index: number; content: string }[];
  screen_text?: string | undefined;
}

/**
 * The item's template when its screen_text has `___` blanks (else the choices stand in a row).
 * @param item - an order item
 * @returns the template or undefined
 */
export function orderTemplate(item: OrderItemLike): string | undefined {
  const text = item.screen_text;
  return text && new RegExp(BLANK_PATTERN.source).test(text) ? text : undefined;
}

/**
 * The sentence a student built: the template filled with the chosen contents, or the contents
 * joined by spaces (the same reading as the scorer, for display only).
 * @param item - an order item
 * @param contents - chosen contents in blank order
 * @returns the sentence
 */
export function orderSentence(item: OrderItemLike, contents: readonly string[]): string {
  const template = orderTemplate(item);
  return template ? fillTemplate(template, contents) : contents.join(" ");
}

/**
 * Blanks of a stored answer as option indices (resume / review): indices stay, contents are looked
 * up (each option used once, so repeated words map to different options); unknown parts stay empty.
 * @param item - an order item
 * @param answer - the stored answer
 * @param blankCount - number of blanks
 * @returns one option index (or null) per blank
 */
export function slotsFromAnswer(
  item: OrderItemLike,
  answer: BaseAnswer | undefined,
  blankCount: number,
): (number | null)[] {
  const parts = answerParts(answer);
  const used = new Set<number>();
  return Array.from({ length: blankCount }, (_, i) => {
    const part = parts[i];
    if (part === undefined) return null;
    const byIndex = /^\d+$/.test(part) ? item.choose.find((o) => o.index === Number(part)) : undefined;
    const option = byIndex ?? item.choose.find((o) => o.content === part && !used.has(o.index));
    if (!option || used.has(option.index)) return null;
    used.add(option.index);
    return option.index;
  });
}

/**
 * The contents a stored answer chose, in blank order (result screens).
 * @param item - an order item
 * @param answer - the stored answer
 * @returns the chosen contents
 */
export function chosenContents(item: OrderItemLike, answer: BaseAnswer | undefined): string[] {
  return optionContents(answerParts(answer), item.choose);
}
