import { z } from "zod";
import { EBOOK_YL_MAX, EBOOK_YL_MIN, EbookBookIdSchema, EbookSummarySchema } from "./ebook.ts";
import { DbId, defineCall, IsoDate } from "./envelope.ts";

/**
 * Free-reading homework (issue 23): a teacher sets a class a reading target over a period (Japan days),
 * either on books of a level range or on chosen books, counted in books or in words. Students of the
 * class (also those who join later) see it with their progress.
 *
 * Progress rule: a book counts when it was finished (last page reached or marked read) inside the period
 * and is eligible (its yl in [yl_min, yl_max], or one of the chosen books); words = the words of reading
 * logs inside the period on eligible books (each log already capped at the pages' words). done = the
 * target is reached.
 */

export const FREE_READING_TITLE_MAX = 40;
export const FREE_READING_BOOKS_MAX = 40;
/** target_value limits: books 1-100, words 1-1,000,000. */
export const FREE_READING_TARGET_BOOKS_MAX = 100;
export const FREE_READING_TARGET_WORDS_MAX = 1_000_000;

export const FREE_READING_MODES = ["level", "books"] as const;
export const FreeReadingModeSchema = z.enum(FREE_READING_MODES);
export type FreeReadingMode = z.infer<typeof FreeReadingModeSchema>;
export const FREE_READING_TARGETS = ["books", "words"] as const;
export const FreeReadingTargetSchema = z.enum(FREE_READING_TARGETS);
export type FreeReadingTarget = z.infer<typeof FreeReadingTargetSchema>;
/** upcoming: before start_date; open: start_date..end_date; ended: after end_date (Japan days). */
export const FreeReadingPeriodStatusSchema = z.enum(["upcoming", "open", "ended"]);
export type FreeReadingPeriodStatus = z.infer<typeof FreeReadingPeriodStatusSchema>;

const JapanDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/);

/** The book ids of a "books" assignment: a JSON array or, from a form, "eb-01-a,eb-02-b". */
const BookIds = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "")
      : v,
  z.array(EbookBookIdSchema).min(1).max(FREE_READING_BOOKS_MAX),
);

/**
 * Assign body. Checked on the server as well (400 bad_request naming the field): mode level needs yl_min
 * ≤ yl_max (defaults 0.5 and 4.0); mode books needs book_ids of existing books; start_date ≤ end_date and
 * a real date; target_value within its target's limit.
 */
export const FreeReadingAssignBodySchema = z.object({
  class_id: DbId,
  title: z.string().trim().min(1).max(FREE_READING_TITLE_MAX),
  mode: FreeReadingModeSchema,
  yl_min: z.coerce.number().min(EBOOK_YL_MIN).max(EBOOK_YL_MAX).optional(),
  yl_max: z.coerce.number().min(EBOOK_YL_MIN).max(EBOOK_YL_MAX).optional(),
  book_ids: BookIds.optional(),
  target_type: FreeReadingTargetSchema,
  target_value: z.coerce.number().int().min(1).max(FREE_READING_TARGET_WORDS_MAX),
  start_date: JapanDate,
  end_date: JapanDate,
});
export type FreeReadingAssignBody = z.input<typeof FreeReadingAssignBodySchema>;

/** An assignment as both sides show it. */
export const FreeReadingAssignmentSchema = z.object({
  assignment_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  title: z.string(),
  mode: FreeReadingModeSchema,
  /** the level range (mode level), else null */
  yl_min: z.number().nullable(),
  yl_max: z.number().nullable(),
  /** the chosen books (mode books), else [] */
  books: z.array(z.object({ book_id: z.string(), title: z.string(), title_ja: z.string(), yl: z.number() })),
  target_type: FreeReadingTargetSchema,
  target_value: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  status: FreeReadingPeriodStatusSchema,
  created_at: IsoDate,
});
export type FreeReadingAssignment = z.infer<typeof FreeReadingAssignmentSchema>;

/** One student's progress on one assignment. progress = books_read or words_read, per target_type. */
export const FreeReadingProgressSchema = z.object({
  books_read: z.number().int().nonnegative(),
  words_read: z.number().int().nonnegative(),
  progress: z.number().int().nonnegative(),
  /** progress / target_value as a percentage, capped at 100 */
  percent: z.number().int().min(0).max(100),
  done: z.boolean(),
});
export type FreeReadingProgress = z.infer<typeof FreeReadingProgressSchema>;

/** The student's free-reading homework (every class they are in), open ones first, then by end_date. */
export const ebookFreeReadingList = defineCall({
  method: "GET",
  path: "/v3/ebook/free-reading-list",
  auth: "student",
  data: z.object({ items: z.array(FreeReadingAssignmentSchema.extend(FreeReadingProgressSchema.shape)) }),
});

/** The library for choosing books (every book, by level). */
export const teacherFreeReadingBooks = defineCall({
  method: "GET",
  path: "/v3/teacher/free-reading/books",
  auth: "teacher",
  data: z.object({ items: z.array(EbookSummarySchema) }),
});

/** Another teacher's class → 404; an archived class → 400 class_archived. */
export const teacherFreeReadingAssign = defineCall({
  method: "POST",
  path: "/v3/teacher/free-reading/assign",
  auth: "teacher",
  body: FreeReadingAssignBodySchema,
  data: z.object({ assignment: FreeReadingAssignmentSchema, students: z.number().int().nonnegative() }),
});

/** The class's assignments, newest first, with how many students are done. */
export const teacherFreeReadingAssignments = defineCall({
  method: "GET",
  path: "/v3/teacher/free-reading/assignments",
  auth: "teacher",
  query: z.object({ class_id: DbId }),
  data: z.object({
    items: z.array(
      FreeReadingAssignmentSchema.extend({
        students: z.number().int().nonnegative(),
        done_count: z.number().int().nonnegative(),
      }),
    ),
  }),
});

/** Per-student progress of an assignment (the class's current students, by class number then name). */
export const teacherFreeReadingProgress = defineCall({
  method: "GET",
  path: "/v3/teacher/free-reading/progress",
  auth: "teacher",
  query: z.object({ assignment_id: DbId }),
  data: z.object({
    assignment: FreeReadingAssignmentSchema,
    items: z.array(
      FreeReadingProgressSchema.extend({
        student_id: z.number().int(),
        name: z.string(),
        class_number: z.number().int().nullable(),
        /** eligible books finished in the period */
        books: z.array(z.object({ book_id: z.string(), title: z.string(), read_at: IsoDate })),
      }),
    ),
  }),
});

export const teacherFreeReadingDelete = defineCall({
  method: "POST",
  path: "/v3/teacher/free-reading/delete",
  auth: "teacher",
  body: z.object({ assignment_id: DbId }),
  data: z.object({ deleted: z.literal(true) }),
});
