import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ShadowItemSchema } from "../schemas/speaking.ts";

/** Shadow reading item: model audio to shadow after a 3-second countdown. */
export const ShadowReadingItemSchema = ShadowItemSchema;
/** A shadow-reading item. */
export type ShadowReadingItem = z.infer<typeof ShadowReadingItemSchema>;
/** Recorded answer. */
export const ShadowReadingAnswerSchema = SpeakingAnswerSchema;
