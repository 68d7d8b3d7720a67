import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ShadowItemSchema } from "../schemas/speaking.ts";

/** Sentence shadowing item: model audio and subtitle. */
export const SentenceShadowingItemSchema = ShadowItemSchema;
/** A sentence-shadowing item. */
export type SentenceShadowingItem = z.infer<typeof SentenceShadowingItemSchema>;
/** Recorded answer. */
export const SentenceShadowingAnswerSchema = SpeakingAnswerSchema;
