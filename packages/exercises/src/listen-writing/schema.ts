import type { z } from "zod";
import { WritingAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema } from "../schemas/common.ts";
import { WritingItemBaseSchema } from "../schemas/writing.ts";

/** Writing after listening item: audio to listen to, then free writing about it. */
export const ListenWritingItemSchema = WritingItemBaseSchema.extend({ audio_file: AssetSchema });
/** A listen-writing item. */
export type ListenWritingItem = z.infer<typeof ListenWritingItemSchema>;
/** Writing answer. */
export const ListenWritingAnswerSchema = WritingAnswerSchema;
