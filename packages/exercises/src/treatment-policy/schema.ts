import { z } from "zod";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema } from "../schemas/common.ts";

/** Treatment-policy item: image pages read in turn, ending with a 'finished reading' button. */
export const TreatmentPolicyItemSchema = BaseItemSchema.extend({
  pages: z.array(AssetSchema).min(1).max(100),
});
/** A treatment-policy item. */
export type TreatmentPolicyItem = z.infer<typeof TreatmentPolicyItemSchema>;
/** Treatment-policy answer: only the question_id ('finished reading'). */
export const TreatmentPolicyAnswerSchema = BaseAnswerSchema;
