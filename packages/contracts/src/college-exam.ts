import { z } from "zod";
import { defineCall, IsoDate } from "./envelope.ts";

/**
 * Listening exams (spec "College exam" calls under college-exam/): the Common Test (region 1) and the
 * high-school entrance exams by region style (regions 2-4, @hibiki/exercises/listening-exam). A set is
 * played with the textbook calls (module listening); region/log/submit then records the finished sitting
 * on the exam's scale, and the questions it got wrong wait in the review list until answered right.
 * res_id and eiken_id name a set by its catalogue res_id.
 */

const RegionId = z.coerce
  .number({ error: "region_id must be a number" })
  .int("region_id must be a whole number")
  .min(1, "region_id must be 1-4")
  .max(4, "region_id must be 1-4");
const SetId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a set's id`);
const Guid = z.string().trim().min(1, "guid is required").max(64, "guid is too long");

export const ListeningPartSchema = z.object({
  part: z.string(),
  name: z.string(),
  name_en: z.string(),
  plays: z.number().int(),
  points: z.number(),
});

/** A region (an exam, or an entrance-exam style) with the student's progress. */
export const ListeningRegionSchema = z.object({
  region_id: z.number().int(),
  exam: z.enum(["common_test", "high_school"]),
  key: z.string(),
  name: z.string(),
  name_en: z.string(),
  lead: z.string(),
  lead_en: z.string(),
  set_count: z.number().int().nonnegative(),
  question_count: z.number().int().nonnegative(),
  /** sets finished at least once */
  done_count: z.number().int().nonnegative(),
  /** the best percent of right answers over the region's sittings (null before the first) */
  best_percent: z.number().int().min(0).max(100).nullable(),
  /** questions waiting in the review list */
  review_count: z.number().int().nonnegative(),
  last_at: IsoDate.nullable(),
});

/** A part's result in a sitting. */
export const ListeningPartResultSchema = z.object({
  part: z.string(),
  right: z.number().int(),
  total: z.number().int(),
  points: z.number(),
  max_points: z.number(),
});

/** One set of a region with the student's results. */
export const ListeningSetSchema = z.object({
  res_id: z.number().int(),
  res_code: z.string(),
  title: z.string(),
  title_en: z.string(),
  set: z.enum(["practice", "mock"]),
  /** a Common Test practice set's part (null otherwise) */
  part: z.string().nullable(),
  /** the parts its questions belong to, in order, without repeats */
  parts: z.array(z.string()),
  question_count: z.number().int(),
  max_points: z.number(),
  learn_count: z.number().int().nonnegative(),
  best_points: z.number().nullable(),
  best_percent: z.number().int().nullable(),
  last_points: z.number().nullable(),
  last_percent: z.number().int().nullable(),
  last_guid: z.string().nullable(),
  last_at: IsoDate.nullable(),
  review_count: z.number().int().nonnegative(),
});
export type ListeningSet = z.infer<typeof ListeningSetSchema>;

/** One recorded sitting of a set, scored on the exam's scale. */
export const ListeningLogSchema = z.object({
  log_id: z.number().int(),
  res_id: z.number().int(),
  res_code: z.string(),
  guid: z.string(),
  mode: z.enum(["exam", "practice", "review"]),
  points: z.number(),
  max_points: z.number(),
  percent: z.number().int(),
  right: z.number().int(),
  total: z.number().int(),
  parts: z.array(ListeningPartResultSchema),
  /** every question of the sitting: its part, the item that holds it and whether it was right */
  marks: z.array(
    z.object({ question_id: z.string(), item_id: z.string(), part: z.string(), right: z.boolean() }),
  ),
  created_at: IsoDate,
});
export type ListeningLog = z.infer<typeof ListeningLogSchema>;

export const collegeExamRegionIndex = defineCall({
  method: "GET",
  path: "/v3/college-exam/region/index",
  auth: "student",
  data: z.object({
    regions: z.array(ListeningRegionSchema),
    /** the entrance-exam style the student chose (region/submit), or null */
    my_region_id: z.number().int().nullable(),
  }),
});

export const collegeExamRegionList = defineCall({
  method: "GET",
  path: "/v3/college-exam/region/list",
  auth: "student",
  query: z.object({ region_id: RegionId }),
  data: z.object({
    region: ListeningRegionSchema.extend({ parts: z.array(ListeningPartSchema) }),
    sets: z.array(ListeningSetSchema),
  }),
});

export const collegeExamRegionSubmit = defineCall({
  method: "POST",
  path: "/v3/college-exam/region/submit",
  auth: "student",
  body: z.object({ region_id: RegionId }),
  data: z.object({ my_region_id: z.number().int() }),
});

export const collegeExamRegionLogs = defineCall({
  method: "GET",
  path: "/v3/college-exam/region/logs",
  auth: "student",
  query: z.object({ res_id: SetId("res_id") }),
  data: z.object({ set: ListeningSetSchema, region_id: z.number().int(), logs: z.array(ListeningLogSchema) }),
});

export const collegeExamRegionLogSubmit = defineCall({
  method: "POST",
  path: "/v3/college-exam/region/log/submit",
  auth: "student",
  body: z.object({ res_id: SetId("res_id"), guid: Guid }),
  data: z.object({ log: ListeningLogSchema, best: z.boolean(), review_count: z.number().int() }),
});

/** A set with questions waiting for review. */
export const ListeningReviewSetSchema = z.object({
  eiken_id: z.number().int(),
  res_code: z.string(),
  region_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  /** the questions to review, and the items that hold them (what the player replays) */
  question_ids: z.array(z.string()),
  item_ids: z.array(z.string()),
  parts: z.array(z.string()),
});

export const collegeExamReviewIndex = defineCall({
  method: "GET",
  path: "/v3/college-exam/review/index",
  auth: "student",
  query: z.object({ region_id: RegionId.optional() }),
  data: z.object({ sets: z.array(ListeningReviewSetSchema), total: z.number().int() }),
});

export const collegeExamReviewLogs = defineCall({
  method: "GET",
  path: "/v3/college-exam/review/logs",
  auth: "student",
  query: z.object({ eiken_id: SetId("eiken_id") }),
  data: z.object({ review: ListeningReviewSetSchema, logs: z.array(ListeningLogSchema) }),
});

export const collegeExamReviewLogSubmit = defineCall({
  method: "POST",
  path: "/v3/college-exam/review/log/submit",
  auth: "student",
  body: z.object({ eiken_id: SetId("eiken_id"), guid: Guid }),
  data: z.object({
    log: ListeningLogSchema,
    /** questions answered right this time (out of the review list) and still waiting */
    cleared: z.array(z.string()),
    remaining: z.array(z.string()),
  }),
});
