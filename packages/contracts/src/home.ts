import { z } from "zod";
import { defineCall, Flag } from "./envelope.ts";

export const BannerSchema = z.object({
  banner_id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  /** in-app route to open, or an https URL; empty for a banner without a link */
  link_url: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const homepageBannerList = defineCall({
  method: "GET",
  path: "/v3/homepage/banner-list",
  auth: "student",
  data: z.object({ items: z.array(BannerSchema) }),
});

export const NewFunctionSchema = z.object({
  function_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** in-app route; only features that exist are listed */
  route: z.string(),
  icon: z.string(),
  is_new: Flag,
});
export type NewFunction = z.infer<typeof NewFunctionSchema>;
export const skillupNewFunctionList = defineCall({
  method: "GET",
  path: "/v3/skillup/new-function-list",
  auth: "student",
  data: z.object({ items: z.array(NewFunctionSchema) }),
});

/** Unfinished homework and unread teacher messages for the home badge. */
export const HomeworkNoticeTotalSchema = z.object({
  total: z.number().int().min(0),
  unfinished_homework_count: z.number().int().min(0),
  new_msg_num: z.number().int().min(0),
});
export const homeworkNewNoticeTotal = defineCall({
  method: "GET",
  path: "/v3/homework-for-student/new-notice-total",
  auth: "student",
  data: HomeworkNoticeTotalSchema,
});
