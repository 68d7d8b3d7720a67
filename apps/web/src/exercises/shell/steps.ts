import {
  answerableItems,
  type LocatedItem,
  type Resource,
  SELF_ADVANCING_KINDS,
  WHOLE_RESOURCE_KINDS,
} from "@hibiki/exercises";

/**
 * Kinds that play the whole resource in one step, and kinds whose player decides when to move on: both
 * are flags of each kind's entry in KIND_INFO, so the shell, the summary and the server agree.
 */
export { SELF_ADVANCING_KINDS, WHOLE_RESOURCE_KINDS };

/** One step of the player: an answerable item, its kind, and (multi-part) the part it belongs to. */
export type Step = LocatedItem & { part: number };

/**
 * The steps the shell walks through, in order: answerable items (multi-part parts flattened, mixed
 * items with their own kind); whole-resource kinds give one step.
 * @param resource - the parsed resource (items already filtered by question_ids)
 * @returns the steps
 */
export function stepsOf(resource: Pick<Resource, "kind" | "items">): Step[] {
  if (WHOLE_RESOURCE_KINDS.has(resource.kind)) {
    const first = answerableItems(resource)[0];
    return first ? [{ ...first, part: 0 }] : [];
  }
  if (resource.kind !== "multi-part") return answerableItems(resource).map((l) => ({ ...l, part: 0 }));
  const steps: Step[] = [];
  resource.items.forEach((raw, part) => {
    const single = answerableItems({ kind: "multi-part", items: [raw] });
    for (const l of single) steps.push({ ...l, position: steps.length, part });
  });
  return steps;
}

/**
 * Applies the question_ids filter of resource-info to the resource content (multi-part: inside each
 * part, dropping empty parts). Whole-resource kinds and an empty filter keep everything.
 * @param resource - the parsed resource
 * @param questionIds - the ids resource-info returned
 * @returns the resource with only those items
 */
export function filterResource<R extends Pick<Resource, "kind" | "items">>(
  resource: R,
  questionIds: readonly string[],
): R {
  if (questionIds.length === 0 || WHOLE_RESOURCE_KINDS.has(resource.kind)) return resource;
  const keep = new Set(questionIds);
  const has = (it: unknown) => keep.has(String((it as { question_id?: unknown }).question_id));
  if (resource.kind !== "multi-part") {
    const items = resource.items.filter(has);
    return items.length > 0 ? { ...resource, items } : resource;
  }
  const parts = resource.items
    .map((p) => {
      const part = p as { part_items?: unknown[] };
      return { ...part, part_items: (part.part_items ?? []).filter(has) };
    })
    .filter((p) => p.part_items.length > 0);
  return parts.length > 0 ? { ...resource, items: parts } : resource;
}
