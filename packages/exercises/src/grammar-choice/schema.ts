import type { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { BaseItemSchema, ChoiceOptionsSchema, TextSchema } from "../schemas/common.ts";

/** Grammar choice item: a sentence with a gap and options; one is correct. */
export const GrammarChoiceItemSchema = BaseItemSchema.extend({
  screen_text: TextSchema.min(1),
  answers: ChoiceOptionsSchema,
});
/** A grammar-choice item. */
export type GrammarChoiceItem = z.infer<typeof GrammarChoiceItemSchema>;
/** Choice answer: answer_result is the chosen option's `index` (not its shuffled position). */
export const ChoiceAnswerSchema = ObjectiveAnswerSchema;
/** Grammar-choice answer. */
export const GrammarChoiceAnswerSchema = ChoiceAnswerSchema;
