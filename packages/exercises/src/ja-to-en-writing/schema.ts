import type { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { AcceptedAnswersSchema, BaseItemSchema, TextSchema } from "../schemas/common.ts";

/**
 * Japanese-to-English writing item: a Japanese sentence; `answer` lists accepted English
 * sentences (the first is the solution example shown on error with the explanation).
 */
export const JaToEnWritingItemSchema = BaseItemSchema.extend({
  screen_jp_text: TextSchema.min(1),
  answer: AcceptedAnswersSchema,
  hint_en: TextSchema.optional(),
});
/** A ja-to-en-writing item. */
export type JaToEnWritingItem = z.infer<typeof JaToEnWritingItemSchema>;
/** Typed answer: answer_result is the typed sentence. */
export const TypedAnswerSchema = ObjectiveAnswerSchema;
/** Ja-to-en-writing answer. */
export const JaToEnWritingAnswerSchema = TypedAnswerSchema;
