import { z } from "zod";
import { defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * AI study (issue 24 part 1; spec "AI course" calls, routes /aistudy/...). Four grammar courses (jh1, jh2,
 * jh3, sh1), one grammar point per lesson; a lesson has four stages: an animated explanation (video), an
 * interactive explanation with quick checks, a review and a consolidation. Review, consolidation, the
 * course's confirmation test and the weakness paper are catalogue resources (kind `mixed`) played with the
 * textbook calls under a client guid (`/v3/textbook/resource-info` + `topic-answer-record`); the matching
 * submit call here then reads that attempt, marks the stage done and answers the mastery before and after.
 * Mastery per grammar point is Bayesian knowledge tracing over every answer the student gave anywhere in
 * Hibiki that shows the point (AI items by their point; other resources through the grammar index).
 * Point and course ids are those of `@hibiki/exercises/ai-study` (GRAMMAR_POINTS, AI_COURSES).
 */

/** Mastery of one grammar point: no evidence yet, learned, mastered (p >= 0.95), or needs review. */
export const AI_MASTERY_LABELS = ["unlearned", "learned", "mastered", "needs_review"] as const;
export const AiMasteryLabelSchema = z.enum(AI_MASTERY_LABELS);
export type AiMasteryLabel = z.infer<typeof AiMasteryLabelSchema>;

/** The stages of a lesson, in the order they are studied. */
export const AI_STAGE_KINDS = ["video", "explanation", "review", "consolidation"] as const;
export const AiStageKindSchema = z.enum(AI_STAGE_KINDS);
export type AiStageKind = z.infer<typeof AiStageKindSchema>;

/** Item types of lesson and test items (choice → grammar-choice, order → sentence-sorting, fix → typed, speak → read aloud). */
export const AI_ITEM_TYPES = ["choice", "order", "fix", "speak"] as const;
export const AiItemTypeSchema = z.enum(AI_ITEM_TYPES);
export type AiItemType = z.infer<typeof AiItemTypeSchema>;

/**
 * Why a lesson is recommended (the web words each): `needs_review` (the point's label), `unlearned` (no
 * evidence yet), `low_mastery` (p below 0.6), `not_mastered` (learned, below mastered), `stages_left` (some
 * stage of the lesson is not done), `prerequisites_weak` (an earlier point it builds on is not learned yet:
 * the gain is lowered).
 */
export const AI_RECOMMEND_REASONS = [
  "needs_review",
  "unlearned",
  "low_mastery",
  "not_mastered",
  "stages_left",
  "prerequisites_weak",
] as const;
export const AiRecommendReasonSchema = z.enum(AI_RECOMMEND_REASONS);
export type AiRecommendReason = z.infer<typeof AiRecommendReasonSchema>;

/** Attempts of the confirmation test listed by testing/index (newest first). */
export const AI_COURSE_TEST_PAPERS = 10;
/** Most points of a point's history returned by ai/course/report (the newest ones). */
export const AI_COURSE_HISTORY_MAX = 200;

/** The error keys of AI study (their Japanese messages below; the web shows its own by key). */
export const AI_COURSE_ERROR_KEYS = [
  "ai_course_not_found",
  "ai_lesson_not_found",
  "ai_course_paper_not_found",
  "ai_course_resource_mismatch",
] as const satisfies readonly ErrorKey[];
export type AiCourseErrorKey = (typeof AI_COURSE_ERROR_KEYS)[number];

export const AI_COURSE_MESSAGES: Readonly<Record<AiCourseErrorKey, string>> = {
  ai_course_not_found: "指定されたコースが見つかりません。",
  ai_lesson_not_found: "指定されたレッスンが見つかりません。",
  ai_course_paper_not_found: "指定された解答記録が見つかりません。",
  ai_course_resource_mismatch: "この解答記録は指定された問題のものではありません。",
};

// ---------- inputs ----------

const CourseIdSchema = z
  .string({ error: "course_id must be text" })
  .trim()
  .min(1, "course_id is required")
  .max(20, "course_id is too long");
const LessonIdSchema = z
  .string({ error: "lesson_id must be text" })
  .trim()
  .min(1, "lesson_id is required")
  .max(100, "lesson_id is too long");
/** the video / explanation submit calls name the lesson as `resource_id` (the spec's field) */
const LessonResourceIdSchema = z
  .string({ error: "resource_id must be text" })
  .trim()
  .min(1, "resource_id is required")
  .max(100, "resource_id is too long");
/** the client-made guid the attempt was recorded under with `/v3/textbook/topic-answer-record` */
const GuidSchema = z
  .string({ error: "guid must be text" })
  .trim()
  .min(1, "guid is required")
  .max(100, "guid is too long");

// ---------- shared shapes ----------

/** A point's mastery now: p in 0-1 (the prior 0.2 without evidence), its label and the answers counted. */
export const AiMasterySchema = z.object({
  p: z.number().min(0).max(1),
  label: AiMasteryLabelSchema,
  answers: z.number().int().nonnegative(),
});
export type AiMastery = z.infer<typeof AiMasterySchema>;

/** A grammar point with its names and the student's mastery of it. */
export const AiPointMasterySchema = AiMasterySchema.extend({
  point: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
  /** the lesson that teaches it */
  lesson_id: z.string(),
});
export type AiPointMastery = z.infer<typeof AiPointMasterySchema>;

/** How a submit moved a point: mastery before the attempt's answers were counted and after. */
export const AiMasteryChangeSchema = z.object({
  point: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
  before: AiMasterySchema,
  after: AiMasterySchema,
});
export type AiMasteryChange = z.infer<typeof AiMasteryChangeSchema>;

/** Count of a course's points per label. */
export const AiMasterySummarySchema = z.object({
  unlearned: z.number().int().nonnegative(),
  learned: z.number().int().nonnegative(),
  mastered: z.number().int().nonnegative(),
  needs_review: z.number().int().nonnegative(),
});
export type AiMasterySummary = z.infer<typeof AiMasterySummarySchema>;

/** One stage of a lesson for the student: done or not, when, and its score (0-100; null for video, or before done). */
export const AiStageStatusSchema = z.object({
  stage: AiStageKindSchema,
  done: z.boolean(),
  /** the latest time it was done */
  done_at: IsoDate.nullable(),
  /** the latest score (explanation: checks right; review / consolidation: the attempt's percent score) */
  score: z.number().int().min(0).max(100).nullable(),
  /** the best score over the times it was done */
  best_score: z.number().int().min(0).max(100).nullable(),
});
export type AiStageStatus = z.infer<typeof AiStageStatusSchema>;

/** A course as the course list shows it, with the student's progress. */
export const AiCourseSummarySchema = z.object({
  course_id: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  level: z.string(),
  color: z.string(),
  lesson_count: z.number().int().nonnegative(),
  /** lessons with all four stages done */
  lessons_done: z.number().int().nonnegative(),
  /** stages done over all lessons (out of lesson_count x 4) */
  stages_done: z.number().int().nonnegative(),
  mastery: AiMasterySummarySchema,
  /** the confirmation test's latest score (0-100), null before one was submitted */
  last_test_score: z.number().int().min(0).max(100).nullable(),
  /** the lesson to study next: the first one with a stage left (null when all are done) */
  next_lesson_id: z.string().nullable(),
});
export type AiCourseSummary = z.infer<typeof AiCourseSummarySchema>;

/** A lesson in a course's list: titles, its four stages and the mastery of its point. */
export const AiLessonItemSchema = z.object({
  lesson_id: z.string(),
  course_id: z.string(),
  /** the two-digit number in the course ("01") */
  nn: z.string(),
  point: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  goal_ja: z.string(),
  /** the four stages in order */
  stages: z.array(AiStageStatusSchema),
  /** all four stages done */
  done: z.boolean(),
  mastery: AiPointMasterySchema,
  review_res_code: z.string(),
  consolidation_res_code: z.string(),
});
export type AiLessonItem = z.infer<typeof AiLessonItemSchema>;

/** An example sentence; `highlight` is the part of `en` to colour (a substring; "" when none). */
export const AiExampleSchema = z.object({ en: z.string(), ja: z.string(), highlight: z.string() });
export type AiExample = z.infer<typeof AiExampleSchema>;

/** A narration line of a slide, spoken with `/v3/tts/speak` and shown as a subtitle. */
export const AiNarrationCueSchema = z.object({ cue_id: z.string(), en: z.string(), ja: z.string() });
export type AiNarrationCue = z.infer<typeof AiNarrationCueSchema>;

/** One slide of the animated explanation. */
export const AiVideoSlideSchema = z.object({
  heading_ja: z.string(),
  body_ja: z.string(),
  examples: z.array(AiExampleSchema),
  narration: z.array(AiNarrationCueSchema),
});
export type AiVideoSlide = z.infer<typeof AiVideoSlideSchema>;

/** The quick question after an explanation point (tap an option; `answer` is the 0-based right option). */
export const AiCheckSchema = z.object({
  sentence: z.string(),
  options: z.array(z.string()),
  answer: z.number().int().nonnegative(),
  explain_ja: z.string(),
});
export type AiCheck = z.infer<typeof AiCheckSchema>;

/** One point of the interactive explanation. */
export const AiExplanationPointSchema = z.object({
  heading_ja: z.string(),
  body_ja: z.string(),
  examples: z.array(AiExampleSchema),
  check: AiCheckSchema,
});
export type AiExplanationPoint = z.infer<typeof AiExplanationPointSchema>;

/** A catalogue resource a stage is played with (through the textbook calls). */
export const AiStageResourceSchema = z.object({
  res_code: z.string(),
  item_count: z.number().int().nonnegative(),
});
export type AiStageResource = z.infer<typeof AiStageResourceSchema>;

/** One question of a submitted attempt, as the logs and paper calls show it. */
export const AiLogItemSchema = z.object({
  question_id: z.string(),
  type: AiItemTypeSchema,
  point: z.string(),
  /**
   * what the student saw: the choice sentence with its ___, the wrong sentence to fix, the Japanese for
   * order, the sentence to read aloud for speak
   */
  sentence: z.string(),
  /** choice options ([] for other types) */
  options: z.array(z.string()),
  /** the student's answer as text (the chosen option, the ordered or typed sentence, the recognised text); "" when unanswered */
  answer: z.string(),
  /** null when the question was not answered (or skipped) */
  correct: z.boolean().nullable(),
  /** the item's score in percent (0-100), null when unanswered */
  score: z.number().min(0).max(100).nullable(),
  /** the model answer: the complete correct sentence */
  model_answer: z.string(),
  model_answer_ja: z.string(),
  /** why ("" for speak items) */
  explain_ja: z.string(),
});
export type AiLogItem = z.infer<typeof AiLogItemSchema>;

/** An attempt's totals. */
export const AiAttemptScoreSchema = z.object({
  guid: z.string(),
  /** percent 0-100 over the attempt's questions */
  score: z.number().int().min(0).max(100),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  submitted_at: IsoDate,
});
export type AiAttemptScore = z.infer<typeof AiAttemptScoreSchema>;

/** The answer of every stage submit: the stage's new status and how the attempt moved the points. */
export const AiStageSubmitDataSchema = z.object({
  lesson_id: z.string(),
  stage: AiStageKindSchema,
  /** the score this submit recorded (null for video) */
  score: z.number().int().min(0).max(100).nullable(),
  /** the lesson's four stages after the submit */
  stages: z.array(AiStageStatusSchema),
  /** the next stage not done yet, null when all four are */
  next_stage: AiStageKindSchema.nullable(),
  /** the points the attempt answered (the lesson's point first; [] for video) */
  mastery: z.array(AiMasteryChangeSchema),
});
export type AiStageSubmitData = z.infer<typeof AiStageSubmitDataSchema>;

// ---------- calls ----------

export const aiCourseIndex = defineCall({
  method: "GET",
  path: "/v3/ai/course/index",
  auth: "student",
  data: z.object({
    /** in the courses.yaml order (jh1, jh2, jh3, sh1) */
    courses: z.array(AiCourseSummarySchema),
  }),
});

export const aiCourseExerciseIndex = defineCall({
  method: "GET",
  path: "/v3/ai/course/exercise/index",
  auth: "student",
  query: z.object({ course_id: CourseIdSchema }),
  data: z.object({
    course: AiCourseSummarySchema,
    /** in lesson order */
    lessons: z.array(AiLessonItemSchema),
  }),
});

export const aiCourseExercisePart = defineCall({
  method: "GET",
  path: "/v3/ai/course/exercise/part",
  auth: "student",
  query: z.object({ lesson_id: LessonIdSchema }),
  data: z.object({
    lesson: AiLessonItemSchema,
    course_title_ja: z.string(),
    course_title_en: z.string(),
    /** 4-6 slides */
    video: z.array(AiVideoSlideSchema),
    /** 2-4 points */
    explanation: z.array(AiExplanationPointSchema),
    review: AiStageResourceSchema,
    consolidation: AiStageResourceSchema,
    prev_lesson_id: z.string().nullable(),
    next_lesson_id: z.string().nullable(),
    /** the lesson's content version (a digest) */
    version: z.string(),
  }),
});

export const aiCourseVideoSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/exercise/video/submit",
  auth: "student",
  /** resource_id = the lesson id whose video was watched */
  body: z.object({ resource_id: LessonResourceIdSchema }),
  data: AiStageSubmitDataSchema,
});

/** The result of one explanation check. */
export const AiCheckResultSchema = z.object({
  index: z.number().int().nonnegative(),
  /** the chosen option (null when the list was shorter) */
  chosen: z.number().int().nullable(),
  answer: z.number().int().nonnegative(),
  correct: z.boolean(),
});
export type AiCheckResult = z.infer<typeof AiCheckResultSchema>;

export const aiCourseExplanationSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/exercise/explanation/submit",
  auth: "student",
  body: z.object({
    resource_id: LessonResourceIdSchema,
    /**
     * the chosen option of each explanation point's check, in order (0-based; -1 = not answered); a list
     * (JSON bodies) or the numbers joined by commas (form bodies: "1,0,2")
     */
    answers: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? [] : v.split(",")) : v),
      z
        .array(z.coerce.number().int().min(-1).max(9), { error: "answers must be a list of option numbers" })
        .max(10, "answers has too many entries")
        .default([]),
    ),
  }),
  /** the checks count as answers of the lesson's point (score = checks right, in percent) */
  data: AiStageSubmitDataSchema.extend({ checks: z.array(AiCheckResultSchema) }),
});

const LessonAttemptBody = z.object({ lesson_id: LessonIdSchema, guid: GuidSchema });

export const aiCourseReviewSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/exercise/review/submit",
  auth: "student",
  /** guid: the attempt recorded for `ai-<lesson_id>-review` */
  body: LessonAttemptBody,
  data: AiStageSubmitDataSchema.extend({ attempt: AiAttemptScoreSchema }),
});

/** The answer of the review / consolidation logs. */
export const AiLessonLogsSchema = z.object({
  lesson_id: z.string(),
  stage: AiStageKindSchema,
  res_code: z.string(),
  attempt: AiAttemptScoreSchema,
  items: z.array(AiLogItemSchema),
});
export type AiLessonLogs = z.infer<typeof AiLessonLogsSchema>;

export const aiCourseReviewLogs = defineCall({
  method: "GET",
  path: "/v3/ai/course/exercise/review/logs",
  auth: "student",
  query: LessonAttemptBody,
  data: AiLessonLogsSchema,
});

export const aiCourseConsolidationSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/exercise/consolidation/submit",
  auth: "student",
  /** guid: the attempt recorded for `ai-<lesson_id>-consolidation` */
  body: LessonAttemptBody,
  data: AiStageSubmitDataSchema.extend({ attempt: AiAttemptScoreSchema }),
});

export const aiCourseConsolidationLogs = defineCall({
  method: "GET",
  path: "/v3/ai/course/exercise/consolidation/logs",
  auth: "student",
  query: LessonAttemptBody,
  data: AiLessonLogsSchema,
});

/** The confirmation test's result for one point. */
export const AiPaperPointSchema = z.object({
  point: z.string(),
  name_ja: z.string(),
  name_en: z.string(),
  lesson_id: z.string(),
  correct: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** the point's mastery now */
  mastery: AiMasterySchema,
});
export type AiPaperPoint = z.infer<typeof AiPaperPointSchema>;

export const aiCourseTestingIndex = defineCall({
  method: "GET",
  path: "/v3/ai/course/testing/index",
  auth: "student",
  query: z.object({ course_id: CourseIdSchema }),
  data: z.object({
    course_id: z.string(),
    testing_introduction: z.object({
      title_ja: z.string(),
      title_en: z.string(),
      introduction_ja: z.string(),
      /** the course's points the test covers */
      point_count: z.number().int().nonnegative(),
    }),
    /** `ai-<course>-test`, played with the textbook calls (mode exam) under a client guid */
    testing_resource: AiStageResourceSchema.extend({ time_limit_minutes: z.number().int().positive() }),
    /** the submitted attempts, newest first (at most AI_COURSE_TEST_PAPERS) */
    paper_doc: z.array(AiAttemptScoreSchema),
  }),
});

const CourseAttemptBody = z.object({ course_id: CourseIdSchema, guid: GuidSchema });

export const aiCourseTestingSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/testing/submit",
  auth: "student",
  /** guid: the attempt recorded for `ai-<course_id>-test` */
  body: CourseAttemptBody,
  data: z.object({
    course_id: z.string(),
    attempt: AiAttemptScoreSchema,
    points: z.array(AiPaperPointSchema),
    mastery: z.array(AiMasteryChangeSchema),
  }),
});

export const aiCourseTestingPaper = defineCall({
  method: "GET",
  path: "/v3/ai/course/testing/paper",
  auth: "student",
  query: CourseAttemptBody,
  data: z.object({
    course_id: z.string(),
    res_code: z.string(),
    attempt: AiAttemptScoreSchema,
    /** per point of the course, in lesson order */
    points: z.array(AiPaperPointSchema),
    items: z.array(AiLogItemSchema),
  }),
});

/** A lesson recommended next, with its expected gain and why. */
export const AiRecommendLessonSchema = z.object({
  lesson_id: z.string(),
  nn: z.string(),
  point: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  /** expected gain, higher first (0-1.5) */
  gain: z.number().min(0),
  reasons: z.array(AiRecommendReasonSchema),
  mastery: AiMasterySchema,
});
export type AiRecommendLesson = z.infer<typeof AiRecommendLessonSchema>;

/**
 * The weakness paper: the course bank `ai-<course>-bank` filtered to `question_ids`; play it with
 * `/v3/textbook/resource-info?res_code=…&question_ids=<joined by ,>` and record under `guid` (with the same
 * question_ids), then recommend/submit.
 */
export const AiWeaknessPaperSchema = z.object({
  res_code: z.string(),
  question_ids: z.array(z.string()),
  /** the paper's guid: a fresh one, given again while the paper is unsubmitted and its questions unchanged (resume) */
  guid: z.string(),
  /** the weak points it practises */
  points: z.array(z.string()),
});
export type AiWeaknessPaper = z.infer<typeof AiWeaknessPaperSchema>;

export const aiCourseRecommendIndex = defineCall({
  method: "GET",
  path: "/v3/ai/course/recommend/index",
  auth: "student",
  query: z.object({ course_id: CourseIdSchema }),
  data: z.object({
    course_id: z.string(),
    recommend_resource: z.object({
      /** the course's lessons by expected gain, highest first */
      lessons: z.array(AiRecommendLessonSchema),
      /** null when no point is weak (p < 0.8) */
      paper: AiWeaknessPaperSchema.nullable(),
    }),
  }),
});

export const aiCourseRecommendSubmit = defineCall({
  method: "POST",
  path: "/v3/ai/course/recommend/submit",
  auth: "student",
  /** guid: the weakness paper's guid, its answers recorded for `ai-<course_id>-bank` */
  body: CourseAttemptBody,
  data: z.object({
    course_id: z.string(),
    attempt: AiAttemptScoreSchema,
    mastery: z.array(AiMasteryChangeSchema),
  }),
});

export const aiCourseRecommendLogs = defineCall({
  method: "GET",
  path: "/v3/ai/course/recommend/logs",
  auth: "student",
  query: CourseAttemptBody,
  data: z.object({
    course_id: z.string(),
    res_code: z.string(),
    attempt: AiAttemptScoreSchema,
    items: z.array(AiLogItemSchema),
  }),
});

/** One point of the grammar reference. */
export const AiDocPointSchema = z.object({
  point: z.string(),
  lesson_id: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  goal_ja: z.string(),
  /** the explanation points, without their checks */
  sections: z.array(
    z.object({ heading_ja: z.string(), body_ja: z.string(), examples: z.array(AiExampleSchema) }),
  ),
});
export type AiDocPoint = z.infer<typeof AiDocPointSchema>;

export const aiCourseDocument = defineCall({
  method: "GET",
  path: "/v3/ai/course/document",
  auth: "student",
  data: z.object({
    /** every course with its points in lesson order */
    exam_doc: z.array(
      z.object({
        course_id: z.string(),
        title_ja: z.string(),
        title_en: z.string(),
        points: z.array(AiDocPointSchema),
      }),
    ),
  }),
});

/** A point of the report: its mastery now and its p after each answer, for the plot. */
export const AiReportPointSchema = AiPointMasterySchema.extend({
  /** oldest first, at most AI_COURSE_HISTORY_MAX (the newest) */
  history: z.array(z.object({ at: IsoDate, p: z.number().min(0).max(1) })),
});
export type AiReportPoint = z.infer<typeof AiReportPointSchema>;

export const aiCourseReport = defineCall({
  method: "GET",
  path: "/v3/ai/course/report",
  auth: "student",
  query: z.object({ course_id: CourseIdSchema }),
  data: z.object({
    course_id: z.string(),
    mastery: AiMasterySummarySchema,
    /** the course's points in lesson order */
    points: z.array(AiReportPointSchema),
  }),
});
