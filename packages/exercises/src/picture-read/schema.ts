import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** Picture read item: a picture and the word or sentence to read (10 s by default). */
export const PictureReadItemSchema = SpeakingItemBaseSchema.extend({
  picture: AssetSchema,
  evaluate_text: TextSchema.min(1),
});
/** A picture-read item. */
export type PictureReadItem = z.infer<typeof PictureReadItemSchema>;
/** Recorded answer. */
export const PictureReadAnswerSchema = SpeakingAnswerSchema;
