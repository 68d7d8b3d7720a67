import type { z } from "zod";
import { WritingAnswerSchema } from "../schemas/answer.ts";
import { TextSchema } from "../schemas/common.ts";
import { WritingItemBaseSchema } from "../schemas/writing.ts";

/** Topic writing item (writing kind code 2): a required topic. */
export const TopicWritingItemSchema = WritingItemBaseSchema.extend({ topic: TextSchema.min(1) });
/** A topic-writing item. */
export type TopicWritingItem = z.infer<typeof TopicWritingItemSchema>;
/** Writing answer. */
export const TopicWritingAnswerSchema = WritingAnswerSchema;
