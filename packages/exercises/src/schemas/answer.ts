import { z } from "zod";
import { MAX_PERCENT, TYPED_ANSWER_MAX_LENGTH, WRITING_MAX_LENGTH } from "../constants.ts";
import { QuestionIdSchema } from "./common.ts";

/**
 * Answer item / payload fields (spec §3 and §7). Objective scores are always recomputed on the server;
 * speech scores are taken from the server's own evaluation that evaluate_result names (the client's only
 * in iFlytek mode, marked client_scored); writing results keep the checker's scores.
 */

/** One entry of a multi-question result: which option was chosen and its score. */
export const ResultEntrySchema = z.object({
  question_id: QuestionIdSchema,
  answer_index: z.number().int().nonnegative().nullable().optional(),
  score: z.number().min(0).max(MAX_PERCENT).optional(),
});

/** A parsed result entry. */
export type ResultEntry = z.infer<typeof ResultEntrySchema>;

/** `result`: a JSON string (as the product posts it) or a list; parsed to a list. */
export const ResultListSchema = z
  .union([z.string().max(20_000), z.array(ResultEntrySchema).max(200)])
  .transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    let raw: unknown;
    try {
      raw = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "result is not valid JSON" });
      return z.NEVER;
    }
    const parsed = z.array(ResultEntrySchema).max(200).safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        message: `result entries are malformed: ${parsed.error.issues[0]?.message}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/** One typed or chosen value. */
const AnswerValueSchema = z.union([z.string().max(TYPED_ANSWER_MAX_LENGTH), z.number().int().nonnegative()]);

/** answer_result: a chosen option index, typed text, or a list of those (blanks, order). */
export const AnswerResultSchema = z.union([AnswerValueSchema, z.array(AnswerValueSchema).max(100)]);

/** A parsed answer_result. */
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

/** 0/1 flag, also accepting booleans. */
const FlagSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === true || v === 1 ? 1 : 0));

/** A teacher's note on a writing (pos, comments, teacher). */
export const CorrectNoteSchema = z.object({
  pos: z.union([
    z.number().int().nonnegative(),
    z.object({ startPos: z.number().int(), endPos: z.number().int() }),
  ]),
  comments: z.string().max(2000),
  teacher: z.string().max(100).optional(),
});

/** Every field an answer item may carry. Kind schemas narrow it. */
export const BaseAnswerSchema = z.object({
  question_id: QuestionIdSchema,
  answer_result: AnswerResultSchema.optional(),
  answer_index: z.number().int().nonnegative().optional(),
  answer_content: z.string().max(TYPED_ANSWER_MAX_LENGTH).optional(),
  result: ResultListSchema.optional(),
  is_skipped: FlagSchema.optional(),
  percent_score: z.number().min(0).max(MAX_PERCENT).optional(),
  total_score: z.number().min(0).max(MAX_PERCENT).optional(),
  score: z.number().min(0).max(MAX_PERCENT).optional(),
  accuracy_score: z.number().min(0).max(MAX_PERCENT).optional(),
  fluency_score: z.number().min(0).max(MAX_PERCENT).optional(),
  integrity_score: z.number().min(0).max(MAX_PERCENT).optional(),
  sound_file: z.string().max(500).optional(),
  record_file: z.string().max(500).optional(),
  record_duration: z.number().min(0).max(3600).optional(),
  evaluate_html: z.string().max(200_000).optional(),
  evaluate_result: z.string().max(500).optional(),
  poorly_words: z.string().max(5000).optional(),
  recognize_text: z.string().max(5000).optional(),
  study_report: z.string().max(20_000).optional(),
  practice_type: z.union([z.number().int(), z.string().max(50)]).optional(),
  full_text: z.string().max(WRITING_MAX_LENGTH).optional(),
  content: z.string().max(WRITING_MAX_LENGTH).optional(),
  engine_result: z.string().max(500).optional(),
  engine_pic: z.string().max(500).optional(),
  correct_notes: z.array(CorrectNoteSchema).max(200).optional(),
  has_limit: FlagSchema.optional(),
  limit_number: z.number().int().nonnegative().optional(),
  guid: z.string().max(100).optional(),
  /**
   * Set by the server, never taken from the client: 1 when a speaking answer's scores are the client's
   * own (iFlytek mode, whose results the server cannot fetch); teachers see it marked.
   */
  client_scored: FlagSchema.optional(),
  /**
   * Set by the server, never taken from the client: why a recorded (not skipped) speaking answer scored 0:
   * `no_evaluation` (it names no evaluation of this server), `other_text` (its evaluation read another text).
   */
  unscored_reason: z.enum(["no_evaluation", "other_text"]).optional(),
});

/** A parsed answer item. */
export type BaseAnswer = z.infer<typeof BaseAnswerSchema>;

/** Objective answers need answer_result unless skipped. */
export const ObjectiveAnswerSchema = BaseAnswerSchema.superRefine((a, ctx) => {
  if (a.is_skipped === 1) return;
  if (a.answer_result === undefined && a.result === undefined && a.answer_index === undefined) {
    ctx.addIssue({ code: "custom", message: "answer_result is required unless is_skipped=1" });
  }
});

/** Recorded answers need a sound_file (or record_file) unless skipped. */
export const SpeakingAnswerSchema = BaseAnswerSchema.superRefine((a, ctx) => {
  if (a.is_skipped === 1) return;
  if (!a.sound_file && !a.record_file) {
    ctx.addIssue({ code: "custom", message: "sound_file is required unless is_skipped=1" });
  }
});

/** Writing answers need content unless skipped. */
export const WritingAnswerSchema = BaseAnswerSchema.superRefine((a, ctx) => {
  if (a.is_skipped === 1) return;
  if (!a.content || a.content.trim() === "") ctx.addIssue({ code: "custom", message: "content is required" });
});
