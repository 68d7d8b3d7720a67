import { z } from "zod";
import { MultiQuestionAnswerSchema, MultiQuestionItemSchema } from "../listening-choice/schema.ts";
import { TextSchema } from "../schemas/common.ts";

/** Reading comprehension item: a passage and one or several choice questions. */
export const ReadingComprehensionItemSchema = MultiQuestionItemSchema.and(
  z.object({ screen_text: TextSchema.min(1) }),
);
/** A reading-comprehension item. */
export type ReadingComprehensionItem = z.infer<typeof ReadingComprehensionItemSchema>;
/** Reading-comprehension answer. */
export const ReadingComprehensionAnswerSchema = MultiQuestionAnswerSchema;
