import { z } from "zod";
import { defineCall, IsoDate } from "./envelope.ts";

/**
 * Resource feedback (issue 7): a student reports a problem with a resource (chosen option values plus
 * a description, up to 9 images). The report is shared with the student's school; teachers read it in
 * the console.
 */

export const FEEDBACK_LIMITS = {
  descriptionMax: 1000,
  imagesMax: 9,
  /** per image */
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
} as const;

export const FeedbackOptionSchema = z.object({
  option_value: z.string(),
  /** Japanese label */
  label: z.string(),
});
export const resourceFeedbackOptions = defineCall({
  method: "GET",
  path: "/v3/resource-feedback-options",
  auth: "student",
  data: z.object({ items: z.array(FeedbackOptionSchema) }),
});

/**
 * The text fields of the multipart body of resource-feedback (plus up to 9 files in `images[]`).
 * content: the chosen option values and the description, e.g. "audio_problem,wrong_answer\nThe audio…"
 * — the description (after the first line of option values, or the whole text) is required, trimmed,
 * at most 1000 characters.
 */
export const ResourceFeedbackFieldsSchema = z.object({
  /** comma-separated option values chosen (may be empty) */
  options: z.string().trim().max(500).default(""),
  content: z.string().trim().min(1, "content is required").max(FEEDBACK_LIMITS.descriptionMax),
  resource_code: z.string().trim().max(100).default(""),
  /** the item shown when the student reported (so the teacher sees the question) */
  question_id: z.string().trim().max(100).default(""),
  client_name: z.string().trim().max(100).default("web"),
});
export type ResourceFeedbackFields = z.input<typeof ResourceFeedbackFieldsSchema>;
/** multipart/form-data: options, content, resource_code, client_name, images[] (0-9 image files). */
export const resourceFeedback = defineCall({
  method: "POST",
  path: "/v3/resource-feedback",
  auth: "student",
  data: z.object({ feedback_id: z.number().int() }),
});

/** Where a teacher is with a report. */
export const FEEDBACK_STATUSES = ["new", "in_progress", "done"] as const;
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

export const TeacherFeedbackRowSchema = z.object({
  feedback_id: z.number().int(),
  student_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  class_name: z.string().nullable(),
  options: z.array(z.string()),
  content: z.string(),
  resource_code: z.string(),
  client_name: z.string(),
  /** signed URLs of the images */
  images: z.array(z.string()),
  created_at: IsoDate,
  /** the resource's title ("" when unknown) */
  resource_title: z.string().default(""),
  question_id: z.string().default(""),
  /** the reported item's prompt, null when unknown */
  question_text: z.string().nullable().default(null),
  /** the chosen options' labels, in the order chosen */
  option_labels: z.array(z.string()).default([]),
  status: FeedbackStatusSchema.default("new"),
  /** the teacher's reply, which the student reads in /news ("" when none) */
  reply: z.string().default(""),
  replied_by: z.string().nullable().default(null),
  replied_at: IsoDate.nullable().default(null),
});
export const teacherFeedbackList = defineCall({
  method: "GET",
  path: "/v3/teacher/feedback-list",
  auth: "teacher",
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  data: z.object({ items: z.array(TeacherFeedbackRowSchema), total: z.number().int() }),
});

/**
 * Set a report's status and, optionally, reply: a new or changed reply reaches the student in /news (and
 * by push) with the resource's title.
 */
export const teacherFeedbackUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/feedback-update",
  auth: "teacher",
  body: z.object({
    feedback_id: z.coerce.number().int().min(1).max(2_147_483_647),
    status: FeedbackStatusSchema,
    reply: z.string().trim().max(1000).default(""),
  }),
  data: TeacherFeedbackRowSchema,
});
