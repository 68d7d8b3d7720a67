import { z } from "zod";
import { ObjectiveAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema, TextSchema } from "../schemas/common.ts";

const LetterSchema = z.string().min(1).max(3);

/**
 * Fills each `_` of a letters template with the next letter.
 * @param template - e.g. "st_ti_n"
 * @param letters - one letter per `_`
 * @returns the filled word; unfilled blanks stay `_`
 */
export function fillLetters(template: string, letters: readonly string[]): string {
  let i = 0;
  return template.replace(/_/g, () => letters[i++] ?? "_");
}

/**
 * Listen-and-fill-letters item: a word or phrase in screen_text with one `_` per missing letter;
 * the student picks from the shuffled letters (filling_answer_letters plus the
 * filling_remain_letters distractors). When `answer` is given, the filled template must spell it.
 */
export const ListenFillLettersItemSchema = BaseItemSchema.extend({
  screen_text: TextSchema.min(1),
  audio_file: AssetSchema.optional(),
  filling_answer_letters: z.array(LetterSchema).min(1).max(30),
  filling_remain_letters: z.array(LetterSchema).max(30).default([]),
  answer: TextSchema.optional(),
}).superRefine((item, ctx) => {
  const blanks = (item.screen_text.match(/_/g) ?? []).length;
  if (blanks !== item.filling_answer_letters.length) {
    ctx.addIssue({
      code: "custom",
      path: ["filling_answer_letters"],
      message: `screen_text has ${blanks} "_" but filling_answer_letters has ${item.filling_answer_letters.length} letters`,
    });
    return;
  }
  const filled = fillLetters(item.screen_text, item.filling_answer_letters);
  if (item.answer !== undefined && filled.toLowerCase() !== item.answer.toLowerCase()) {
    ctx.addIssue({
      code: "custom",
      path: ["answer"],
      message: `the letters spell "${filled}", not "${item.answer}"`,
    });
  }
});
/** A listen-fill-letters item. */
export type ListenFillLettersItem = z.infer<typeof ListenFillLettersItemSchema>;
/** Letters answer: answer_result lists one letter per blank, in order. */
export const ListenFillLettersAnswerSchema = ObjectiveAnswerSchema;
