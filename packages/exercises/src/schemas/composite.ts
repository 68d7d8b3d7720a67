import { z } from "zod";
import { EXERCISE_KINDS, type ExerciseKind } from "../kinds.ts";

/** Kinds that may appear as a part of a composite (every kind except the composites). */
export const PART_KINDS = EXERCISE_KINDS.filter(
  (k): k is Exclude<ExerciseKind, "multi-part" | "mixed"> => k !== "multi-part" && k !== "mixed",
);

/** A kind usable inside multi-part and mixed resources. */
export type PartKind = Exclude<ExerciseKind, "multi-part" | "mixed">;

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
