import { CORRECT_SCORE } from "../../constants.ts";
import type { AnswerElement, OpenAnswer } from "../../schemas/open-answer.ts";
import { floor2 } from "../grade.ts";
import type { ElementMatch } from "./elements.ts";

/**
 * Content score of an open answer: elements found / elements needed, 0 to CORRECT_SCORE (5).
 * `need` defaults to all elements, and finding more than `need` does not go above 5. When the rubric is
 * `ordered` (a retelling), the found elements that keep the rubric's order count 1 and the others ½;
 * "keeping the order" means belonging to the longest run of found elements, in rubric order, whose
 * evidence starts in order.
 */

/** Found matches of the rubric's elements, in rubric order (matches of unknown ids are ignored). */
function foundInOrder(
  matches: readonly ElementMatch[],
  rubric: Pick<OpenAnswer, "elements">,
): ElementMatch[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  return rubric.elements.flatMap((e) => {
    const m = byId.get(e.id);
    return m?.found ? [m] : [];
  });
}

/**
 * Length of the longest subsequence whose starts do not decrease (evidence in rubric order).
 * @param starts - evidence starts of the found elements, in rubric order
 * @returns the subsequence's length
 */
function longestInOrder(starts: readonly number[]): number {
  const best: number[] = [];
  starts.forEach((s, i) => {
    let len = 1;
    for (let j = 0; j < i; j++) if ((starts[j] ?? 0) <= s) len = Math.max(len, (best[j] ?? 0) + 1);
    best.push(len);
  });
  return Math.max(0, ...best);
}

/**
 * Credit of the found elements: one each, or with `ordered` one for those in order and ½ for the rest.
 * @param matches - matchElements' result
 * @param rubric - the rubric (elements and ordered)
 * @returns the credit (0 to the number of elements)
 */
export function elementCredit(
  matches: readonly ElementMatch[],
  rubric: Pick<OpenAnswer, "elements" | "ordered">,
): number {
  const found = foundInOrder(matches, rubric);
  if (!rubric.ordered) return found.length;
  const inOrder = longestInOrder(found.map((m) => m.start ?? 0));
  return inOrder + (found.length - inOrder) / 2;
}

/**
 * Content score, 0-5: 5 × credit / need, capped at 5 and floored to 2 decimals.
 * @param matches - matchElements' result for the answer
 * @param rubric - the rubric (elements, need, ordered)
 * @returns the content score
 */
export function contentScore(
  matches: readonly ElementMatch[],
  rubric: Pick<OpenAnswer, "elements" | "need" | "ordered">,
): number {
  const need = Math.max(1, Math.min(rubric.need ?? rubric.elements.length, rubric.elements.length));
  return floor2(Math.min(CORRECT_SCORE, (CORRECT_SCORE * elementCredit(matches, rubric)) / need));
}

/**
 * The rubric's elements the answer does not contain (for feedback: show their ja/en labels).
 * @param matches - matchElements' result
 * @param rubric - the rubric
 * @returns the missing elements, in rubric order
 */
export function missingElements(
  matches: readonly ElementMatch[],
  rubric: Pick<OpenAnswer, "elements">,
): AnswerElement[] {
  const found = new Set(foundInOrder(matches, rubric).map((m) => m.id));
  return rubric.elements.filter((e) => !found.has(e.id));
}
