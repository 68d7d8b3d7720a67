import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * Points and missions (issue 25 part 1; spec "Integral", routes /integral and /integral/logs). Missions are
 * defined by the server and earned from the student's real activity in every module (Japan days); a reached
 * mission is claimed once for its points (a daily mission once per Japan day, a weekly one once per week
 * from Monday, a long-term one once). The balance is the sum of the claimed points.
 */

/** Mission kinds (the spec's type_id): 1 daily, 2 weekly, 3 long-term. */
export const MISSION_TYPES = [1, 2, 3] as const;
export type MissionType = (typeof MISSION_TYPES)[number];
/** Rows of a mission-logs page (spec: "Page size ... 10 for mission logs"). */
export const MISSION_LOGS_PAGE_SIZE = 10;
/** How long the mission-reach message stays on screen (spec: "A mission message lasts 2 s"). */
export const MISSION_MESSAGE_MS = 2000;

export const MISSION_STATES = ["in_progress", "reached", "claimed"] as const;
export const MissionStateSchema = z.enum(MISSION_STATES);
export type MissionState = z.infer<typeof MissionStateSchema>;

/** The error keys of the integral calls. */
export const INTEGRAL_ERROR_KEYS = [
  "integral_mission_not_found",
  "integral_mission_not_reached",
  "integral_mission_claimed",
] as const satisfies readonly ErrorKey[];
export type IntegralErrorKey = (typeof INTEGRAL_ERROR_KEYS)[number];

export const INTEGRAL_MESSAGES: Readonly<Record<IntegralErrorKey, string>> = {
  integral_mission_not_found: "指定されたミッションが見つかりません。",
  integral_mission_not_reached: "このミッションはまだ達成していません。",
  integral_mission_claimed: "このミッションのポイントはすでに受け取りました。",
};

/** One mission with the caller's progress in its current period. */
export const MissionSchema = z.object({
  mission_id: z.number().int(),
  type_id: z.number().int().min(1).max(3),
  title_ja: z.string(),
  title_en: z.string(),
  target: z.number().int().positive(),
  /** capped at target */
  progress: z.number().int().nonnegative(),
  points: z.number().int().positive(),
  state: MissionStateSchema,
});
export type Mission = z.infer<typeof MissionSchema>;

/** The balance, today, the streak and unclaimed count (its own module: home's points chip loads only it). */
export { integralStudentIndex } from "./home-calls.ts";

export const integralMissionList = defineCall({
  method: "GET",
  path: "/v3/integral/mission-list",
  auth: "student",
  query: z.object({
    type_id: z.coerce.number().int().min(1).max(3).default(1),
  }),
  data: z.object({ items: z.array(MissionSchema) }),
});

export const integralMissionGetPoints = defineCall({
  method: "POST",
  path: "/v3/integral/mission-get-points",
  auth: "student",
  body: z.object({ mission_id: DbId }),
  data: z.object({
    mission_id: z.number().int(),
    /** the points this claim added */
    points: z.number().int().positive(),
    /** the balance after the claim */
    total_points: z.number().int().nonnegative(),
  }),
});

export const integralDateForSelect = defineCall({
  method: "GET",
  path: "/v3/integral/date-for-select",
  auth: "student",
  query: z.object({
    /** how many years back (from this month) to look for months with logs */
    year_num: z.coerce.number().int().min(1).max(5).default(1),
  }),
  data: z.object({
    /** months with claimed points, newest first (YYYY-MM, Japan time) */
    items: z.array(z.object({ date: z.string(), points: z.number().int().nonnegative() })),
  }),
});

/** One claim in the logs. */
export const MissionLogSchema = z.object({
  log_id: z.number().int(),
  mission_id: z.number().int(),
  type_id: z.number().int(),
  title_ja: z.string(),
  title_en: z.string(),
  points: z.number().int(),
  claimed_at: IsoDate,
});
export type MissionLog = z.infer<typeof MissionLogSchema>;

export const integralMissionLogs = defineCall({
  method: "GET",
  path: "/v3/integral/mission-logs",
  auth: "student",
  query: z.object({
    /** a month (YYYY-MM, Japan time); empty = every month */
    date: z
      .string()
      .trim()
      .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, { message: "date must be YYYY-MM" })
      .default(""),
    limit: z.coerce.number().int().min(1).max(50).default(MISSION_LOGS_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  data: z.object({
    total: z.number().int().nonnegative(),
    /** the points of the month (of every month when date is empty) */
    month_points: z.number().int().nonnegative(),
    items: z.array(MissionLogSchema),
  }),
});

export const integralTotalUnclaimedMission = defineCall({
  method: "GET",
  path: "/v3/integral/total-unclaimed-mission",
  auth: "student",
  data: z.object({ total: z.number().int().nonnegative() }),
});

/** The spec's "Integral mission message" entity. */
export const MissionMessageSchema = z.object({
  mission_id: z.number().int(),
  message_title: z.string(),
  message_body: z.string(),
});
export type MissionMessage = z.infer<typeof MissionMessageSchema>;

export const integralMissionReachMessage = defineCall({
  method: "GET",
  path: "/v3/integral/mission-reach-message",
  auth: "student",
  /** missions newly reached and not announced yet; reading them marks them announced */
  data: z.object({ items: z.array(MissionMessageSchema) }),
});
