import { z } from "zod";
import { defineCall, IsoDate } from "./envelope.ts";

/**
 * The Tokyo speaking test (ESAT-J) area: practice resources by folder (spec "Exam":
 * tokyo-higher/practice-resource/list). Folders (dir_id): 1 full tests, 2-5 the training sets of parts
 * A-D (@hibiki/exercises/tokyo TOKYO_DIRS). A result is the test's 0-100 score and its A-F grade.
 */

export const TokyoPartSchema = z.enum(["A", "B", "C", "D"]);
export const TokyoGradeSchema = z.enum(["A", "B", "C", "D", "E", "F"]);

/** One folder with how many resources it holds. */
export const TokyoDirSchema = z.object({
  dir_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  set: z.enum(["test", "training"]),
  part: TokyoPartSchema.nullable(),
  count: z.number().int().nonnegative(),
});

/** One full test or training set with the student's results. */
export const TokyoResourceSchema = z.object({
  res_code: z.string(),
  title: z.string(),
  title_en: z.string(),
  set: z.enum(["test", "training"]),
  part: TokyoPartSchema.nullable(),
  /** each item's part, in order */
  parts: z.array(TokyoPartSchema),
  /** finished attempts (any mode) */
  learn_count: z.number().int().nonnegative(),
  /** the best and the latest finished attempt's 0-100 score and grade (null before the first) */
  best_score: z.number().int().min(0).max(100).nullable(),
  best_grade: TokyoGradeSchema.nullable(),
  last_score: z.number().int().min(0).max(100).nullable(),
  last_grade: TokyoGradeSchema.nullable(),
  /** the latest finished attempt: its guid and mode (for its result page) and when it ended */
  last_guid: z.string().nullable(),
  last_mode: z.string().nullable(),
  last_at: IsoDate.nullable(),
});
export type TokyoResource = z.infer<typeof TokyoResourceSchema>;

export const tokyoPracticeResourceList = defineCall({
  method: "GET",
  path: "/v3/tokyo-higher/practice-resource/list",
  auth: "student",
  query: z.object({
    dir_id: z.coerce.number().int().min(1, "dir_id must be 1-5").max(5, "dir_id must be 1-5").default(1),
  }),
  data: z.object({
    dir_id: z.number().int(),
    dirs: z.array(TokyoDirSchema),
    list: z.array(TokyoResourceSchema),
  }),
});
