import { z } from "zod";
import { INTEGRATED_MAX_PARTS, INTEGRATED_MAX_STEPS } from "../constants.ts";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { ProgressStepSchema, QuestionIdSchema, TextSchema } from "../schemas/common.ts";
import { SpeakingItemBaseSchema } from "../schemas/speaking.ts";

/** One part of an integrated process: init, reading, speaking or narration, with steps. */
export const IntegratedPartSchema = z.object({
  part_type: z.enum(["init", "reading", "speaking", "narration"]),
  part_info: z
    .object({
      title: TextSchema.optional(),
      title_jp: TextSchema.optional(),
      description: TextSchema.optional(),
    })
    .default({}),
  progress: z.array(ProgressStepSchema).max(50).default([]),
});
/** Integrated process item: parts run in order (60 s default record time). */
export const IntegratedProcessItemSchema = SpeakingItemBaseSchema.extend({
  part_items: z.array(IntegratedPartSchema).min(1).max(INTEGRATED_MAX_PARTS),
});
/** An integrated-process item. */
export type IntegratedProcessItem = z.infer<typeof IntegratedProcessItemSchema>;

const field = BaseAnswerSchema.shape;

/**
 * One record step of an integrated answer: the step's own question_id, the index of its part in
 * part_items, the recording's scores (0-5), coloured words, evaluation reference, file, length and study
 * report, or is_skipped 1 when the recording could not be scored (then no file is needed).
 */
export const IntegratedStepAnswerSchema = z
  .object({
    question_id: QuestionIdSchema,
    part_index: z
      .number()
      .int()
      .nonnegative()
      .max(INTEGRATED_MAX_PARTS - 1),
    total_score: field.total_score,
    accuracy_score: field.accuracy_score,
    fluency_score: field.fluency_score,
    integrity_score: field.integrity_score,
    evaluate_html: field.evaluate_html,
    evaluate_result: field.evaluate_result,
    sound_file: field.sound_file,
    record_duration: field.record_duration,
    study_report: field.study_report,
    is_skipped: field.is_skipped,
  })
  .superRefine((s, ctx) => {
    if (s.is_skipped !== 1 && !s.sound_file)
      ctx.addIssue({
        code: "custom",
        path: ["sound_file"],
        message: "sound_file is required unless skipped",
      });
  });
/** One record step of an integrated answer. */
export type IntegratedStepAnswer = z.output<typeof IntegratedStepAnswerSchema>;

/**
 * Integrated-process answer. The item has several record steps, each with its own question_id, but the
 * item is answered once: the player keeps every step's evaluation and posts one answer under the item's
 * question_id when the last part ends. Its total / accuracy / fluency / integrity are the means over the
 * record steps (a skipped step counts 0); sound_file, evaluate_html, evaluate_result and study_report are
 * the last recorded step's; record_duration is the steps' total; `steps` holds every record step. A
 * recorded answer needs a sound_file; with every step skipped the answer is skipped (is_skipped 1). Steps
 * are matched to the item's record steps by question_id, in order (content may leave two steps without
 * their own id, so a question_id may repeat).
 */
export const IntegratedProcessAnswerSchema = BaseAnswerSchema.extend({
  steps: z.array(IntegratedStepAnswerSchema).max(INTEGRATED_MAX_STEPS).optional(),
}).superRefine((a, ctx) => {
  if (a.is_skipped !== 1 && !a.sound_file && !a.record_file)
    ctx.addIssue({ code: "custom", message: "sound_file is required unless is_skipped=1" });
});
/** An integrated-process answer (one per item, every record step in `steps`). */
export type IntegratedProcessAnswer = z.output<typeof IntegratedProcessAnswerSchema>;
