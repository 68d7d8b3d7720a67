import { z } from "zod";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";
import { LIMITS } from "./limits.ts";

/**
 * The calls the student's home makes (notices, the points balance, the open live class) and the
 * speech-service URLs every speaking screen asks for, in one module: home loads it alone and the players
 * find it loaded, which keeps the home and player bundles within their budgets (bench/web-size.mjs).
 * app.ts, integral.ts and live.ts re-export them; import them from there.
 */

/** Spec entity "Service URLs". */
export const ServiceUrlsSchema = z.object({
  evaluation_server_url: z.string(),
  iat_auth_url: z.string(),
  tts_auth_url: z.string(),
  /** present when a cloud engine (iFlytek) serves speech: the client sends it as common.app_id */
  app_id: z.string().optional(),
});
export const appEvaluationService = defineCall({
  method: "GET",
  path: "/v3/app/new-evaluation-service",
  auth: "student",
  data: ServiceUrlsSchema,
});

/** The recognition socket (free speech to text) for this student: offline engine or iFlytek IAT. */
export const xfyunIatAuthUrl = defineCall({
  method: "GET",
  path: "/v3/xfyun/get-iat-auth-url",
  auth: "student",
  data: z.object({ url: z.string(), app_id: z.string().optional() }),
});

/** The speech-synthesis endpoint for this student: offline `/v3/tts/speak` or iFlytek TTS. */
export const xfyunTtsAuthUrl = defineCall({
  method: "GET",
  path: "/v3/xfyun/get-tts-auth-url",
  auth: "student",
  data: z.object({ url: z.string(), app_id: z.string().optional() }),
});

export const NoticeSummarySchema = z.object({
  notice_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  published_at: IsoDate,
  is_read: Flag,
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;
export const NoticeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.noticePageSizeMax).default(10),
});
export const appNoticeList = defineCall({
  method: "GET",
  path: "/v3/app/notice-list",
  auth: "student",
  query: NoticeListQuerySchema,
  data: z.object({ items: z.array(NoticeSummarySchema), total: z.number().int() }),
});

export const NoticeSchema = NoticeSummarySchema.extend({ content: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;
export const appNoticeContent = defineCall({
  method: "GET",
  path: "/v3/app/notice-content",
  auth: "student",
  query: z.object({ notice_id: DbId }),
  data: NoticeSchema,
});

/** The open session of the student's class, or null (no class, none open). */
export const liveCurrent = defineCall({
  method: "GET",
  path: "/v3/live/current",
  auth: "student",
  data: z.object({
    live: z
      .object({
        live_id: z.number().int(),
        title: z.string(),
        teacher_name: z.string(),
        item_count: z.number().int(),
        created_at: IsoDate,
      })
      .nullable(),
  }),
});

/** The student's points balance, today's points, the streak and the unclaimed missions. */
export const integralStudentIndex = defineCall({
  method: "GET",
  path: "/v3/integral/student-index",
  auth: "student",
  data: z.object({
    /** all claimed points */
    points: z.number().int().nonnegative(),
    /** points claimed today (Japan day) */
    today_points: z.number().int().nonnegative(),
    /** consecutive study days (a weekend or public holiday without study keeps it) */
    streak_days: z.number().int().nonnegative(),
    longest_streak: z.number().int().nonnegative(),
    /** missions reached in their current period and not claimed */
    unclaimed_count: z.number().int().nonnegative(),
    /** the Japan study days of the last 35 days (YYYY-MM-DD, oldest first), for the streak calendar */
    study_days: z.array(z.string()),
    /** today (Japan, YYYY-MM-DD) */
    today: z.string(),
  }),
});
