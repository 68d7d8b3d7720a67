import { ResourceFeedbackFieldsSchema } from "@hibiki/contracts";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client.ts";
import { BadRequest } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { StudentCaller, TeacherCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import { readImageForm, storeFormImages } from "./image-form.ts";
import { IMAGE_FILE, LIMITS } from "./images.ts";
import { insertFeedback, listFeedback } from "./repository.ts";

/** The options of the content feedback form (option_value is what the client sends back). */
export const FEEDBACK_OPTIONS = [
  { option_value: "audio_problem", label: "音声が聞こえない・おかしい" },
  { option_value: "text_error", label: "文字や訳にまちがいがある" },
  { option_value: "answer_error", label: "正解がまちがっている" },
  { option_value: "scoring_problem", label: "採点がおかしい" },
  { option_value: "display_problem", label: "表示がくずれる" },
  { option_value: "other", label: "その他" },
] as const;
const OPTION_VALUES = new Set<string>(FEEDBACK_OPTIONS.map((o) => o.option_value));

/**
 * Reads the multipart body: text fields and up to 9 images (each checked by content and size).
 * @returns the fields and image buffers with their extensions
 * @throws AppError 400 for a non-multipart body, a bad image, too many images or bad fields; 413 too large
 */
export async function readFeedbackForm(req: FastifyRequest) {
  const parsed = await readImageForm(req, ResourceFeedbackFieldsSchema, LIMITS);
  const images = parsed.images;
  const options = parsed.fields.options
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = options.find((o) => !OPTION_VALUES.has(o));
  if (unknown) throw BadRequest("bad_request", `不明な選択肢です: ${unknown}`, { options: "unknown option" });
  return { fields: { ...parsed.fields, options: options.join(",") }, images };
}

/**
 * Stores a student's report with its images (shared with the student's school).
 * @returns the new report id
 */
export async function submitFeedback(
  db: Queryable,
  storage: Storage,
  caller: StudentCaller,
  form: Awaited<ReturnType<typeof readFeedbackForm>>,
): Promise<{ feedback_id: number }> {
  const names = await storeFormImages(storage, form.images);
  const id = await insertFeedback(db, {
    schoolId: caller.schoolId,
    studentId: caller.id,
    options: form.fields.options,
    content: form.fields.content,
    resourceCode: form.fields.resource_code,
    clientName: form.fields.client_name,
    images: names,
  });
  return { feedback_id: id };
}

/**
 * Reports from the caller's school (teachers: from students of their classes; admins: all).
 * @returns one page (20) with signed image URLs, and the total
 */
export async function teacherFeedback(db: Queryable, secret: string, caller: TeacherCaller, page: number) {
  const { rows, total } = await listFeedback(
    db,
    caller.schoolId,
    caller.role === "admin" ? null : caller.id,
    20,
    (page - 1) * 20,
  );
  return {
    items: rows.map((r) => ({
      feedback_id: r.id,
      student_id: r.student_id,
      username: r.username,
      nickname: r.nickname,
      class_name: r.class_name,
      options: r.options ? r.options.split(",") : [],
      content: r.content,
      resource_code: r.resource_code,
      client_name: r.client_name,
      images: r.images.map((n) => signFileUrl(IMAGE_FILE, n, secret)),
      created_at: new Date(r.created_at).toISOString(),
    })),
    total,
  };
}
