import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ReadAloudItemSchema } from "../schemas/speaking.ts";

/** Sentence reading item: an English sentence to read aloud. */
export const SentenceReadingItemSchema = ReadAloudItemSchema;
/** A sentence-reading item. */
export type SentenceReadingItem = z.infer<typeof SentenceReadingItemSchema>;
/** Recorded answer. */
export const SentenceReadingAnswerSchema = SpeakingAnswerSchema;
