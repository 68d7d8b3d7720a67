import { z } from "zod";
import { defineCall, Flag, IsoDate } from "./envelope.ts";

/**
 * Rankings (issue 25 part 2; spec route /rank/list, entity "Ranking", constant "Ranking updates daily at
 * 03:00 and needs 50+ practices"). A scheduled job writes one snapshot a day at 03:00 Japan time (once
 * across every server process); the boards are read from the latest snapshot. Values cover the last
 * RANK_PERIOD_DAYS Japan days before the snapshot's day; streak days are the streak on that morning.
 * Only students with RANK_MIN_PRACTICES finished practices in all time are ranked. Outside the caller's
 * school only nicknames are shown ("another school", never its name); a student may hide from the school
 * and all-schools boards (the class board still shows them).
 */

/** Finished practices (all time) a student needs to be ranked. */
export const RANK_MIN_PRACTICES = 50;
/** Japan days the values cover: the snapshot's day minus this many days up to the day before it. */
export const RANK_PERIOD_DAYS = 30;
/** Japan time (hour) the daily snapshot is computed. */
export const RANK_UPDATE_HOUR_JST = 3;
/** Rows of a board page (default and most). */
export const RANK_PAGE_DEFAULT = 20;
export const RANK_PAGE_MAX = 100;

/** The boards: the spec's four tabs plus the streak of the issue. */
export const RANK_TABS = [
  "learning_score",
  "average_score",
  "answer_count",
  "recording_time",
  "streak_days",
] as const;
export const RankTabSchema = z.enum(RANK_TABS, {
  error: `tab must be one of ${RANK_TABS.join(", ")}`,
});
export type RankTab = z.infer<typeof RankTabSchema>;

/** Whom a board compares: the caller's class, their school, or every school. */
export const RANK_SCOPES = ["class", "school", "all"] as const;
export const RankScopeSchema = z.enum(RANK_SCOPES, {
  error: `scope must be one of ${RANK_SCOPES.join(", ")}`,
});
export type RankScope = z.infer<typeof RankScopeSchema>;

/** The unit of a tab's values: points (sum), points per answer (0-100, one decimal), answers, seconds, days. */
export const RANK_UNITS = {
  learning_score: "points",
  average_score: "average",
  answer_count: "answers",
  recording_time: "seconds",
  streak_days: "days",
} as const satisfies Record<RankTab, string>;

/**
 * One row of a board. Rows of the caller's school carry the student id and class name; rows of another
 * school carry only the nickname (`other_school` 1, no ids, no class or school name).
 */
export const RankRowSchema = z.object({
  /** 1 = first; equal values share a rank (1, 2, 2, 4) */
  rank: z.number().int().positive(),
  nickname: z.string(),
  value: z.number(),
  /** 1 for the caller's own row */
  is_me: Flag,
  /** only for students of the caller's school, else null */
  student_id: z.number().int().nullable(),
  /** only for students of the caller's school, else null */
  class_name: z.string().nullable(),
  other_school: Flag,
});
export type RankRow = z.infer<typeof RankRowSchema>;

/** Why the caller has no row on this board. */
export const RANK_NOT_RANKED_REASONS = [
  /** fewer than RANK_MIN_PRACTICES finished practices: `practices_needed` says how many more */
  "few_practices",
  /** 50 reached after the latest snapshot: ranked from the next update */
  "pending",
  /** hidden beyond the class (school and all-schools boards) */
  "hidden",
  /** class board of a student without a class */
  "no_class",
  /** average board: no scored answer in the period */
  "no_score",
] as const;
export const RankNotRankedReasonSchema = z.enum(RANK_NOT_RANKED_REASONS);
export type RankNotRankedReason = z.infer<typeof RankNotRankedReasonSchema>;

export const RankMeSchema = z.object({
  /** the caller's row on this board, also when it is not on the page; null when not ranked here */
  row: RankRowSchema.nullable(),
  /** null when ranked here */
  reason: RankNotRankedReasonSchema.nullable(),
  /** finished practices in all time (now, not at the snapshot) */
  practices: z.number().int().nonnegative(),
  /** practices still missing to be ranked (0 when there are enough) */
  practices_needed: z.number().int().nonnegative(),
  hide_beyond_class: Flag,
});
export type RankMe = z.infer<typeof RankMeSchema>;

export const rankList = defineCall({
  method: "GET",
  path: "/v3/rank/list",
  auth: "student",
  query: z.object({
    tab: RankTabSchema.default("learning_score"),
    scope: RankScopeSchema.default("class"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(RANK_PAGE_MAX).default(RANK_PAGE_DEFAULT),
  }),
  data: z.object({
    tab: RankTabSchema,
    scope: RankScopeSchema,
    unit: z.enum(["points", "average", "answers", "seconds", "days"]),
    page: z.number().int(),
    limit: z.number().int(),
    /** students on this board */
    total: z.number().int().nonnegative(),
    list: z.array(RankRowSchema),
    me: RankMeSchema,
    /** the snapshot's Japan day (YYYY-MM-DD) and when it was computed; null before any snapshot exists */
    day: z.string().nullable(),
    computed_at: IsoDate.nullable(),
    /** 1 when no scheduled snapshot existed yet and this one was computed on the first request */
    computed_on_request: Flag,
    /** the Japan days the values cover (inclusive) */
    period_from: z.string().nullable(),
    period_to: z.string().nullable(),
    /** the next scheduled update (03:00 Japan time) */
    next_update_at: IsoDate,
    /** the caller's class and school names (the board's heading) */
    class_name: z.string().nullable(),
    school_name: z.string(),
  }),
});

export const rankPrivacy = defineCall({
  method: "POST",
  path: "/v3/rank/privacy",
  auth: "student",
  body: z.object({
    hide_beyond_class: z.coerce
      .number({ error: "hide_beyond_class must be 0 or 1" })
      .int("hide_beyond_class must be 0 or 1")
      .min(0, "hide_beyond_class must be 0 or 1")
      .max(1, "hide_beyond_class must be 0 or 1"),
  }),
  data: z.object({ hide_beyond_class: Flag }),
});
