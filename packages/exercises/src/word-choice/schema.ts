import type { z } from "zod";
import { ChoiceAnswerSchema } from "../grammar-choice/schema.ts";
import { BaseItemSchema, ChoiceOptionsSchema, TextSchema } from "../schemas/common.ts";

/** Word choice item: a word (with optional meaning, IPA and audio) and options to choose from. */
export const WordChoiceItemSchema = BaseItemSchema.extend({
  screen_text: TextSchema.min(1),
  mean: TextSchema.optional(),
  ipa: TextSchema.optional(),
  answers: ChoiceOptionsSchema,
});
/** A word-choice item. */
export type WordChoiceItem = z.infer<typeof WordChoiceItemSchema>;
/** Word-choice answer: the chosen option index. */
export const WordChoiceAnswerSchema = ChoiceAnswerSchema;
