import type { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema } from "../schemas/common.ts";

/** Pure listening item: a passage to play (screen texts for the language switch). */
export const PureListeningItemSchema = BaseItemSchema.extend({ audio_file: AssetSchema });
/** A pure-listening item. */
export type PureListeningItem = z.infer<typeof PureListeningItemSchema>;
/** Pure-listening answer: posted on first play (question 1, score 5, percent 100). */
export const PureListeningAnswerSchema = ObjectiveAnswerSchema;
