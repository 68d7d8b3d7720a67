import { kindsWhere } from "./kind-lists.ts";
import type { ExerciseKind } from "./kinds.ts";
import type { Resource } from "./resource.ts";
import { BaseAnswerSchema } from "./schemas/answer.ts";
import type { PartKind } from "./schemas/composite.ts";
import { scoreAnswer } from "./score-answer.ts";
import { type ScoreContext, type ScoreOutcome, ScoringInputError } from "./scoring/outcome.ts";

/** An answerable item found in a resource, with the kind that scores it. */
export interface LocatedItem {
  kind: PartKind;
  item: { question_id: string } & Record<string, unknown>;
  /** Position in the flat list of answerable items (for "No.n" and resume). */
  position: number;
}

/**
 * Kinds whose whole resource is one question (`wholeResource` in KIND_INFO): the player shows every
 * item at once (pure listening plays the full text, a grammar lesson shows all example sentences) and
 * posts one answer for the first item. Counting their other items would average that answer down
 * (spec: pure listening posts question 1 with score 5, percent 100).
 */
export const WHOLE_RESOURCE_KINDS: ReadonlySet<ExerciseKind> = new Set(kindsWhere((i) => i.wholeResource));

/**
 * Lists every answerable item of a parsed resource in order: flat items as they are, multi-part
 * items part by part, mixed items with their own kind; a whole-resource kind gives only its first item.
 * @param resource - a parsed resource (kind + items)
 * @returns items with their scoring kind
 */
export function answerableItems(resource: { kind: ExerciseKind; items: readonly unknown[] }): LocatedItem[] {
  const out: LocatedItem[] = [];
  const push = (kind: PartKind, item: unknown) => {
    out.push({ kind, item: item as LocatedItem["item"], position: out.length });
  };
  const items = WHOLE_RESOURCE_KINDS.has(resource.kind) ? resource.items.slice(0, 1) : resource.items;
  for (const raw of items) {
    const it = raw as Record<string, unknown>;
    if (resource.kind === "multi-part")
      for (const p of (it.part_items as unknown[]) ?? []) push(it.part_type as PartKind, p);
    else if (resource.kind === "mixed") push(it.kind as PartKind, it);
    else push(resource.kind, it);
  }
  return out;
}

/**
 * Finds the answerable item a question_id refers to.
 * @param resource - a parsed resource
 * @param questionId - the answer's question_id
 * @returns the item with its kind, or undefined
 */
export function locateItem(
  resource: { kind: ExerciseKind; items: readonly unknown[] },
  questionId: string | number,
): LocatedItem | undefined {
  const id = String(questionId);
  return answerableItems(resource).find((l) => l.item.question_id === id);
}

/**
 * Scores an answer against a whole resource: finds the item by question_id (also inside
 * multi-part and mixed resources) and scores it with that item's kind.
 * @param resource - a parsed resource
 * @param answer - the raw answer payload
 * @param ctx - scoring context
 * @returns the located item and the outcome
 * @throws ScoringInputError (invalid_answer for an unknown question, not_objective for speech/writing kinds)
 */
export function scoreResourceAnswer(
  resource: Pick<Resource, "kind" | "items">,
  answer: unknown,
  ctx: ScoreContext = {},
): LocatedItem & { outcome: ScoreOutcome } {
  const head = BaseAnswerSchema.pick({ question_id: true }).safeParse(answer);
  if (!head.success)
    throw new ScoringInputError("invalid_answer", "answer is invalid: question_id is missing or malformed");
  const located = locateItem(resource, head.data.question_id);
  if (!located)
    throw new ScoringInputError(
      "invalid_answer",
      `question ${head.data.question_id} is not in this resource`,
    );
  return { ...located, outcome: scoreAnswer(located.kind, located.item, answer, ctx) };
}
