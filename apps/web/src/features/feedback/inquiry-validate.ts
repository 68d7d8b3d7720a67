import { INQUIRY_FROM, INQUIRY_LIMITS } from "@hibiki/contracts";

/** The first problem of the inquiry form, as an i18n key (the limit goes in as `max`). */
export type InquiryProblem =
  | "inquiry.err_content_required"
  | "inquiry.err_content_long"
  | "inquiry.err_images_many"
  | "inquiry.err_image_type"
  | "inquiry.err_image_size";

/**
 * Checks one picked image by type and size (the server checks the bytes again).
 * @returns the problem, or null when the image can be attached
 */
export function inquiryImageProblem(file: { type: string; size: number }): InquiryProblem | null {
  if (!(INQUIRY_LIMITS.imageTypes as readonly string[]).includes(file.type)) return "inquiry.err_image_type";
  if (file.size <= 0 || file.size > INQUIRY_LIMITS.imageMaxBytes) return "inquiry.err_image_size";
  return null;
}

/**
 * The spec's rules for the inquiry form: content required after trimming, a length limit, an image limit.
 * @returns the first problem, or null when it can be sent
 */
export function inquiryProblem(draft: { content: string; images: readonly File[] }): InquiryProblem | null {
  const text = draft.content.trim();
  if (text === "") return "inquiry.err_content_required";
  if (text.length > INQUIRY_LIMITS.contentMax) return "inquiry.err_content_long";
  if (draft.images.length > INQUIRY_LIMITS.imagesMax) return "inquiry.err_images_many";
  for (const img of draft.images) {
    const p = inquiryImageProblem(img);
    if (p) return p;
  }
  return null;
}

/** The `from` the server stores: the spec's from=home, and the other known openers; else "". */
export function inquiryFrom(from: string | null): string {
  return from && (INQUIRY_FROM as readonly string[]).includes(from) ? from : "";
}
