import { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** Word reading item: one word to read aloud (record_max_time 10 s by default). */
export const WordReadingItemSchema = SpeakingItemBaseSchema.extend({
  screen_text: TextSchema.min(1),
  category: z.literal("read_word").default("read_word"),
});
/** A word-reading item. */
export type WordReadingItem = z.infer<typeof WordReadingItemSchema>;
/** Recorded answer: sound_file, the four scores, evaluate_html, study_report, poorly_words. */
export const WordReadingAnswerSchema = SpeakingAnswerSchema;
