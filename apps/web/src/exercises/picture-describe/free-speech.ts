import { type SpeechTarget, speechTargetOf } from "../speaking/speech-target.ts";

/**
 * Shared rules of the free-speech kinds (picture describe, quick response): what the recording is scored
 * against and which sample answers are shown.
 */

/** The item fields the free-speech rules read. */
export type FreeSpeechItem = {
  /** the rubric of an item that takes the student's own answer */
  open_answer?: unknown;
  evaluate_text?: string | undefined;
  sample_answer?: string | undefined;
  samples?: readonly { content: string; content_jp?: string | undefined }[] | undefined;
  translation?: string | undefined;
};

/** One sample answer as shown: the English and, when known, its Japanese. */
export type ShownSample = { content: string; content_jp?: string | undefined };

/**
 * The reference text a free answer is evaluated against (read_chapter): the item's evaluate_text when
 * present, else its sample_answer, else the first sample's content.
 * @param item - the content item
 * @returns the trimmed text, or null when the item has nothing to score against
 */
export function referenceTextOf(item: FreeSpeechItem): string | null {
  const candidates = [item.evaluate_text, item.sample_answer, item.samples?.[0]?.content];
  for (const c of candidates) {
    const text = typeof c === "string" ? c.trim() : "";
    if (text !== "") return text;
  }
  return null;
}

/**
 * What a free-speech item's recording is evaluated as: its own answer (open_answer, with the task as the
 * text) when the item has an open_answer rubric, else a reading of its reference text (read_chapter).
 * @param item - the content item
 * @param task - the task shown to the student (question or instruction)
 * @returns the category and text, or null when the item has nothing to score against
 */
export function freeSpeechTargetOf(item: FreeSpeechItem, task: string | undefined): SpeechTarget | null {
  return speechTargetOf({
    category: "read_chapter",
    openAnswer: item.open_answer,
    reference: referenceTextOf(item),
    prompt: task,
  });
}

/**
 * The sample answers to show: the item's samples (English with Japanese), else its single sample_answer
 * with the item's translation; blank entries are dropped.
 * @param item - the content item
 * @returns the samples, possibly empty
 */
export function samplesOf(item: FreeSpeechItem): ShownSample[] {
  const listed = (item.samples ?? [])
    .filter((s) => typeof s.content === "string" && s.content.trim() !== "")
    .map((s) => ({ content: s.content.trim(), content_jp: s.content_jp?.trim() || undefined }));
  if (listed.length > 0) return listed;
  const single = item.sample_answer?.trim();
  return single ? [{ content: single, content_jp: item.translation?.trim() || undefined }] : [];
}
