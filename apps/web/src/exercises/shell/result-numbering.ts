import { type BaseAnswer, mergeResultRows, questionLabel, type ResultRow } from "@hibiki/exercises";
import { i18n } from "@web/i18n/index.ts";
import { createContext, useContext } from "react";
import "./i18n.ts";

/**
 * Question labels of a result that shows one resource in several layouts: question_id → its "No.n" label
 * through the whole resource. A mixed resource renders each run of same-kind items with that kind's layout, and its
 * rows are numbered through the whole resource, not from 1 in every layout.
 */
export const ResultNumberingContext = createContext<ReadonlyMap<string, string> | null>(null);

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
    const label = numbers.get(row.item.question_id);
    return label === undefined ? row : { ...row, label };
  });
}

/**
 * Question labels across a mixed resource (every item in order: "No.1", "No.2", …); null for other kinds,
 * whose layouts number their own rows (a multi-part subject restarts at No.1 under each part's title).
 * An Eiken interview numbers its questions as the test does: the read-aloud first is "音読" / "Reading",
 * then No.1 for the first question.
 * @param resource - the resource's kind, code and items
 * @returns question_id → label, or null
 */
export function resourceNumbering(resource: {
  kind: string;
  res_code?: string;
  items: readonly unknown[];
}): ReadonlyMap<string, string> | null {
  if (resource.kind !== "mixed") return null;
  const ids = resource.items.map((it) => (it as { question_id: string }).question_id);
  if (resource.res_code?.startsWith("eiken-interview-") && ids[0] === "read")
    return new Map(ids.map((id, i) => [id, i === 0 ? i18n.t("player.reading_label") : questionLabel(i - 1)]));
  return new Map(ids.map((id, i) => [id, questionLabel(i)]));
}

/**
 * The "No.n" label of a question in a layout that builds its own rows, numbered like {@link useResultRows}.
 * @returns (question_id, position in the layout) → label
 */
export function useQuestionLabel(): (questionId: string, position: number) => string {
  const numbers = useContext(ResultNumberingContext);
  return (questionId, position) => numbers?.get(questionId) ?? questionLabel(position);
}
