import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ShadowItemSchema } from "../schemas/speaking.ts";

/** Shadow tracking item: model audio; live tracking text while recording; word-list result. */
export const ShadowTrackingItemSchema = ShadowItemSchema;
/** A shadow-tracking item. */
export type ShadowTrackingItem = z.infer<typeof ShadowTrackingItemSchema>;
/** Recorded answer. */
export const ShadowTrackingAnswerSchema = SpeakingAnswerSchema;
