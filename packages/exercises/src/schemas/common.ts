import { z } from "zod";
import { OpenAnswerSchema } from "./open-answer.ts";

/**
 * Building blocks of content item schemas (spec §3 "Question item fields").
 * Content authors may write ids as numbers or strings; they are normalised to strings so that
 * answers, question_ids filters and result entries compare one way.
 */

/** A question id: a non-empty string or a non-negative integer, parsed to a string. */
export const QuestionIdSchema = z
  .union([
    z.string().trim().min(1, "question_id must not be empty").max(64),
    z.number().int().nonnegative().transform(String),
  ])
  .describe("question_id");

/** Position of an item or option ("No.n" uses index + 1 when indices start at 0). */
export const IndexSchema = z.number().int().nonnegative();

/** A short display text (sentence, option, title). */
export const TextSchema = z.string().max(5000);

/** A file name or relative asset path (never a scheme other than http(s)). */
export const AssetSchema = z
  .string()
  .min(1)
  .max(500)
  .refine((s) => !/^(javascript|data|file):/i.test(s.trim()), "asset must be a relative path or http(s) URL");

/** A correctness flag written as a boolean or 0/1 by authors; parsed to boolean. */
export const CorrectFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);

/** An option of a choice question (answers / choose entries). */
export const ChoiceOptionSchema = z.object({
  index: IndexSchema,
  type: z.enum(["text", "image"]).default("text"),
  /** the text, or (type image) the picture's file */
  content: TextSchema.min(1),
  correct: CorrectFlagSchema.default(false),
  /** what a picture option shows, for screen readers (type image) */
  alt: z.string().min(1).max(300).optional(),
});

/** A choice option after parsing. */
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>;

/** Options with unique indices and at least one correct option. */
export const ChoiceOptionsSchema = z
  .array(ChoiceOptionSchema)
  .min(2, "a choice question needs at least 2 options")
  .max(12)
  .superRefine((opts, ctx) => {
    const seen = new Set<number>();
    for (const o of opts) {
      if (seen.has(o.index)) ctx.addIssue({ code: "custom", message: `duplicate option index ${o.index}` });
      seen.add(o.index);
    }
    if (!opts.some((o) => o.correct))
      ctx.addIssue({ code: "custom", message: "no option is marked correct" });
  });

/** A sub-question (reading comprehension, listening, cloze blanks). */
export const SubQuestionSchema = z.object({
  index: IndexSchema,
  question_id: QuestionIdSchema,
  screen_text: TextSchema.optional(),
  screen_jp: TextSchema.optional(),
  screen_pic: AssetSchema.optional(),
  audio_file: AssetSchema.optional(),
  explanation: TextSchema.optional(),
  answers: ChoiceOptionsSchema,
});

/** A parsed sub-question. */
export type SubQuestion = z.infer<typeof SubQuestionSchema>;

/** Accepted answers: one string or a list (any of them is right). */
export const AcceptedAnswersSchema = z
  .union([TextSchema.min(1), z.array(TextSchema.min(1)).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** A sample answer (content and Japanese). */
export const SampleSchema = z.object({ content: TextSchema, content_jp: TextSchema.optional() });

/** A speaker of a dialogue (spec §3 resource data). */
export const SpeakerSchema = z.object({
  name: z.string().min(1).max(100),
  type: z.enum(["single", "all"]).default("single"),
  picture: AssetSchema.optional(),
});

/** A waiting item between dialogue turns: counts down seconds or plays audio. */
export const WaitItemSchema = z.object({
  after_index: IndexSchema,
  type: z.enum(["countdown", "audio"]).default("countdown"),
  seconds: z.number().int().min(1).max(600).optional(),
  audio_file: AssetSchema.optional(),
  screen_text: TextSchema.optional(),
});

/** The full text of a listening / reading resource. */
export const FullTextSchema = z.object({
  title: TextSchema.optional(),
  audio_file: AssetSchema.optional(),
  screen_text: TextSchema.optional(),
  screen_en_text: TextSchema.optional(),
  screen_jp_text: TextSchema.optional(),
});

/** A grammar lesson tab (index.json of a grammar introduce lesson). */
export const TabSchema = z.object({
  type: z.enum(["introduce", "sentence", "training"]),
  tab_name: z.string().min(1).max(100),
  path: AssetSchema.optional(),
  picture: z.array(AssetSchema).optional(),
  training_type: z.enum(["choose", "blank_filling"]).optional(),
});

/** A grammar lesson tab. */
export type Tab = z.infer<typeof TabSchema>;

/** Step of a progress programme (integrated, narration, speaking). */
export const ProgressStepSchema = z.object({
  type: z.enum(["audio", "wait", "record", "init"]),
  audio_path: AssetSchema.optional(),
  audioPath: AssetSchema.optional(),
  time: z.number().min(0).max(600).optional(),
  category: z.enum(["read_word", "read_sentence", "read_chapter", "free"]).optional(),
  res_id: z.union([z.number().int(), z.string()]).optional(),
  max_record_time: z.number().min(1).max(600).optional(),
  question_id: QuestionIdSchema.optional(),
  evaluate_ppr: TextSchema.optional(),
  evaluate_text: TextSchema.optional(),
  subtitle_en: TextSchema.optional(),
  subtitle_jp: TextSchema.optional(),
  answer: z
    .array(z.object({ sample_answer: TextSchema.optional(), translation: TextSchema.optional() }))
    .optional(),
  screen_en_text: TextSchema.optional(),
  screen_jp_text: TextSchema.optional(),
  screen_image: AssetSchema.optional(),
  picture: AssetSchema.optional(),
  /** the rubric of an open record step (its answer is the student's own) */
  open_answer: OpenAnswerSchema.optional(),
});

/** A progress step. */
export type ProgressStep = z.infer<typeof ProgressStepSchema>;

/**
 * Fields every content item may carry (spec §3). Kind schemas extend this.
 * Unknown extra fields are stripped by zod, so content typos in optional fields do not
 * leak, while required fields of a kind are enforced by that kind's schema.
 */
export const BaseItemSchema = z.object({
  index: IndexSchema,
  question_id: QuestionIdSchema,
  screen_title: TextSchema.optional(),
  screen_text: TextSchema.optional(),
  screen_en_text: TextSchema.optional(),
  screen_jp_text: TextSchema.optional(),
  screen_jp: TextSchema.optional(),
  screen_text_jp: TextSchema.optional(),
  screen_pic: AssetSchema.optional(),
  screen_image: AssetSchema.optional(),
  picture: AssetSchema.optional(),
  audio_file: AssetSchema.optional(),
  audio_path: AssetSchema.optional(),
  explanation: TextSchema.optional(),
  translation: TextSchema.optional(),
  info: TextSchema.optional(),
  info_jp: TextSchema.optional(),
  instruction: TextSchema.optional(),
  instruction_jp: TextSchema.optional(),
  hint_en: TextSchema.optional(),
  hint_jp: TextSchema.optional(),
  item_description: TextSchema.optional(),
  cefr_lv: z.string().max(10).optional(),
  item_type: z.string().max(50).optional(),
  /** Exam listening: how many times the test plays the item's audio (overrides the resource's) */
  plays: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Per-student state merged in by the server, never authored. */
  practiced: z.boolean().optional(),
  is_collected: z.union([z.literal(0), z.literal(1)]).optional(),
  learn_count: z.number().int().nonnegative().optional(),
  best_score: z.number().min(0).max(100).optional(),
});

/** Fields of a recorded (speaking) item. */
export const SpeakingFieldsSchema = z.object({
  category: z.enum(["read_word", "read_sentence", "read_chapter", "free"]).optional(),
  evaluate_type: z.string().max(50).optional(),
  evaluate_text: TextSchema.optional(),
  evaluate_ppr: TextSchema.optional(),
  short_phrase: TextSchema.optional(),
  record_max_time: z.number().min(1).max(600).optional(),
  mean: TextSchema.optional(),
  ipa: z.string().max(200).optional(),
  subtitle_original: TextSchema.optional(),
  subtitle_translate: TextSchema.optional(),
  speaker: z.string().max(100).optional(),
  /** the rubric of an open item (its answer is the student's own: category free) */
  open_answer: OpenAnswerSchema.optional(),
});
