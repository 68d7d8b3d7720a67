import { z } from "zod";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { BaseItemSchema, TextSchema } from "../schemas/common.ts";
import { type ItemSchemaLookup, PART_KINDS, type PartKind, parseNested } from "../schemas/composite.ts";

/** Part header of a multi-part subject. */
export const PartInfoSchema = z.object({
  title: TextSchema.optional(),
  title_jp: TextSchema.optional(),
  description: TextSchema.optional(),
});

/** A parsed multi-part item: one switchable part holding items of one kind. */
export type MultiPartItem = z.infer<typeof BaseItemSchema> & {
  part_type: PartKind;
  part_info: z.infer<typeof PartInfoSchema>;
  part_items: unknown[];
};

/**
 * Builds the multi-part item schema: each item is a part with `part_type` (a kind) and
 * `part_items` validated by that kind's item schema.
 * @param lookup - item schema of a part kind
 * @returns the zod schema
 */
export function makeMultiPartItemSchema(lookup: ItemSchemaLookup): z.ZodType<MultiPartItem> {
  return BaseItemSchema.extend({
    part_type: z.enum(PART_KINDS as [PartKind, ...PartKind[]]),
    part_info: PartInfoSchema.default({}),
    part_items: z.array(z.unknown()).min(1).max(100),
  }).transform((part, ctx) => ({
    ...part,
    part_items: part.part_items.map((it, i) =>
      parseNested(lookup, part.part_type, it, ["part_items", i], ctx),
    ),
  }));
}

/** Multi-part answer: answers carry the part item's own question_id and fields. */
export const MultiPartAnswerSchema = BaseAnswerSchema;
