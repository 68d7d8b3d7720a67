import { z } from "zod";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { type ItemSchemaLookup, PART_KINDS, type PartKind, parseNested } from "../schemas/composite.ts";

/** A parsed mixed item: an item of some kind, tagged with that kind. */
export type MixedItem = { kind: PartKind } & Record<string, unknown>;

/**
 * Builds the mixed item schema: every item names its `kind` and is validated by that kind's
 * item schema; the result screen renders each with its own layout in sequence.
 * @param lookup - item schema of a part kind
 * @returns the zod schema
 */
export function makeMixedItemSchema(lookup: ItemSchemaLookup): z.ZodType<MixedItem> {
  return z.looseObject({ kind: z.enum(PART_KINDS as [PartKind, ...PartKind[]]) }).transform((raw, ctx) => {
    const { kind, ...rest } = raw;
    const parsed = parseNested(lookup, kind, rest, [], ctx);
    return { kind, ...(parsed as Record<string, unknown>) };
  });
}

/** Mixed answer: the answer fields of the item's kind. */
export const MixedAnswerSchema = BaseAnswerSchema;
