import type { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { OrderItemSchema } from "../schemas/blanks.ts";

/** Sentence sorting item: tap the chunks (`choose`) into order; `answer` is the sentence. */
export const SentenceSortingItemSchema = OrderItemSchema;
/** A sentence-sorting item. */
export type SentenceSortingItem = z.infer<typeof SentenceSortingItemSchema>;
/** Order answer: answer_result lists the chosen options (their `index` or content) per blank. */
export const OrderAnswerSchema = ObjectiveAnswerSchema;
/** Sentence-sorting answer. */
export const SentenceSortingAnswerSchema = OrderAnswerSchema;
