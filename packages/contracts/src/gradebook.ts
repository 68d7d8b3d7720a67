import { z } from "zod";
import { DbId, defineCall, FlagInput, IsoDate } from "./envelope.ts";

/**
 * The grade book (issue 17): per class, students × homework and word tests, with each cell's status,
 * the automatic score, and the teacher's mark (which overrides the score, with a reason).
 */

const Id = DbId;

/** What a student did with one homework or word test. */
export const GradeStatusSchema = z.enum([
  "not_started",
  "in_progress",
  "submitted",
  "late",
  "returned",
  /** a word test left midway (0 points) */
  "left",
  /** a homework given to chosen students of the class, not this one */
  "not_assigned",
]);
export type GradeStatus = z.infer<typeof GradeStatusSchema>;

export const GradeItemKindSchema = z.enum(["homework", "word_test"]);
export type GradeItemKind = z.infer<typeof GradeItemKindSchema>;

export const GradeColumnSchema = z.object({
  kind: GradeItemKindSchema,
  id: z.number().int(),
  title: z.string(),
  /** homework deadline or word-test end */
  due_at: IsoDate,
  /** 1 when every topic is a writing kind (its score is the checker's, not a flat 100) */
  is_writing: z.union([z.literal(0), z.literal(1)]),
});
export type GradeColumn = z.infer<typeof GradeColumnSchema>;

export const GradeCellSchema = z.object({
  status: GradeStatusSchema,
  /** the automatic score 0-100 (writing: the checker's), null when nothing is handed in */
  score: z.number().min(0).max(100).nullable(),
  /** the teacher's mark 0-100, which counts instead of the score */
  mark: z.number().min(0).max(100).nullable(),
  mark_reason: z.string().nullable(),
  /** when it was handed in (or the word test ended), null when not */
  submitted_at: IsoDate.nullable(),
  /**
   * a Tokyo speaking test handed in: its best attempt's grade (A-F) and points per part (the score is
   * that attempt's 0-100)
   */
  tokyo: z
    .object({
      grade: z.enum(["A", "B", "C", "D", "E", "F"]),
      parts: z.array(
        z.object({ part: z.enum(["A", "B", "C", "D"]), points: z.number(), max: z.number().int() }),
      ),
    })
    .nullable()
    .optional(),
});
export type GradeCell = z.infer<typeof GradeCellSchema>;

export const GradeRowSchema = z.object({
  student_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  class_number: z.number().int().nullable(),
  /** one per column, in the columns' order */
  cells: z.array(GradeCellSchema),
  /** mean of the counted cells (mark, else score; not-started never counts as 0), null when none */
  average: z.number().nullable(),
  /** cells handed in (or marked), out of the columns given to the student (not "not_assigned") */
  counted: z.number().int(),
  /** mean percent of the student's own practice (textbook, skill-up), null when none */
  practice_average: z.number().nullable(),
  /** active study time: the gaps between saved answers, each counted up to 5 minutes */
  study_seconds: z.number().int().min(0),
});
export type GradeRow = z.infer<typeof GradeRowSchema>;

export const GradebookSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  /** 1 when the averages include the student's own practice as one more column */
  include_practice: z.union([z.literal(0), z.literal(1)]),
  columns: z.array(GradeColumnSchema),
  rows: z.array(GradeRowSchema),
});
export type Gradebook = z.infer<typeof GradebookSchema>;

const GradebookQuery = z.object({ class_id: Id, include_practice: FlagInput.default(0) });

export const teacherGradebook = defineCall({
  method: "GET",
  path: "/v3/teacher/gradebook",
  auth: "teacher",
  query: GradebookQuery,
  data: GradebookSchema,
});

/** The grade book as CSV (UTF-8 with BOM, Japan time), one row per student. */
export const teacherGradebookCsv = defineCall({
  method: "GET",
  path: "/v3/teacher/gradebook-csv",
  auth: "teacher",
  query: GradebookQuery,
  data: z.object({ filename: z.string(), csv: z.string() }),
});

/** Enter or override a student's mark for one homework or word test (mark null: remove it). */
export const GradebookMarkBodySchema = z
  .object({
    kind: GradeItemKindSchema,
    item_id: Id,
    student_id: Id,
    /** "" or null removes the mark (a form drops nulls, so the console sends "") */
    mark: z.preprocess((v) => (v === "" ? null : v), z.coerce.number().min(0).max(100).nullable()),
    reason: z.string().trim().max(200).default(""),
  })
  .refine((b) => b.mark === null || b.reason.length > 0, {
    message: "a mark needs a reason",
    path: ["reason"],
  });
export const teacherGradebookMark = defineCall({
  method: "POST",
  path: "/v3/teacher/gradebook-mark",
  auth: "teacher",
  body: GradebookMarkBodySchema,
  data: GradeCellSchema.pick({ mark: true, mark_reason: true }),
});
