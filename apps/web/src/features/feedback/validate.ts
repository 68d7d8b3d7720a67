import { FEEDBACK_LIMITS } from "@hibiki/contracts";

/** The first problem of a feedback form, as an i18n key (shown as a toast, spec §5). */
export type FeedbackProblem =
  | "feedback.err_description_required"
  | "feedback.err_description_long"
  | "feedback.err_images_many"
  | "feedback.err_image_type"
  | "feedback.err_image_size";

/** What the form holds before it is sent. */
export type FeedbackDraft = { options: readonly string[]; description: string; images: readonly File[] };

/**
 * Checks one picked image by type and size.
 * @param file - the picked file
 * @returns the problem, or null when the image is acceptable
 */
export function imageProblem(file: { type: string; size: number }): FeedbackProblem | null {
  if (!(FEEDBACK_LIMITS.imageTypes as readonly string[]).includes(file.type))
    return "feedback.err_image_type";
  if (file.size <= 0 || file.size > FEEDBACK_LIMITS.imageMaxBytes) return "feedback.err_image_size";
  return null;
}

/**
 * Validates a draft: description required after trimming, at most 1000 characters, at most 9 valid images.
 * @param draft - the form values
 * @returns the first problem, or null when the draft can be sent
 */
export function feedbackProblem(draft: FeedbackDraft): FeedbackProblem | null {
  const text = draft.description.trim();
  if (text === "") return "feedback.err_description_required";
  if (text.length > FEEDBACK_LIMITS.descriptionMax) return "feedback.err_description_long";
  if (draft.images.length > FEEDBACK_LIMITS.imagesMax) return "feedback.err_images_many";
  for (const img of draft.images) {
    const p = imageProblem(img);
    if (p) return p;
  }
  return null;
}

/**
 * The text fields of the resource-feedback request: chosen option values, the trimmed description as
 * content, the resource and the client name.
 * @param draft - a valid draft
 * @param resourceCode - the resource being reported ("" when none)
 * @returns the multipart text fields
 */
export function feedbackFields(draft: FeedbackDraft, resourceCode: string, questionId = "") {
  return {
    options: draft.options.join(","),
    content: draft.description.trim(),
    resource_code: resourceCode,
    question_id: questionId,
    client_name: "web",
  };
}

/**
 * Whether leaving the form would lose input (asks resource_feedback_leave first).
 * @param draft - the form values
 * @returns true when anything was chosen, typed or attached
 */
export function hasUnsavedInput(draft: FeedbackDraft): boolean {
  return draft.options.length > 0 || draft.description.trim() !== "" || draft.images.length > 0;
}
