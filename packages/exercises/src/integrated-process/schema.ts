import { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ProgressStepSchema, TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** One part of an integrated process: init, reading, speaking or narration, with steps. */
export const IntegratedPartSchema = z.object({
  part_type: z.enum(["init", "reading", "speaking", "narration"]),
  part_info: z
    .object({
      title: TextSchema.optional(),
      title_jp: TextSchema.optional(),
      description: TextSchema.optional(),
    })
    .default({}),
  progress: z.array(ProgressStepSchema).max(50).default([]),
});
/** Integrated process item: parts run in order (60 s default record time). */
export const IntegratedProcessItemSchema = SpeakingItemBaseSchema.extend({
  part_items: z.array(IntegratedPartSchema).min(1).max(20),
});
/** An integrated-process item. */
export type IntegratedProcessItem = z.infer<typeof IntegratedProcessItemSchema>;
/** Recorded answer (one per record step, by the step's question_id). */
export const IntegratedProcessAnswerSchema = SpeakingAnswerSchema;
