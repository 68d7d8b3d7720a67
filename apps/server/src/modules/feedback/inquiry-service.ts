import { INQUIRY_FROM, INQUIRY_LIMITS, InquiryFieldsSchema } from "@hibiki/contracts";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client.ts";
import { Forbidden, TooMany } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { StudentCaller, TeacherCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import { readImageForm, storeFormImages } from "./image-form.ts";
import { IMAGE_FILE } from "./images.ts";
import { countRecentInquiries, insertInquiry, listInquiries } from "./inquiry-repository.ts";

const FROM = new Set<string>(INQUIRY_FROM);

/**
 * Reads the inquiry form: content (required, trimmed, at most 1000 characters), from, client_name and
 * up to 3 images checked by content and size.
 * @throws AppError 400 bad fields or images; 413 an image over 5 MB
 */
export async function readInquiryForm(req: FastifyRequest) {
  const form = await readImageForm(req, InquiryFieldsSchema, INQUIRY_LIMITS);
  return { ...form, fields: { ...form.fields, from: FROM.has(form.fields.from) ? form.fields.from : "" } };
}

/**
 * Refuses a send beyond the per-student limits (3 in 10 minutes, 10 a day), before anything is stored.
 * @throws AppError 429 rate_limited
 */
export async function checkInquiryQuota(db: Queryable, caller: StudentCaller): Promise<void> {
  const burst = await countRecentInquiries(db, caller.id, 600);
  const day =
    burst >= INQUIRY_LIMITS.perTenMinutes ? burst : await countRecentInquiries(db, caller.id, 86_400);
  if (burst >= INQUIRY_LIMITS.perTenMinutes || day >= INQUIRY_LIMITS.perDay) {
    throw TooMany(
      "rate_limited",
      "お問い合わせの送信が続いています。しばらくしてからもう一度お送りください。",
    );
  }
}

/**
 * Stores an inquiry with its images for the student's school.
 * @returns the new inquiry's id
 */
export async function submitInquiry(
  db: Queryable,
  storage: Storage,
  caller: StudentCaller,
  form: Awaited<ReturnType<typeof readInquiryForm>>,
): Promise<{ inquiry_id: number }> {
  const names = await storeFormImages(storage, form.images);
  const id = await insertInquiry(db, {
    schoolId: caller.schoolId,
    studentId: caller.id,
    content: form.fields.content,
    from: form.fields.from,
    clientName: form.fields.client_name,
    images: names,
  });
  return { inquiry_id: id };
}

/**
 * The school's inquiries for its administrator (a plain teacher gets 403).
 * @returns one page (20) with signed image URLs, and the total
 */
export async function teacherInquiries(db: Queryable, secret: string, caller: TeacherCaller, page: number) {
  if (caller.role !== "admin") throw Forbidden("forbidden", "お問い合わせは学校の管理者だけが見られます。");
  const { rows, total } = await listInquiries(db, caller.schoolId, 20, (page - 1) * 20);
  return {
    items: rows.map((r) => ({
      inquiry_id: r.id,
      student_id: r.student_id,
      username: r.username,
      nickname: r.nickname,
      class_name: r.class_name,
      content: r.content,
      from: r.from_page,
      client_name: r.client_name,
      images: r.images.map((n) => signFileUrl(IMAGE_FILE, n, secret)),
      created_at: new Date(r.created_at).toISOString(),
    })),
    total,
  };
}
