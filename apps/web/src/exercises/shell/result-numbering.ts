import { type BaseAnswer, mergeResultRows, questionLabel, type ResultRow } from "@hibiki/exercises";
import { createContext, useContext } from "react";

/**
 * Question numbers of a result that shows one resource in several layouts: question_id → 0-based position
 * in the resource. A mixed resource renders each run of same-kind items with that kind's layout, and its
 * rows are numbered through the whole resource, not from 1 in every layout.
 */
export const ResultNumberingContext = createContext<ReadonlyMap<string, number> | null>(null);

/**
 * The result rows of a layout (content merged with answers, spec §4), labelled "No.n" by the question's
 * position in the whole resource when the result screen numbers across layouts, else within the layout.
 * @param items - the layout's content items
 * @param answers - the student's answer items
 * @returns one row per item
 */
export function useResultRows<I extends { question_id: string }>(
  items: readonly I[],
  answers: readonly BaseAnswer[],
): ResultRow<I>[] {
  const numbers = useContext(ResultNumberingContext);
  const rows = mergeResultRows(items, answers);
  if (!numbers) return rows;
  return rows.map((row) => {
    const n = numbers.get(row.item.question_id);
    return n === undefined ? row : { ...row, label: questionLabel(n) };
  });
}

/**
 * Question numbers across a mixed resource (every item in order); null for other kinds, whose layouts
 * number their own rows (a multi-part subject restarts at No.1 under each part's title).
 * @param resource - the resource's kind and items
 * @returns question_id → position, or null
 */
export function resourceNumbering(resource: {
  kind: string;
  items: readonly unknown[];
}): ReadonlyMap<string, number> | null {
  if (resource.kind !== "mixed") return null;
  return new Map(resource.items.map((it, i) => [(it as { question_id: string }).question_id, i]));
}

/**
 * The "No.n" label of a question in a layout that builds its own rows, numbered like {@link useResultRows}.
 * @returns (question_id, position in the layout) → label
 */
export function useQuestionLabel(): (questionId: string, position: number) => string {
  const numbers = useContext(ResultNumberingContext);
  return (questionId, position) => questionLabel(numbers?.get(questionId) ?? position);
}
