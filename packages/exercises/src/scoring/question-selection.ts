import type { ExerciseKind } from "../kinds.ts";
import { answerableItems } from "../locate.ts";
import { filterByQuestionIds } from "../resource.ts";

/** The part of a resource the selection rules read: its kind and items. */
type ItemsOf = { kind: ExerciseKind; items: readonly unknown[] };

/**
 * The question ids of a resource, one per answerable item.
 * @param resource - the parsed resource
 * @returns the question ids of every answerable item, in order
 */
export function allQuestionIds(resource: ItemsOf): string[] {
  return answerableItems(resource).map((l) => l.item.question_id);
}

/**
 * Applies a question_ids filter ("3,5") to a resource.
 * @param resource - the parsed resource
 * @param filter - comma-separated ids; empty or missing = every question
 * @returns the kept ids in resource order, and the key stored with an attempt ("" = every question)
 */
export function selectQuestionIds(
  resource: ItemsOf,
  filter: string | undefined,
): { ids: string[]; key: string } {
  const all = allQuestionIds(resource);
  const ids = filterByQuestionIds(
    all.map((question_id) => ({ question_id })),
    filter,
  ).map((i) => i.question_id);
  return { ids, key: ids.length === all.length ? "" : ids.join(",") };
}
