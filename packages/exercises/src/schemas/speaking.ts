import { z } from "zod";
import {
  AssetSchema,
  BaseItemSchema,
  ProgressStepSchema,
  SampleSchema,
  SpeakingFieldsSchema,
  TextSchema,
} from "./common.ts";

/** Base of every recorded item: the common fields plus the speaking fields of spec §3. */
export const SpeakingItemBaseSchema = BaseItemSchema.extend(SpeakingFieldsSchema.shape);

/** A recorded item that reads a shown English text (evaluate_text defaults to it). */
export const ReadAloudItemSchema = SpeakingItemBaseSchema.extend({ screen_en_text: TextSchema.min(1) });

/** A recorded item that follows model audio (shadowing kinds). */
export const ShadowItemSchema = ReadAloudItemSchema.extend({ audio_file: AssetSchema });

/** A stepwise programme (narration, speaking multi-step): audio / wait / record steps. */
export const StepsItemSchema = SpeakingItemBaseSchema.extend({
  progress: z.array(ProgressStepSchema).min(1).max(50),
  samples: z.array(SampleSchema).max(10).optional(),
  sample_answer: TextSchema.optional(),
}).superRefine((item, ctx) => {
  if (!item.progress.some((s) => s.type === "record")) {
    ctx.addIssue({
      code: "custom",
      path: ["progress"],
      message: "a step programme needs at least one record step",
    });
  }
});
