import { ResourceFeedbackFieldsSchema } from "@hibiki/contracts";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client.ts";
import { AppError, BadRequest } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { StudentCaller, TeacherCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import { IMAGE_FILE, IMAGE_TYPES, LIMITS, newImageName, sniffImage } from "./images.ts";
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

/** Storage key of a feedback image (files/feedback/<name> in the local folder). */
export const feedbackImageKey = (name: string) => `feedback/${name}`;

/**
 * Reads the multipart body: text fields and up to 9 images (each checked by content and size).
 * @returns the fields and image buffers with their extensions
 * @throws AppError 400 for a non-multipart body, a bad image, too many images or bad fields; 413 too large
 */
export async function readFeedbackForm(req: FastifyRequest) {
  if (!req.isMultipart()) throw BadRequest("bad_request", "multipart/form-data で送ってください。");
  const fields: Record<string, string> = {};
  const images: Array<{ data: Buffer; ext: string }> = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: LIMITS.imageMaxBytes, files: LIMITS.imagesMax + 1 },
    })) {
      if (part.type === "field") {
        // images[] sent as text (no file in it) is a broken form, not "no images".
        if (part.fieldname === "images[]" || part.fieldname === "images") {
          throw BadRequest("bad_request", "画像ファイルが添付されていません。", { "images[]": "not a file" });
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== "images[]" && part.fieldname !== "images") {
        part.file.resume();
        throw BadRequest("bad_request", `不明なファイル項目です: ${part.fieldname}`, {
          [part.fieldname]: "unexpected",
        });
      }
      const data = await part.toBuffer();
      if (images.length >= LIMITS.imagesMax) {
        throw BadRequest("bad_request", `画像は${LIMITS.imagesMax}枚までです。`, { "images[]": "too many" });
      }
      const ext = sniffImage(data);
      if (!ext)
        throw BadRequest("bad_request", `画像ファイルではありません: ${part.filename}`, {
          "images[]": "not an image",
        });
      images.push({ data, ext });
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(413, "bad_request", "画像は1枚5MBまでです。");
    }
    if ((err as { code?: string }).code === "FST_FILES_LIMIT") {
      throw BadRequest("bad_request", `画像は${LIMITS.imagesMax}枚までです。`, { "images[]": "too many" });
    }
    throw err;
  }
  const parsed = ResourceFeedbackFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw BadRequest("bad_request", `入力が正しくありません: ${issue?.path.join(".")} ${issue?.message}`, {
      [String(issue?.path[0] ?? "body")]: issue?.message ?? "invalid",
    });
  }
  const options = parsed.data.options
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = options.find((o) => !OPTION_VALUES.has(o));
  if (unknown) throw BadRequest("bad_request", `不明な選択肢です: ${unknown}`, { options: "unknown option" });
  return { fields: { ...parsed.data, options: options.join(",") }, images };
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
  const names: string[] = [];
  for (const img of form.images) {
    const name = newImageName(img.ext);
    await storage.put(feedbackImageKey(name), img.data, IMAGE_TYPES[img.ext] ?? "application/octet-stream");
    names.push(name);
  }
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
