import { JUMP_SCHEMA, ResourceFeedbackFieldsSchema } from "@hibiki/contracts";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { StudentCaller, TeacherCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { messageToStudent, pushNotice, storeNotice } from "../messages/notice.ts";
import { teacherName } from "../messages/repository.ts";
import { readImageForm, storeFormImages } from "./image-form.ts";
import { IMAGE_FILE, LIMITS } from "./images.ts";
import {
  type FeedbackRow,
  findFeedback,
  insertFeedback,
  listFeedback,
  updateFeedback,
} from "./repository.ts";

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
    questionId: form.fields.question_id,
    clientName: form.fields.client_name,
    images: names,
  });
  return { feedback_id: id };
}

/** What the teacher reads of a report's resource: its title and the reported item's prompt. */
async function resourceContext(content: ContentCatalog, resCode: string, questionId: string) {
  if (!resCode) return { title: "", question: null };
  const found = await content.resource(resCode).catch(() => null);
  if (!found) return { title: "", question: null };
  const item = questionId
    ? (found.resource.items as Array<Record<string, unknown>>).find((i) => i.question_id === questionId)
    : undefined;
  const text = item
    ? [item.screen_en_text, item.screen_text, item.topic, item.question, item.content_jp].find(
        (v): v is string => typeof v === "string" && v.trim() !== "",
      )
    : undefined;
  return { title: found.entry.title.ja, question: text ?? null };
}

const LABELS = new Map<string, string>(FEEDBACK_OPTIONS.map((o) => [o.option_value, o.label]));

/** A stored report as the teacher's list shows it (images as signed URLs, options as labels). */
async function presentFeedback(content: ContentCatalog, secret: string, r: FeedbackRow) {
  const options = r.options ? r.options.split(",") : [];
  const ctx = await resourceContext(content, r.resource_code, r.question_id);
  return {
    feedback_id: r.id,
    student_id: r.student_id,
    username: r.username,
    nickname: r.nickname,
    class_name: r.class_name,
    options,
    content: r.content,
    resource_code: r.resource_code,
    client_name: r.client_name,
    images: r.images.map((n) => signFileUrl(IMAGE_FILE, n, secret)),
    created_at: new Date(r.created_at).toISOString(),
    resource_title: ctx.title,
    question_id: r.question_id,
    question_text: ctx.question,
    option_labels: options.map((o) => LABELS.get(o) ?? o),
    status: r.status,
    reply: r.reply,
    replied_by: r.replied_by_name,
    replied_at: r.replied_at ? new Date(r.replied_at).toISOString() : null,
  };
}

/**
 * Reports from the caller's school (teachers: from students of their classes; admins: all).
 * @returns one page (20) with the resource's title, the item's prompt, option labels, status and reply
 */
export async function teacherFeedback(
  db: Queryable,
  content: ContentCatalog,
  secret: string,
  caller: TeacherCaller,
  page: number,
) {
  const { rows, total } = await listFeedback(
    db,
    caller.schoolId,
    caller.role === "admin" ? null : caller.id,
    20,
    (page - 1) * 20,
  );
  const items = [];
  for (const r of rows) items.push(await presentFeedback(content, secret, r));
  return { items, total };
}

/**
 * Sets a report's status and reply. A new or changed reply goes to the student in /news (teacher tab) and
 * by push, with the resource's title.
 * @throws AppError 404 when the report is not the caller's to see
 */
export async function updateFeedbackByTeacher(
  db: Db,
  content: ContentCatalog,
  log: FastifyBaseLogger,
  secret: string,
  caller: TeacherCaller,
  body: { feedback_id: number; status: string; reply: string },
) {
  const teacherId = caller.role === "admin" ? null : caller.id;
  const found = await findFeedback(db, caller.schoolId, teacherId, body.feedback_id);
  if (!found) throw NotFound(`報告が見つかりません: ${body.feedback_id}`);
  const replyChanged = body.reply !== "" && body.reply !== found.reply;
  const name = await teacherName(db, caller.id);
  const { title } = await resourceContext(content, found.resource_code, found.question_id);
  const msgTitle = `教材の報告への返信${title ? `: ${title}` : ""}`;
  const notice = messageToStudent(caller, name, found.student_id, {
    title: msgTitle,
    body: body.reply,
    jumpSchema: JUMP_SCHEMA.newsDetail,
  });
  const messageId = await db.transaction(async (tx) => {
    await updateFeedback(tx, found.id, {
      status: body.status,
      reply: body.reply,
      teacherName: name,
      replyChanged,
    });
    return replyChanged ? storeNotice(tx, notice) : 0;
  });
  if (replyChanged) pushNotice(db, log, notice, messageId);
  const row = await findFeedback(db, caller.schoolId, teacherId, found.id);
  return presentFeedback(content, secret, row as FeedbackRow);
}
