import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ReadAloudItemSchema } from "../schemas/speaking.ts";

/** Article reading item: one sentence of the article (whole-text or sentence-by-sentence mode). */
export const ArticleReadingItemSchema = ReadAloudItemSchema;
/** A article-reading item. */
export type ArticleReadingItem = z.infer<typeof ArticleReadingItemSchema>;
/** Recorded answer. */
export const ArticleReadingAnswerSchema = SpeakingAnswerSchema;
