import { z } from "zod";
import { MAX_PERCENT, WRITING_MAX_LENGTH } from "./constants.ts";
import { BaseAnswerSchema } from "./schemas/answer.ts";

/**
 * Saved progress of one resource (spec §3 "Answer data"): where the student stopped, whether
 * they finished, and the answered items. A reload resumes at current_index.
 */
export const AnswerDataSchema = z.object({
  current_index: z.number().int().nonnegative().default(0),
  guid: z.string().min(1).max(100),
  is_completed: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((v) => (v === true || v === 1 ? 1 : 0))
    .default(0),
  items: z
    .array(BaseAnswerSchema)
    .max(500)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((it, i) => {
        if (seen.has(it.question_id))
          ctx.addIssue({
            code: "custom",
            path: [i, "question_id"],
            message: `duplicate answer for question_id ${it.question_id}`,
          });
        seen.add(it.question_id);
      });
    })
    .default([]),
  full_text: z.string().max(WRITING_MAX_LENGTH).optional(),
  root_path: z.string().max(500).optional(),
  practice_type: z.union([z.number().int(), z.string().max(50)]).optional(),
  percent_score: z.number().min(0).max(MAX_PERCENT).optional(),
  total_score: z.number().min(0).max(MAX_PERCENT).optional(),
});

/** Parsed answer data. */
export type AnswerData = z.output<typeof AnswerDataSchema>;

/**
 * Merges one answer into answer data (replacing an earlier answer to the same question).
 * @param data - saved answer data
 * @param answer - the new answer item
 * @returns new answer data (input untouched)
 */
export function upsertAnswer(data: AnswerData, answer: AnswerData["items"][number]): AnswerData {
  const items = data.items.filter((it) => it.question_id !== answer.question_id);
  items.push(answer);
  return { ...data, items };
}

/**
 * Where a reload resumes: the saved current_index when it is inside the resource, else the
 * first item without an answer, else the last item.
 * @param data - saved answer data (or null for a fresh start)
 * @param questionIds - the resource's question_ids in order
 * @returns 0-based item position
 */
export function resumeIndex(
  data: Pick<AnswerData, "current_index" | "items"> | null | undefined,
  questionIds: readonly string[],
): number {
  if (questionIds.length === 0) return 0;
  if (!data) return 0;
  if (data.current_index >= 0 && data.current_index < questionIds.length) return data.current_index;
  const answered = new Set(data.items.map((it) => it.question_id));
  const open = questionIds.findIndex((id) => !answered.has(id));
  return open === -1 ? questionIds.length - 1 : open;
}
