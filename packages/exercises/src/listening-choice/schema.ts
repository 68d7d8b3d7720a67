import { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema, ChoiceOptionsSchema, SubQuestionSchema } from "../schemas/common.ts";

/**
 * Multi-question items: either one question (`answers`) or several (`questions`), never both.
 * A single question submits at once; several show a hand-in button.
 */
export const MultiQuestionItemSchema = BaseItemSchema.extend({
  answers: ChoiceOptionsSchema.optional(),
  questions: z.array(SubQuestionSchema).min(1).max(30).optional(),
}).superRefine((item, ctx) => {
  if ((item.answers === undefined) === (item.questions === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["questions"],
      message: "give either answers (one question) or questions, not both or neither",
    });
  }
  const ids = item.questions?.map((q) => q.question_id) ?? [];
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: "custom", path: ["questions"], message: "duplicate sub-question question_id" });
});

/** Listening choice item: audio, then one or several choice questions. */
export const ListeningChoiceItemSchema = MultiQuestionItemSchema.and(z.object({ audio_file: AssetSchema }));
/** A listening-choice item. */
export type ListeningChoiceItem = z.infer<typeof ListeningChoiceItemSchema>;

/**
 * Multi-question answer: `result` lists {question_id, answer_index} per sub-question (a JSON
 * string or a list); a single question may use answer_result instead.
 */
export const MultiQuestionAnswerSchema = ObjectiveAnswerSchema;
/** Listening-choice answer. */
export const ListeningChoiceAnswerSchema = MultiQuestionAnswerSchema;
