import { z } from "zod";

/**
 * AI study (issue 24): what the content build writes for the grammar courses (content/ai-study), as zod
 * schemas the server and the web parse the built JSON with (exported from "@hibiki/content"). The lesson,
 * test and courses.yaml source schemas are `@hibiki/exercises/ai-study`'s content-schema.ts.
 *
 * Each lesson's review and consolidation, each course's test and each course's question bank are
 * catalogue resources of kind `mixed` (res_type `ai-study`), listed under `catalog.ai_study.resources`
 * only. Every built item names its grammar point in `item_type` (the item field every kind keeps).
 */

/** The res_type of AI study resources: keeps them out of every textbook and skill-up list. */
export const AI_STUDY_RES_TYPE = "ai-study";
/** What an AI study resource is for. */
export const AI_STUDY_STAGES = ["review", "consolidation", "test", "bank"] as const;
/** The kinds of lesson and test items (the source files' `type`). */
export const AI_STUDY_ITEM_TYPES = ["choice", "order", "fix", "speak"] as const;

const TitleSchema = z.object({ ja: z.string(), en: z.string() });
const PointSchema = z.string().min(1);

/** An item of a built AI resource: its question_id (answers are stored under it), type and point. */
export const AiStudyItemRefSchema = z.object({
  question_id: z.string(),
  type: z.enum(AI_STUDY_ITEM_TYPES),
  point: PointSchema,
});
export type AiStudyItemRef = z.infer<typeof AiStudyItemRefSchema>;

/** A built AI resource: its res_code and its items in order. */
export const AiStudyResourceRefSchema = z.object({
  res_code: z.string(),
  items: z.array(AiStudyItemRefSchema),
});
export type AiStudyResourceRef = z.infer<typeof AiStudyResourceRefSchema>;

/** An English example on a slide or an explanation point; `highlight` is a substring of `en` to colour. */
export const AiStudyExampleSchema = z.object({
  en: z.string(),
  ja: z.string(),
  highlight: z.string().optional(),
});

/** A line the video's voice says (TTS), shown as a subtitle with its Japanese. */
export const AiStudyCueSchema = z.object({
  /** `s<slide>-n<line>`, 1-based: s2-n1 is the first line of the second slide */
  cue_id: z.string(),
  en: z.string(),
  ja: z.string(),
});

/** A slide of the animated explanation (the video stage). */
export const AiStudySlideSchema = z.object({
  /** `s<n>`, 1-based */
  slide_id: z.string(),
  heading_ja: z.string(),
  body_ja: z.string(),
  examples: z.array(AiStudyExampleSchema),
  narration: z.array(AiStudyCueSchema),
});
export type AiStudySlide = z.infer<typeof AiStudySlideSchema>;

/** The quick question after an explanation point: tap the option that fills `___`. */
export const AiStudyCheckSchema = z.object({
  /** `e<n>`, the point's id (one check per point) */
  check_id: z.string(),
  sentence: z.string(),
  options: z.array(z.string()),
  /** 0-based index of the right option */
  answer: z.number().int().nonnegative(),
  explain_ja: z.string(),
});

/** A point of the interactive explanation. */
export const AiStudyExplanationPointSchema = z.object({
  /** `e<n>`, 1-based */
  point_id: z.string(),
  heading_ja: z.string(),
  body_ja: z.string(),
  examples: z.array(AiStudyExampleSchema),
  check: AiStudyCheckSchema,
});
export type AiStudyExplanationPoint = z.infer<typeof AiStudyExplanationPointSchema>;

/** A lesson's summary in ai-study/index.json. */
export const AiStudyLessonSummarySchema = z.object({
  lesson_id: z.string(),
  course: z.string(),
  /** the lesson's number in its course, 1-8 (the NN of the lesson id) */
  lesson_no: z.number().int().positive(),
  point: PointSchema,
  title: TitleSchema,
  goal_ja: z.string(),
  /** res_code of the review resource: ai-<lesson_id>-review */
  review: z.string(),
  /** res_code of the consolidation resource: ai-<lesson_id>-consolidation */
  consolidation: z.string(),
  slide_count: z.number().int().nonnegative(),
  check_count: z.number().int().nonnegative(),
  /** a digest of the lesson: changes whenever the lesson file or its resources change */
  version: z.string(),
  /** relative to dist/: ai-study/<lesson_id>/lesson.json */
  path: z.string(),
});
export type AiStudyLessonSummary = z.infer<typeof AiStudyLessonSummarySchema>;

/** A course's confirmation test: its resource (ai-<course>-test) and the file's texts. */
export const AiStudyTestSchema = AiStudyResourceRefSchema.extend({
  title: TitleSchema,
  introduction_ja: z.string(),
  time_limit_minutes: z.number().int().positive(),
});

/**
 * A course's question bank (ai-<course>-bank): every choice, order and fix item of its lessons' review and
 * consolidation, so a weakness paper is this resource with chosen question_ids. A bank question_id is
 * `<lesson_no as NN>-<item id>` (03-r2: item r2 of the course's third lesson).
 */
export const AiStudyBankSchema = z.object({
  res_code: z.string(),
  items: z.array(AiStudyItemRefSchema.extend({ lesson_id: z.string(), item_id: z.string() })),
});
export type AiStudyBank = z.infer<typeof AiStudyBankSchema>;

/** A course in ai-study/index.json. */
export const AiStudyCourseSchema = z.object({
  course: z.string(),
  title: TitleSchema,
  level: z.string(),
  color: z.string(),
  lessons: z.array(AiStudyLessonSummarySchema),
  test: AiStudyTestSchema,
  bank: AiStudyBankSchema,
});
export type AiStudyCourse = z.infer<typeof AiStudyCourseSchema>;

/** ai-study/index.json: the courses in order, each with its lessons in order. */
export const AiStudyIndexSchema = z.object({
  /** a digest of the whole index */
  version: z.string(),
  courses: z.array(AiStudyCourseSchema),
});
export type AiStudyIndex = z.infer<typeof AiStudyIndexSchema>;

/** ai-study/<lesson_id>/lesson.json: the lesson's four stages. */
export const AiStudyLessonJsonSchema = AiStudyLessonSummarySchema.omit({
  review: true,
  consolidation: true,
  path: true,
}).extend({
  /** the video stage: slides narrated by TTS */
  video: z.array(AiStudySlideSchema),
  /** the explanation stage: points, each with a check question */
  explanation: z.array(AiStudyExplanationPointSchema),
  review: AiStudyResourceRefSchema,
  consolidation: AiStudyResourceRefSchema,
});
export type AiStudyLessonJson = z.infer<typeof AiStudyLessonJsonSchema>;

/**
 * ai-study/grammar-index.json: the grammar points shown by the model sentence of every question of every
 * other catalogue resource (textbook, skill-up, CEFR, Eiken, Tokyo, listening exams, e-books), as tagged
 * by `detectPoints` of `@hibiki/exercises/ai-study`. Only tagged questions are listed.
 */
export const AiStudyGrammarIndexSchema = z.object({
  /** a digest of `questions`: changes whenever a tag changes */
  version: z.string(),
  /** res_code → question_id → points */
  questions: z.record(z.string(), z.record(z.string(), z.array(PointSchema).min(1))),
});
export type AiStudyGrammarIndex = z.infer<typeof AiStudyGrammarIndexSchema>;
