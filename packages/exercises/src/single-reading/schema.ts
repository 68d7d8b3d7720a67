import type { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { ReadAloudItemSchema } from "../schemas/speaking.ts";

/** Single reading item: a sentence of the resource audio read after seeking. */
export const SingleReadingItemSchema = ReadAloudItemSchema;
/** A single-reading item. */
export type SingleReadingItem = z.infer<typeof SingleReadingItemSchema>;
/** Recorded answer. */
export const SingleReadingAnswerSchema = SpeakingAnswerSchema;
