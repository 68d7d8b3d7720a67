import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { StepsItemSchema } from "../schemas/speaking.ts";

/** Narration item: cue audio, source audio, cue audio, beep, record (progress steps). */
export const NarrationItemSchema = StepsItemSchema;
/** A narration item. */
export type NarrationItem = z.infer<typeof NarrationItemSchema>;
/** Recorded answer; on a scoring error the item is posted with is_skipped=1. */
export const NarrationAnswerSchema = SpeakingAnswerSchema;
