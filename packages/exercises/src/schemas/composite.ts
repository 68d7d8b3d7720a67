import { z } from "zod";
import { type CompositeKind, isCompositeKind } from "../kind-lists.ts";
import { EXERCISE_KINDS, type ExerciseKind } from "../kinds.ts";

/** A kind usable inside multi-part and mixed resources (every kind except the composites). */
export type PartKind = Exclude<ExerciseKind, CompositeKind>;

/** Kinds that may appear as a part of a composite (every kind except the composites). */
export const PART_KINDS = EXERCISE_KINDS.filter((k): k is PartKind => !isCompositeKind(k));

/** Looks up the item schema of a part kind (injected to avoid an import cycle). */
export type ItemSchemaLookup = (kind: PartKind) => z.ZodType;

/**
 * Parses `value` with the schema of `kind`, re-reporting nested issues under `path`.
 * @returns the parsed value, or z.NEVER after adding issues
 */
export function parseNested(
  lookup: ItemSchemaLookup,
  kind: PartKind,
  value: unknown,
  path: (string | number)[],
  ctx: z.RefinementCtx,
): unknown {
  const r = lookup(kind).safeParse(value);
  if (r.success) return r.data;
  for (const issue of r.error.issues) {
    ctx.addIssue({
      code: "custom",
      path: [...path, ...(issue.path as (string | number)[])],
      message: `${kind}: ${issue.message}`,
    });
  }
  return z.NEVER;
}
