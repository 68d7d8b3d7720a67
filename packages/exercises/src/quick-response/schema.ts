import { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, SampleSchema, TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** Quick response item: play a question, wait `seconds`, record the reply. */
export const QuickResponseItemSchema = SpeakingItemBaseSchema.extend({
  audio_file: AssetSchema,
  seconds: z.number().int().min(0).max(60).optional(),
  samples: z.array(SampleSchema).max(10).optional(),
  sample_answer: TextSchema.optional(),
});
/** A quick-response item. */
export type QuickResponseItem = z.infer<typeof QuickResponseItemSchema>;
/** Recorded answer. */
export const QuickResponseAnswerSchema = SpeakingAnswerSchema;
