import { z } from "zod";
import { MultiQuestionAnswerSchema } from "../listening-choice/schema.ts";
import { countBlanks } from "../schemas/blanks.ts";
import { BaseItemSchema, SubQuestionSchema, TextSchema } from "../schemas/common.ts";

/** Cloze test item: a passage with `___` gaps; one choice sub-question per gap, in order. */
export const ClozeTestItemSchema = BaseItemSchema.extend({
  screen_text: TextSchema.min(1),
  questions: z.array(SubQuestionSchema).min(1).max(30),
}).superRefine((item, ctx) => {
  const n = countBlanks(item.screen_text);
  if (n !== item.questions.length) {
    ctx.addIssue({
      code: "custom",
      path: ["questions"],
      message: `passage has ${n} gaps (___) but ${item.questions.length} questions`,
    });
  }
});
/** A cloze-test item. */
export type ClozeTestItem = z.infer<typeof ClozeTestItemSchema>;
/** Cloze-test answer: result entries per gap. */
export const ClozeTestAnswerSchema = MultiQuestionAnswerSchema;
