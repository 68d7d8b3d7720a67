import { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, SampleSchema, TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** Picture describe item: a picture, instructions and sample descriptions (free speech). */
export const PictureDescribeItemSchema = SpeakingItemBaseSchema.extend({
  picture: AssetSchema,
  samples: z.array(SampleSchema).max(10).optional(),
  sample_answer: TextSchema.optional(),
});
/** A picture-describe item. */
export type PictureDescribeItem = z.infer<typeof PictureDescribeItemSchema>;
/** Recorded answer. */
export const PictureDescribeAnswerSchema = SpeakingAnswerSchema;
