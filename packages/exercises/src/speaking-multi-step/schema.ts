import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { StepsItemSchema } from "../schemas/speaking.ts";

/** Speaking multi-step item: audio, wait and record steps with a Start button. */
export const SpeakingMultiStepItemSchema = StepsItemSchema;
/** A speaking-multi-step item. */
export type SpeakingMultiStepItem = z.infer<typeof SpeakingMultiStepItemSchema>;
/** Recorded answer; on a scoring error the item is posted with is_skipped=1. */
export const SpeakingMultiStepAnswerSchema = SpeakingAnswerSchema;
