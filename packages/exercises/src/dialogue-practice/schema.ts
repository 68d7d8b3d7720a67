import { z } from "zod";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema } from "../schemas/common.ts";
import { ReadAloudItemSchema } from "../schemas/speaking.ts";

/** Dialogue turn: a speaker (resource `speakers[].name`) and the line with its audio. */
export const DialogueTurnSchema = ReadAloudItemSchema.extend({
  speaker: z.string().min(1).max(100),
  audio_file: AssetSchema,
});
/** Dialogue practice item: one turn. */
export const DialoguePracticeItemSchema = DialogueTurnSchema;
/** A dialogue-practice item. */
export type DialoguePracticeItem = z.infer<typeof DialoguePracticeItemSchema>;
/** Recorded answer. */
export const DialoguePracticeAnswerSchema = SpeakingAnswerSchema;
