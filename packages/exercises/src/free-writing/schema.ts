import type { z } from "zod";
import { WritingAnswerSchema } from "../schemas/answer.ts";
import { WritingItemBaseSchema } from "../schemas/writing.ts";

/** Free writing item (writing kind code 1). */
export const FreeWritingItemSchema = WritingItemBaseSchema;
/** A free-writing item. */
export type FreeWritingItem = z.infer<typeof FreeWritingItemSchema>;
/** Writing answer: content, percent_score=100, total_score=5, engine_result link. */
export const FreeWritingAnswerSchema = WritingAnswerSchema;
