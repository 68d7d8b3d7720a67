import { CEFR_STEPS } from "@hibiki/exercises/cefr";
import { z } from "zod";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";

/**
 * The CEFR-J level test calls (spec "CEFR test", routes under /steps): the steps map with the student's
 * level, the adaptive placement and the step tests (start, answer one item at a time, result), the level's
 * traces and the test logs, and the weak questions (info, list, practice answers and their log).
 * Scores are percents 0-100. Items are the level test bank's answerable items, named
 * `<res_code>/<question_id>`; the client plays one with the kind's player from its resource.json.
 */

export const CefrStepSchema = z.enum(CEFR_STEPS);
export type CefrStepCode = z.infer<typeof CefrStepSchema>;
export const CefrSkillSchema = z.enum(["listening", "reading", "vocabulary", "grammar", "speaking"]);
export type CefrSkill = z.infer<typeof CefrSkillSchema>;
export const CefrTestTypeSchema = z.enum(["placement", "step"]);
/** A CEFR question type (spec "CEFR types 1-17"; names in @hibiki/exercises/cefr CEFR_TYPES). */
export const CefrTypeCodeSchema = z.coerce.number().int().min(1).max(17);
export type CefrTestType = z.infer<typeof CefrTestTypeSchema>;

/** An item of the bank: `<res_code>/<question_id>`. */
export const CefrItemIdSchema = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9_.-]+$/, "item_id must be <res_code>/<question_id>");

/** One step of the map, with the student's standing on it. */
export const CefrLevelSchema = z.object({
  level: CefrStepSchema,
  order: z.number().int().positive(),
  title: z.string(),
  title_en: z.string(),
  can_do: z.string(),
  can_do_en: z.string(),
  /** passed: below the current step; current: the student's step; locked: above it (or no level yet) */
  status: z.enum(["passed", "current", "locked"]),
  /** best step-test percent at this step; null when never tested there */
  best_score: z.number().min(0).max(100).nullable(),
  tested_count: z.number().int().nonnegative(),
  item_count: z.number().int().nonnegative(),
});
export type CefrLevel = z.infer<typeof CefrLevelSchema>;

export const cefrTestLevels = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-levels",
  auth: "student",
  data: z.object({
    /** the student's CEFR-J step; null before the placement */
    current_level: CefrStepSchema.nullable(),
    upgrade_score: z.number(),
    downgrade_score: z.number(),
    /** an unfinished test to resume, if any */
    open_test_id: z.number().int().nullable(),
    levels: z.array(CefrLevelSchema),
  }),
});

/** What a step tests: its resources with skill and point. */
export const CefrResourceSchema = z.object({
  res_code: z.string(),
  res_title: z.string(),
  res_title_en: z.string(),
  kind: z.string(),
  skill: CefrSkillSchema,
  cefr_type: CefrTypeCodeSchema,
  point: z.string(),
  item_count: z.number().int().nonnegative(),
});
export type CefrResource = z.infer<typeof CefrResourceSchema>;

export const cefrTestResources = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-resources",
  auth: "student",
  query: z.object({ level: CefrStepSchema }),
  data: z.object({
    level: CefrStepSchema,
    title: z.string(),
    title_en: z.string(),
    can_do: z.string(),
    can_do_en: z.string(),
    resources: z.array(CefrResourceSchema),
  }),
});

/** The item to play next: where its resource is and which item of it. */
export const CefrItemRefSchema = z.object({
  item_id: z.string(),
  res_code: z.string(),
  res_version: z.number().int().positive(),
  question_id: z.string(),
  kind: z.string(),
  skill: CefrSkillSchema,
  cefr_type: CefrTypeCodeSchema,
  /** the resource.json under /res/ */
  resource_url: z.string(),
});
export type CefrItemRef = z.infer<typeof CefrItemRefSchema>;

/** One answered item of a test, as the result lists it. */
export const CefrAnsweredSchema = z.object({
  item_id: z.string(),
  skill: CefrSkillSchema,
  point: z.string(),
  level: CefrStepSchema,
  /** 0-100 */
  score: z.number().min(0).max(100),
  correct: Flag,
});

/** A finished test's outcome. */
export const CefrTestResultSchema = z.object({
  test_id: z.number().int(),
  test_type: CefrTestTypeSchema,
  /** the step tested (step tests), or the placed step (placement) */
  level: CefrStepSchema,
  /** 0-100: the share of the test's points earned */
  score: z.number().min(0).max(100),
  level_before: CefrStepSchema.nullable(),
  level_after: CefrStepSchema,
  moved: z.enum(["placed", "up", "down", "same"]),
  /** placement: the ability estimate (logits), its standard error and the 95% band of steps */
  theta: z.number().nullable(),
  se: z.number().nullable(),
  band_low: CefrStepSchema.nullable(),
  band_high: CefrStepSchema.nullable(),
  skills: z.array(z.object({ skill: CefrSkillSchema, answered: z.number().int(), percent: z.number() })),
  answers: z.array(CefrAnsweredSchema),
  started_at: IsoDate,
  finished_at: IsoDate,
});
export type CefrTestResult = z.infer<typeof CefrTestResultSchema>;

/** A test in progress or finished: the next item, or the result. */
export const CefrTestStateSchema = z.object({
  test_id: z.number().int(),
  test_type: CefrTestTypeSchema,
  level: CefrStepSchema.nullable(),
  status: z.enum(["in_progress", "finished"]),
  answered: z.number().int().nonnegative(),
  /** the most items the test can have (placement: 30; a step test: its fixed length) */
  max_items: z.number().int().positive(),
  next: CefrItemRefSchema.nullable(),
  result: CefrTestResultSchema.nullable(),
});
export type CefrTestState = z.infer<typeof CefrTestStateSchema>;

export const cefrStartTest = defineCall({
  method: "POST",
  path: "/v3/cefr-for-student/start-cefr-test",
  auth: "student",
  body: z.object({
    test_type: CefrTestTypeSchema,
    /** step tests only: must be the student's current step */
    level: CefrStepSchema.optional(),
  }),
  data: CefrTestStateSchema,
});

export const cefrTestState = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-state",
  auth: "student",
  query: z.object({ test_id: DbId }),
  data: CefrTestStateSchema,
});

/** An answer item as the players post it (validated by the kind's answer schema on the server). */
const AnswerItemSchema = z.record(z.string(), z.unknown());

export const cefrSubmitAnswer = defineCall({
  method: "POST",
  path: "/v3/cefr-for-student/submit-cefr-test-answer",
  auth: "student",
  body: z.object({ test_id: DbId, item_id: CefrItemIdSchema, item: AnswerItemSchema }),
  data: CefrTestStateSchema,
});

export const cefrTestResult = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-result",
  auth: "student",
  query: z.object({ test_id: DbId }),
  data: CefrTestResultSchema,
});

export const cefrTestTraces = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-traces",
  auth: "student",
  data: z.object({
    traces: z.array(
      z.object({
        level: CefrStepSchema,
        reason: z.enum(["placed", "up", "down"]),
        test_id: z.number().int().nullable(),
        at: IsoDate,
      }),
    ),
  }),
});

export const CefrLogSchema = z.object({
  test_id: z.number().int(),
  test_type: CefrTestTypeSchema,
  level: CefrStepSchema.nullable(),
  status: z.enum(["in_progress", "finished"]),
  score: z.number().nullable(),
  moved: z.enum(["placed", "up", "down", "same"]).nullable(),
  answered: z.number().int(),
  started_at: IsoDate,
  finished_at: IsoDate.nullable(),
});

export const cefrTestLogs = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-logs",
  auth: "student",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.object({ list: z.array(CefrLogSchema), total: z.number().int() }),
});

export const cefrWeakInfo = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-weak-info",
  auth: "student",
  data: z.object({
    /** 1 once the student has finished a test (weak questions come from tests) */
    has_weak_auth: Flag,
    /** weak questions not yet cleared */
    has_weak_count: z.number().int().nonnegative(),
  }),
});

/** A weak question: wrong in a test, cleared when right twice in a row in practice. */
export const CefrWeakItemSchema = z.object({
  item: CefrItemRefSchema,
  point: z.string(),
  level: CefrStepSchema,
  wrong_count: z.number().int(),
  right_streak: z.number().int(),
  added_at: IsoDate,
});
export type CefrWeakItem = z.infer<typeof CefrWeakItemSchema>;

export const cefrWeakResult = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-weak-result",
  auth: "student",
  query: z.object({ skill: CefrSkillSchema.optional(), cefr_type: CefrTypeCodeSchema.optional() }),
  data: z.object({
    items: z.array(CefrWeakItemSchema),
    by_skill: z.array(z.object({ skill: CefrSkillSchema, count: z.number().int() })),
    /** open weak questions per question type (whatever the filter) */
    by_type: z.array(z.object({ cefr_type: CefrTypeCodeSchema, count: z.number().int() })),
    /** questions cleared (right twice in a row) so far */
    cleared_count: z.number().int(),
  }),
});

export const cefrSubmitWeakLog = defineCall({
  method: "POST",
  path: "/v3/cefr-for-student/submit-cefr-test-weak-logs",
  auth: "student",
  body: z.object({ item_id: CefrItemIdSchema, item: AnswerItemSchema }),
  data: z.object({
    item_id: z.string(),
    score: z.number().min(0).max(100),
    correct: Flag,
    right_streak: z.number().int(),
    /** 1 when this answer cleared the question (right twice in a row) */
    cleared: Flag,
    remaining: z.number().int(),
  }),
});

export const cefrWeakLogs = defineCall({
  method: "GET",
  path: "/v3/cefr-for-student/get-cefr-test-weak-logs",
  auth: "student",
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  data: z.object({
    list: z.array(
      z.object({
        item_id: z.string(),
        skill: CefrSkillSchema,
        point: z.string(),
        score: z.number(),
        correct: Flag,
        at: IsoDate,
      }),
    ),
  }),
});
