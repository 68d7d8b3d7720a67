import type { z } from "zod";
import { DialogueTurnSchema } from "../dialogue-practice/schema.ts";
import { SpeakingAnswerSchema } from "../schemas/answer.ts";

/** Dialogue challenge item: one turn; the student records turns of the chosen role (or all). */
export const DialogueChallengeItemSchema = DialogueTurnSchema;
/** A dialogue-challenge item. */
export type DialogueChallengeItem = z.infer<typeof DialogueChallengeItemSchema>;
/** Recorded answer. */
export const DialogueChallengeAnswerSchema = SpeakingAnswerSchema;
