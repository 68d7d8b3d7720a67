import { z } from "zod";
import { EikenLevelIdSchema } from "./eiken.ts";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";

/**
 * Eiken first-stage practice (routes /eiken/rwl, /eiken/practice) and the full mock test (/eiken/challenge,
 * /eiken/challengeResult). Practice sets and the mock test's parts are ordinary resources played with
 * the textbook calls (topic-resource-info, topic-answer-record) in paper, exam or review mode; these calls
 * list them with the student's progress and run the mock test: its parts in paper order, the reading
 * and writing time limit, and the result with per-skill scores, an estimated CSE label and weak points.
 */

export const EikenSetSchema = z.enum(["practice", "mock"]);
export const EikenSkillSchema = z.enum(["reading", "listening", "writing"]);

/** A practice set or mock part with the student's progress on it. */
export const EikenPracticeResourceSchema = z.object({
  res_code: z.string(),
  title: z.string(),
  title_en: z.string(),
  kind: z.string(),
  /** answerable questions (a passage counts its questions) */
  question_count: z.number().int().nonnegative(),
  learn_count: z.number().int().nonnegative(),
  best_score: z.number().min(0).max(100),
  /** items answered wrongly in the latest finished attempt (what review mode replays) */
  wrong_question_ids: z.array(z.string()),
  plays: z.number().int().nullable(),
});
export type EikenPracticeResource = z.infer<typeof EikenPracticeResourceSchema>;

export const EikenPracticeSectionSchema = z.object({
  section: z.string(),
  skill: EikenSkillSchema,
  name: z.string(),
  name_en: z.string(),
  /** items of this section in the full test */
  paper_count: z.number().int().nonnegative(),
  resources: z.array(EikenPracticeResourceSchema),
});
export type EikenPracticeSection = z.infer<typeof EikenPracticeSectionSchema>;

export const eikenPracticeList = defineCall({
  method: "GET",
  path: "/v3/eiken/practice/list",
  auth: "student",
  query: z.object({ level_id: EikenLevelIdSchema, set: EikenSetSchema.default("practice") }),
  data: z.object({
    level_id: z.number().int(),
    grade: z.string(),
    set: EikenSetSchema,
    /** reading and writing time of the full test, minutes */
    rw_minutes: z.number().int(),
    sections: z.array(EikenPracticeSectionSchema),
  }),
});

/** One part of a mock test as the student takes it. */
export const EikenChallengePartSchema = z.object({
  res_code: z.string(),
  section: z.string(),
  skill: EikenSkillSchema,
  title: z.string(),
  question_count: z.number().int().nonnegative(),
  plays: z.number().int().nullable(),
  /** the attempt that answered it, once done */
  guid: z.string().nullable(),
  done: Flag,
});

export const EikenChallengeStateSchema = z.object({
  challenge_id: z.number().int(),
  level_id: z.number().int(),
  grade: z.string(),
  status: z.enum(["in_progress", "finished"]),
  started_at: IsoDate,
  /** reading and writing close at this time; listening runs with its audio */
  rw_deadline_at: IsoDate,
  /** seconds of reading and writing time left (0 once over) */
  rw_seconds_left: z.number().int().nonnegative(),
  parts: z.array(EikenChallengePartSchema),
  /** the part to take now; null when every part is done */
  next_res_code: z.string().nullable(),
});
export type EikenChallengeState = z.infer<typeof EikenChallengeStateSchema>;

/** Starts the grade's mock test, or returns the one in progress. */
export const eikenChallengeStart = defineCall({
  method: "POST",
  path: "/v3/eiken/challenge/start",
  auth: "student",
  body: z.object({ level_id: EikenLevelIdSchema }),
  data: EikenChallengeStateSchema,
});

export const eikenChallengeState = defineCall({
  method: "GET",
  path: "/v3/eiken/challenge/state",
  auth: "student",
  query: z.object({ challenge_id: DbId }),
  data: EikenChallengeStateSchema,
});

/**
 * A part is done: the attempt (guid) that answered it. Reading and writing parts may also be closed by the
 * time limit (then answers after the deadline do not count). The last part finishes the test.
 */
export const eikenChallengePartDone = defineCall({
  method: "POST",
  path: "/v3/eiken/challenge/part-done",
  auth: "student",
  body: z.object({
    challenge_id: DbId,
    res_code: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[a-z0-9-]+$/, "res_code: a-z, 0-9 and '-'"),
    guid: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, "guid: letters, digits and '-'")
      .optional(),
  }),
  data: EikenChallengeStateSchema,
});

export const EikenChallengeResultSchema = z.object({
  challenge_id: z.number().int(),
  level_id: z.number().int(),
  grade: z.string(),
  started_at: IsoDate,
  finished_at: IsoDate.nullable(),
  skills: z.array(
    z.object({
      skill: EikenSkillSchema,
      /** share of the skill's points, 0-100 */
      percent: z.number().min(0).max(100),
      /** estimated CSE score of the skill */
      cse: z.number().int().nonnegative(),
      cse_max: z.number().int().positive(),
    }),
  ),
  cse_total: z.number().int().nonnegative(),
  cse_max: z.number().int().positive(),
  /** the first stage's pass line on the CSE scale */
  cse_pass: z.number().int().positive(),
  /** 0 when the grade's CSE maxima are our assumption, not published figures */
  cse_confirmed: Flag,
  /** the estimate says the student would pass */
  pass_estimate: Flag,
  sections: z.array(
    z.object({
      section: z.string(),
      skill: EikenSkillSchema,
      name: z.string(),
      name_en: z.string(),
      /** right answers (writing: the checker's percent as a share of one task) */
      right: z.number().min(0),
      count: z.number().int().nonnegative(),
      percent: z.number().min(0).max(100),
    }),
  ),
  /** sections under 60%, weakest first: what to practise */
  weak_sections: z.array(z.string()),
});
export type EikenChallengeResult = z.infer<typeof EikenChallengeResultSchema>;

export const eikenChallengeResult = defineCall({
  method: "GET",
  path: "/v3/eiken/challenge/result",
  auth: "student",
  query: z.object({ challenge_id: DbId }),
  data: EikenChallengeResultSchema,
});

/** The student's mock tests of a grade, newest first. */
export const eikenChallengeLogs = defineCall({
  method: "GET",
  path: "/v3/eiken/challenge/logs",
  auth: "student",
  query: z.object({ level_id: EikenLevelIdSchema }),
  data: z.object({
    list: z.array(
      z.object({
        challenge_id: z.number().int(),
        status: z.enum(["in_progress", "finished"]),
        started_at: IsoDate,
        finished_at: IsoDate.nullable(),
        cse_total: z.number().int().nullable(),
        pass_estimate: Flag.nullable(),
      }),
    ),
  }),
});

/** A grade's interview (speaking-test) cards with the student's attempts. */
export const eikenInterviewList = defineCall({
  method: "GET",
  path: "/v3/eiken/interview/list",
  auth: "student",
  query: z.object({ level_id: EikenLevelIdSchema }),
  data: z.object({
    level_id: z.number().int(),
    cards: z.array(
      z.object({
        card_id: z.string(),
        /** the card as a playable resource (item read, then q1…) */
        res_code: z.string(),
        title: z.string(),
        title_en: z.string(),
        questions: z.number().int().positive(),
        learn_count: z.number().int().nonnegative(),
        best_score: z.number().min(0).max(100),
      }),
    ),
  }),
});

/** The Eiken practice the student's teachers assigned to their class (homework topics that are Eiken sets). */
export const eikenTrainingResourceList = defineCall({
  method: "GET",
  path: "/v3/eiken-training/get-resource-list",
  auth: "student",
  query: z.object({ class_id: DbId }),
  data: z.object({
    class_id: z.number().int(),
    list: z.array(
      z.object({
        homework_id: z.number().int(),
        homework_title: z.string(),
        deadline: IsoDate,
        res_code: z.string(),
        title: z.string(),
        level_id: z.number().int(),
        /** practice, mock or interview */
        set: z.string(),
        section: z.string(),
        /** finished attempts of this topic */
        done_count: z.number().int().nonnegative(),
        best_score: z.number().min(0).max(100),
      }),
    ),
  }),
});
