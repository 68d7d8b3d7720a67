import type { BaseAnswer } from "@hibiki/exercises";

/**
 * The parts of a stored answer_result, for showing it again: a list stays a list; text stored
 * joined by "|" (how the scorer records blanks, orders and letters) is split.
 * @param answer - the stored answer, if any
 * @returns one string per blank / chosen option / letter ([] when nothing was answered)
 */
export function answerParts(answer: BaseAnswer | undefined): string[] {
  const r = answer?.answer_result;
  if (Array.isArray(r)) return r.map(String);
  if (r === undefined || r === "") return [];
  return String(r).split("|");
}

/**
 * The typed text of a stored answer (ja-to-en writing): a single string, never split.
 * @param answer - the stored answer, if any
 * @returns the text ("" when nothing was answered)
 */
export function answerText(answer: BaseAnswer | undefined): string {
  const r = answer?.answer_result;
  if (Array.isArray(r)) return r.map(String).join(" ");
  return r === undefined ? "" : String(r);
}

/**
 * Reads chosen options back as text: an option index (number or digits) becomes that option's
 * content; anything else is already content (the scorer stores contents).
 * @param parts - answerParts of an order answer
 * @param options - the item's `choose` options
 * @returns the chosen contents in blank order
 */
export function optionContents(
  parts: readonly string[],
  options: readonly { index: number; content: string }[],
): string[] {
  return parts.map((p) => {
    if (!/^\d+$/.test(p)) return p;
    return options.find((o) => o.index === Number(p))?.content ?? p;
  });
}
