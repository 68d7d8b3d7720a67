import { z } from "zod";
import { BaseItemSchema, SampleSchema, TextSchema } from "./common.ts";

/** Writing item base: topic, instructions, main points, samples (sample[0].en_answer), word limits. */
export const WritingItemBaseSchema = BaseItemSchema.extend({
  topic: TextSchema.optional(),
  content: TextSchema.optional(),
  content_jp: TextSchema.optional(),
  main_points: z.array(TextSchema).max(20).optional(),
  samples: z.array(SampleSchema).max(10).optional(),
  sample: z
    .array(z.object({ en_answer: TextSchema, jp_answer: TextSchema.optional() }))
    .max(10)
    .optional(),
  sample_answer: TextSchema.optional(),
  min_words: z.number().int().min(0).max(1000).optional(),
  max_words: z.number().int().min(1).max(5000).optional(),
  /**
   * Eiken-style exam task: an opinion essay (opinion + two reasons), an e-mail reply (answer the e-mail's
   * questions) or a summary of the passage in `content` (its main_points, in the student's own words);
   * such writing also gets the Eiken-style rubric. Absent for free practice.
   */
  exam_kind: z.enum(["opinion", "email", "summary"]).optional(),
  /** the e-mail's questions the reply must answer (exam_kind email) */
  email_questions: z.array(TextSchema.min(1).max(300)).min(1).max(5).optional(),
});
