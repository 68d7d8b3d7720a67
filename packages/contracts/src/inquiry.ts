import { z } from "zod";
import { defineCall, IsoDate } from "./envelope.ts";
import { FEEDBACK_LIMITS } from "./feedback.ts";

/**
 * The inquiry form (お問い合わせ, spec "Feedback (general)": content required, length limit, image count
 * limit): a student writes to the school's administrator, who reads it in the teacher console. The spec's
 * "opinion feedback" calls: the support page URL and the submit.
 */

export const INQUIRY_LIMITS = {
  contentMax: 1000,
  imagesMax: 3,
  /** per image, as resource feedback */
  imageMaxBytes: FEEDBACK_LIMITS.imageMaxBytes,
  imageTypes: FEEDBACK_LIMITS.imageTypes,
  /** sends per student: a burst, and a day */
  perTenMinutes: 3,
  perDay: 10,
} as const;

/** Where the inquiry was opened from (`/feedback?from=home`); anything else is stored as "". */
export const INQUIRY_FROM = ["home", "menu", "error", "faq"] as const;

/** GET /v3/opinion-feedback/support-page: the in-app page with the FAQ and the form. */
export const opinionFeedbackSupportPage = defineCall({
  method: "GET",
  path: "/v3/opinion-feedback/support-page",
  auth: "student",
  allowInactiveCard: true,
  data: z.object({ support_page_url: z.string() }),
});

/**
 * Text fields of the multipart body of opinion-feedback (plus 0-3 image files in `images[]`).
 * content: trimmed, required, at most 1000 characters.
 */
export const InquiryFieldsSchema = z.object({
  content: z.string().trim().min(1).max(INQUIRY_LIMITS.contentMax),
  from: z.string().trim().max(20).default(""),
  client_name: z.string().trim().max(100).default("web"),
});
export type InquiryFields = z.input<typeof InquiryFieldsSchema>;

/**
 * POST /v3/opinion-feedback, multipart/form-data: content, from, client_name, images[].
 * Open before the study card is active (a student whose card does not work must still reach the school).
 */
export const opinionFeedback = defineCall({
  method: "POST",
  path: "/v3/opinion-feedback",
  auth: "student",
  allowInactiveCard: true,
  data: z.object({ inquiry_id: z.number().int() }),
});

export const TeacherInquiryRowSchema = z.object({
  inquiry_id: z.number().int(),
  student_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  class_name: z.string().nullable(),
  content: z.string(),
  from: z.string(),
  client_name: z.string(),
  /** signed URLs of the images */
  images: z.array(z.string()),
  created_at: IsoDate,
});
/** GET /v3/teacher/opinion-feedback-list: the school's inquiries, newest first (administrators only). */
export const teacherInquiryList = defineCall({
  method: "GET",
  path: "/v3/teacher/opinion-feedback-list",
  auth: "teacher",
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  data: z.object({ items: z.array(TeacherInquiryRowSchema), total: z.number().int() }),
});
