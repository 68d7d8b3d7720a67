import { messageLang } from "@hibiki/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, BadRequest } from "../../errors.ts";
import { describeIssues } from "../../plugins/validation-messages.ts";
import type { Storage } from "../../storage/storage.ts";
import { IMAGE_TYPES, newImageName, sniffImage } from "./images.ts";

/**
 * Reads a multipart form of text fields and `images[]` (resource feedback, inquiries): each image is
 * checked by its content (magic bytes) and size, the count is limited, and the text fields go through the
 * contract's schema with the usual worded messages (「お問い合わせ内容は 1,000 文字以内で…」).
 * @param limits - images allowed and bytes per image
 * @returns the parsed fields and the image buffers with their extensions
 * @throws AppError 400 for a non-multipart body, a bad image, too many images or bad fields; 413 too large
 */
export async function readImageForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  limits: { imagesMax: number; imageMaxBytes: number },
): Promise<{ fields: z.output<S>; images: Array<{ data: Buffer; ext: string }> }> {
  if (!req.isMultipart()) throw BadRequest("bad_request", "multipart/form-data で送ってください。");
  const tooMany = () =>
    BadRequest("bad_request", `画像は${limits.imagesMax}枚までです。`, { "images[]": "too many" });
  const fields: Record<string, string> = {};
  const images: Array<{ data: Buffer; ext: string }> = [];
  try {
    for await (const part of req.parts({
      limits: { fileSize: limits.imageMaxBytes, files: limits.imagesMax + 1 },
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
      if (images.length >= limits.imagesMax) throw tooMany();
      const ext = sniffImage(data);
      if (!ext)
        throw BadRequest("bad_request", `画像ファイルではありません: ${part.filename}`, {
          "images[]": "not an image",
        });
      images.push({ data, ext });
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const mb = Math.round(limits.imageMaxBytes / 1024 / 1024);
      throw new AppError(413, "bad_request", `画像は1枚${mb}MBまでです。`);
    }
    if ((err as { code?: string }).code === "FST_FILES_LIMIT") throw tooMany();
    throw err;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const lang = messageLang(req.headers["accept-language"]);
    const { message, fields: bad } = describeIssues(parsed.error.issues, "", req.routeOptions?.url, lang);
    // keys as before: the form field's name ("content"), not "body.content"
    const named = Object.fromEntries(Object.entries(bad).map(([k, v]) => [k.replace(/^\./, ""), v]));
    throw BadRequest("bad_request", message, named);
  }
  return { fields: parsed.data as z.output<S>, images };
}

/** Storage key of a feedback or inquiry image (files/feedback/<name> in the local folder). */
export const feedbackImageKey = (name: string) => `feedback/${name}`;

/**
 * Stores the images of a read form under new names (resource feedback, inquiries).
 * @param storage - the app's storage
 * @param images - the form's checked images
 * @returns the stored names, in order
 */
export async function storeFormImages(
  storage: Storage,
  images: ReadonlyArray<{ ext: string; data: Buffer }>,
): Promise<string[]> {
  const names: string[] = [];
  for (const img of images) {
    const name = newImageName(img.ext);
    await storage.put(feedbackImageKey(name), img.data, IMAGE_TYPES[img.ext] ?? "application/octet-stream");
    names.push(name);
  }
  return names;
}
