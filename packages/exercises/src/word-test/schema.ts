import { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import {
  AcceptedAnswersSchema,
  BaseItemSchema,
  ChoiceOptionsSchema,
  SpeakingFieldsSchema,
  TextSchema,
} from "../schemas/common.ts";

/**
 * Word test item: a word tested by choice (`answers`), by typing from Japanese (`answer`) or by
 * reading aloud (speech-scored, so not scored by `scoreAnswer`).
 */
export const WordTestItemSchema = BaseItemSchema.extend({
  test_type: z.enum(["choose", "typing", "reading"]),
  screen_text: TextSchema.min(1),
  mean: TextSchema.optional(),
  answers: ChoiceOptionsSchema.optional(),
  answer: AcceptedAnswersSchema.optional(),
})
  .extend(SpeakingFieldsSchema.shape)
  .superRefine((item, ctx) => {
    if (item.test_type === "choose" && !item.answers)
      ctx.addIssue({ code: "custom", path: ["answers"], message: "a choose word test needs answers" });
    if (item.test_type === "typing" && !item.answer)
      ctx.addIssue({ code: "custom", path: ["answer"], message: "a typing word test needs answer" });
  });
/** A word-test item. */
export type WordTestItem = z.infer<typeof WordTestItemSchema>;
/** Word-test answer: chosen index or typed word. */
export const WordTestAnswerSchema = ObjectiveAnswerSchema;
