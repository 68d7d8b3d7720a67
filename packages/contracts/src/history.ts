import { z } from "zod";
import { defineCall, Flag, IsoDate } from "./envelope.ts";
import {
  KindNameSchema,
  PlayerModeSchema,
  ResourceInfoBaseSchema,
  TopicAnswerResultSchema,
} from "./textbook.ts";

/** Study history (issue 4 item 5): the student's own practice attempts, newest first. */

export const HistoryItemSchema = z.object({
  res_code: z.string(),
  res_title: z.string(),
  kind: KindNameSchema,
  book_title: z.string(),
  unit_title: z.string(),
  last_practised_at: IsoDate,
  attempts: z.number().int(),
  /** best percent over finished attempts (0 when none finished) */
  best_percent: z.number(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
/** history/list paging: page from 1, limit 1-50 (default 20). */
export const HistoryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const historyList = defineCall({
  method: "GET",
  path: "/v3/history/list",
  auth: "student",
  query: HistoryListQuerySchema,
  data: z.object({ items: z.array(HistoryItemSchema), total: z.number().int() }),
});

export const HistoryAttemptSchema = z.object({
  guid: z.string(),
  mode: PlayerModeSchema,
  started_at: IsoDate,
  finished_at: IsoDate.nullable(),
  is_completed: Flag,
  percent_score: z.number(),
  answered: z.number().int(),
});
export type HistoryAttempt = z.infer<typeof HistoryAttemptSchema>;
export const historyDetails = defineCall({
  method: "GET",
  path: "/v3/history/details",
  auth: "student",
  query: z.object({ res_code: z.string().trim().min(1).max(100) }),
  data: z.object({ resource: ResourceInfoBaseSchema, attempts: z.array(HistoryAttemptSchema) }),
});

/** The result of one of the student's own attempts (same shape as textbook/topic-answer-result). */
export const historyDetailsDeep = defineCall({
  method: "GET",
  path: "/v3/history/details-deep",
  auth: "student",
  query: z.object({ guid: z.string().trim().min(1).max(100) }),
  data: TopicAnswerResultSchema,
});
