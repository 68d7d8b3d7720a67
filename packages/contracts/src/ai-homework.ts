import { z } from "zod";
import { AiMasteryLabelSchema } from "./ai-course.ts";
import { AiSpeakingLevelSchema, AiSpeakingTopicSchema } from "./ai-speaking.ts";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * AI homework (issue 24 part 3): a teacher assigns one of their classes an AI study course (all its
 * lessons, or chosen ones) or an AI speaking scenario, with a due date (a Japan day) and a note; sees each
 * student's progress, and the class's mastery of the course's grammar points as a heatmap. Students of the
 * class (also those who join later) see their open AI homework with their own progress.
 *
 * Progress rule (work done before the assignment counts too):
 * - course: a stage counts when the student has done it (video, explanation, review, consolidation of
 *   each chosen lesson: 4 per lesson); done = every stage done; test_score = the best confirmation test
 *   score of the course (null before one), not needed for done;
 * - scenario: sessions_done = the finished conversations of the scenario; done = at least one;
 *   best_task_score = the best task completion (0-100) of those.
 * late = not done once the due date has passed. An assignment is open up to and including its due date.
 */

/** Longest note (characters). */
export const AI_HOMEWORK_NOTE_MAX = 200;
/** Most lessons chosen in one assignment (a course has at most 8). */
export const AI_HOMEWORK_LESSONS_MAX = 20;
/** Latest due date, in days after today. */
export const AI_HOMEWORK_DUE_MAX_DAYS = 366;

export const AI_HOMEWORK_TARGETS = ["course", "scenario"] as const;
export const AiHomeworkTargetSchema = z.enum(AI_HOMEWORK_TARGETS);
export type AiHomeworkTarget = z.infer<typeof AiHomeworkTargetSchema>;
/** open: up to and including the due date (Japan day); ended: after it. */
export const AiHomeworkStatusSchema = z.enum(["open", "ended"]);
export type AiHomeworkStatus = z.infer<typeof AiHomeworkStatusSchema>;

/** The error keys of AI homework (their Japanese messages below; the web shows its own by key). */
export const AI_HOMEWORK_ERROR_KEYS = [
  "ai_homework_not_found",
  "ai_homework_target_not_found",
  "ai_homework_duplicate",
] as const satisfies readonly ErrorKey[];
export type AiHomeworkErrorKey = (typeof AI_HOMEWORK_ERROR_KEYS)[number];

export const AI_HOMEWORK_MESSAGES: Readonly<Record<AiHomeworkErrorKey, string>> = {
  ai_homework_not_found: "指定されたAI課題が見つかりません。",
  ai_homework_target_not_found: "指定されたコース・レッスン・会話シナリオが見つかりません。",
  ai_homework_duplicate: "同じ内容の課題がこのクラスにすでに出ています（締め切り前）。",
};

const JapanDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/);
const TextId = z.string().trim().min(1).max(100);

/** The lesson ids of a course assignment: a JSON array or, from a form, "jh1-01-be-present,jh1-02-…". */
const LessonIds = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "")
      : v,
  z.array(TextId).max(AI_HOMEWORK_LESSONS_MAX),
);

/**
 * Assign body. target_type course needs course_id (lesson_ids optional: none = every lesson of the
 * course); scenario needs scenario_id. Checked on the server (400 bad_request naming the field for a
 * missing id, an impossible date or one before today or more than a year ahead; 404
 * ai_homework_target_not_found for an unknown course, lesson or scenario; 400 ai_homework_duplicate when
 * the class already has an open assignment of the same target).
 */
export const AiHomeworkAssignBodySchema = z.object({
  class_id: DbId,
  target_type: AiHomeworkTargetSchema,
  course_id: TextId.optional(),
  lesson_ids: LessonIds.optional(),
  scenario_id: TextId.optional(),
  due_date: JapanDate,
  note: z.string().trim().max(AI_HOMEWORK_NOTE_MAX).optional(),
});
export type AiHomeworkAssignBody = z.input<typeof AiHomeworkAssignBodySchema>;

/** A lesson as the assignment names it. */
export const AiHomeworkLessonSchema = z.object({
  lesson_id: z.string(),
  lesson_no: z.number().int(),
  point: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export type AiHomeworkLesson = z.infer<typeof AiHomeworkLessonSchema>;

/** An assignment as both sides show it. */
export const AiHomeworkAssignmentSchema = z.object({
  assignment_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  target_type: AiHomeworkTargetSchema,
  /** the course (target course), else null */
  course_id: z.string().nullable(),
  /** the chosen lessons, or every lesson of the course when the teacher chose none; [] for a scenario */
  lessons: z.array(AiHomeworkLessonSchema),
  /** whether the teacher chose the whole course */
  whole_course: z.boolean(),
  /** the scenario (target scenario), else null */
  scenario_id: z.string().nullable(),
  /** what is assigned, in Japanese and English (the course's or the scenario's title) */
  title: z.string(),
  title_en: z.string(),
  due_date: z.string(),
  note: z.string(),
  status: AiHomeworkStatusSchema,
  created_at: IsoDate,
});
export type AiHomeworkAssignment = z.infer<typeof AiHomeworkAssignmentSchema>;

/** One student's progress on one assignment (see the rule at the top). */
export const AiHomeworkProgressSchema = z.object({
  /** course: stages done of the chosen lessons (null for a scenario) */
  stages_done: z.number().int().nonnegative().nullable(),
  stages_total: z.number().int().nonnegative().nullable(),
  /** course: the best confirmation test score 0-100 (null before one, and for a scenario) */
  test_score: z.number().int().min(0).max(100).nullable(),
  /** scenario: finished conversations (null for a course) */
  sessions_done: z.number().int().nonnegative().nullable(),
  /** scenario: the best task completion 0-100 (null before one, and for a course) */
  best_task_score: z.number().int().min(0).max(100).nullable(),
  /** 0-100 for the bar: stages done / total, or 100 once a conversation is finished */
  percent: z.number().int().min(0).max(100),
  done: z.boolean(),
  /** the due date has passed and the student has not done it */
  late: z.boolean(),
  /** false when the student cannot open the target (a scenario without the ai_chat flag) */
  available: z.boolean(),
});
export type AiHomeworkProgress = z.infer<typeof AiHomeworkProgressSchema>;

/** A class the teacher may assign to. */
export const AiHomeworkClassSchema = z.object({
  class_id: z.number().int(),
  name: z.string(),
  student_count: z.number().int().nonnegative(),
});

/** A course with its lessons, for the assign form and the heatmap's course choice. */
export const AiHomeworkCourseSchema = z.object({
  course_id: z.string(),
  title: z.string(),
  title_en: z.string(),
  level: z.string(),
  color: z.string(),
  lessons: z.array(AiHomeworkLessonSchema),
});
export type AiHomeworkCourse = z.infer<typeof AiHomeworkCourseSchema>;

/** A conversation scenario, for the assign form. */
export const AiHomeworkScenarioSchema = z.object({
  scenario_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  level: AiSpeakingLevelSchema,
  topic: AiSpeakingTopicSchema,
  turn_count: z.number().int().nonnegative(),
});
export type AiHomeworkScenario = z.infer<typeof AiHomeworkScenarioSchema>;

/** What a teacher can assign: their open classes, the AI study courses and the AI speaking scenarios. */
export const teacherAiHomeworkOptions = defineCall({
  method: "GET",
  path: "/v3/teacher/ai-homework/options",
  auth: "teacher",
  data: z.object({
    classes: z.array(AiHomeworkClassSchema),
    courses: z.array(AiHomeworkCourseSchema),
    scenarios: z.array(AiHomeworkScenarioSchema),
  }),
});

/** Another teacher's class → 404; an archived class → 400 class_archived. */
export const teacherAiHomeworkAssign = defineCall({
  method: "POST",
  path: "/v3/teacher/ai-homework/assign",
  auth: "teacher",
  body: AiHomeworkAssignBodySchema,
  data: z.object({ assignment: AiHomeworkAssignmentSchema, students: z.number().int().nonnegative() }),
});

/** The assignments of one class (or, without class_id, of every class of the teacher), newest first. */
export const teacherAiHomeworkAssignments = defineCall({
  method: "GET",
  path: "/v3/teacher/ai-homework/assignments",
  auth: "teacher",
  query: z.object({ class_id: DbId.optional() }),
  data: z.object({
    items: z.array(
      AiHomeworkAssignmentSchema.extend({
        students: z.number().int().nonnegative(),
        done_count: z.number().int().nonnegative(),
      }),
    ),
  }),
});

/** Per-student progress of an assignment (the class's current students, by class number then name). */
export const teacherAiHomeworkProgress = defineCall({
  method: "GET",
  path: "/v3/teacher/ai-homework/progress",
  auth: "teacher",
  query: z.object({ assignment_id: DbId }),
  data: z.object({
    assignment: AiHomeworkAssignmentSchema,
    items: z.array(
      AiHomeworkProgressSchema.extend({
        student_id: z.number().int(),
        name: z.string(),
        class_number: z.number().int().nullable(),
      }),
    ),
  }),
});

/** Another teacher's (or school's) assignment → 404 ai_homework_not_found. */
export const teacherAiHomeworkDelete = defineCall({
  method: "POST",
  path: "/v3/teacher/ai-homework/delete",
  auth: "teacher",
  body: z.object({ assignment_id: DbId }),
  data: z.object({ deleted: z.literal(true) }),
});

/** One cell of the heatmap: a student's mastery of a point (p is the prior without evidence). */
export const AiHomeworkHeatCellSchema = z.object({
  point: z.string(),
  p: z.number().min(0).max(1),
  label: AiMasteryLabelSchema,
  answers: z.number().int().nonnegative(),
});
export type AiHomeworkHeatCell = z.infer<typeof AiHomeworkHeatCellSchema>;

/**
 * The class's mastery of a course's grammar points: students × points (in lesson order). A point's
 * class_average is the mean p over the students with evidence (answers > 0), null when none has any.
 */
export const teacherAiHomeworkHeatmap = defineCall({
  method: "GET",
  path: "/v3/teacher/ai-homework/heatmap",
  auth: "teacher",
  query: z.object({ class_id: DbId, course_id: TextId }),
  data: z.object({
    course: AiHomeworkCourseSchema.omit({ lessons: true }),
    points: z.array(
      z.object({
        point: z.string(),
        name_ja: z.string(),
        name_en: z.string(),
        lesson_id: z.string(),
        class_average: z.number().min(0).max(1).nullable(),
        /** students with at least one answer showing the point */
        students_with_evidence: z.number().int().nonnegative(),
      }),
    ),
    students: z.array(
      z.object({
        student_id: z.number().int(),
        name: z.string(),
        class_number: z.number().int().nullable(),
        /** one per point, in the points' order */
        cells: z.array(AiHomeworkHeatCellSchema),
      }),
    ),
  }),
});

/**
 * The student's open AI homework (their current class's assignments up to the due date), soonest due
 * first, each with the student's own progress and where to study it (`link`: /aistudy/list?course_id=…
 * or /ai-speaking/detail?scenario_id=…).
 */
export const aiHomeworkList = defineCall({
  method: "GET",
  path: "/v3/ai/homework/list",
  auth: "student",
  data: z.object({
    items: z.array(
      AiHomeworkAssignmentSchema.extend(AiHomeworkProgressSchema.shape).extend({ link: z.string() }),
    ),
  }),
});
