import { z } from "zod";
import { BlanksAnswerSchema } from "../listen-fill-blanks/schema.ts";
import { TypedBlanksItemSchema } from "../schemas/blanks.ts";
import { TextSchema } from "../schemas/common.ts";

/** Translate-fill-words item: a Japanese sentence and its English with `___` blanks to type. */
export const TranslateFillWordsItemSchema = TypedBlanksItemSchema.and(
  z.object({ screen_jp_text: TextSchema.min(1) }),
);
/** A translate-fill-words item. */
export type TranslateFillWordsItem = z.infer<typeof TranslateFillWordsItemSchema>;
/** Translate-fill-words answer: one string per blank. */
export const TranslateFillWordsAnswerSchema = BlanksAnswerSchema;
