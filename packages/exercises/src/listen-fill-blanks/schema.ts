import type { z } from "zod";
import { BLANK_MAX_LENGTH } from "../constants.ts";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { TypedBlanksItemSchema } from "../schemas/blanks.ts";

/** Listen-and-fill-blanks item: audio plus a sentence with `___` blanks typed by the student. */
export const ListenFillBlanksItemSchema = TypedBlanksItemSchema;
/** A listen-fill-blanks item. */
export type ListenFillBlanksItem = z.infer<typeof ListenFillBlanksItemSchema>;

/** Typed blanks: answer_result is one string per blank, each at most 20 characters. */
export const BlanksAnswerSchema = ObjectiveAnswerSchema.superRefine((a, ctx) => {
  if (a.is_skipped === 1 || a.answer_result === undefined) return;
  const values = Array.isArray(a.answer_result) ? a.answer_result : [a.answer_result];
  values.forEach((v, i) => {
    if (typeof v !== "string")
      ctx.addIssue({ code: "custom", path: ["answer_result", i], message: "blank must be text" });
    else if ([...v].length > BLANK_MAX_LENGTH)
      ctx.addIssue({
        code: "custom",
        path: ["answer_result", i],
        message: `blank is longer than ${BLANK_MAX_LENGTH} characters`,
      });
  });
});

/** Listen-fill-blanks answer. */
export const ListenFillBlanksAnswerSchema = BlanksAnswerSchema;
