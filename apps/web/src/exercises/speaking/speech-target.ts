import { type OpenAnswerItem, SPEECH_TEXT_LIMITS, type SpeechCategory } from "@hibiki/contracts/ws/speech";

/**
 * What a recording is evaluated as. This is the one place that decides the category: an item or record
 * step carrying an `open_answer` rubric is the student's own answer (category open_answer, scored for
 * content, language and delivery against the rubric the server finds by res_code and question_id);
 * anything else is a reading of a reference text (read_word, read_sentence, else read_chapter).
 */
export type SpeechTarget = {
  category: SpeechCategory;
  /** the first frame's text: the reference to read, or for an open answer the task (may be empty) */
  text: string;
};

/** What the decision reads from an item or record step. */
export type SpeechTargetSource = {
  /** the content's category (read_word, read_sentence, read_chapter, free, or none) */
  category?: string | undefined;
  /** the item's or step's open_answer rubric, if it has one */
  openAnswer?: unknown;
  /** the reference text a reading is scored against (null or blank: none) */
  reference: string | null | undefined;
  /** the task the student answers (sent with an open answer for context; never scored) */
  prompt?: string | undefined;
};

/**
 * The reading category of a content category: read_word and read_sentence as given, anything else (free
 * speech, a chapter, none) read_chapter, which scores several sentences.
 * @param category - the item's or step's category
 * @returns a reading category
 */
export function readingCategoryOf(category: string | undefined): SpeechCategory {
  return category === "read_word" || category === "read_sentence" ? category : "read_chapter";
}

/** The task text of an open answer, cut to the open_answer limits (characters, then words). */
function openAnswerText(prompt: string | undefined): string {
  const { maxChars, maxWords } = SPEECH_TEXT_LIMITS.open_answer;
  const text = (prompt ?? "").replace(/\s+/g, " ").trim().slice(0, maxChars);
  const words = text.split(" ");
  return words.length > maxWords ? words.slice(0, maxWords).join(" ") : text;
}

/**
 * Decides what a recording of an item or record step is evaluated as.
 * @param source - the content's category, its open_answer rubric, the reference text and the task
 * @returns the category and text, or null when a reading has nothing to be scored against
 */
export function speechTargetOf(source: SpeechTargetSource): SpeechTarget | null {
  if (source.openAnswer) return { category: "open_answer", text: openAnswerText(source.prompt) };
  const reference = source.reference?.trim() ?? "";
  if (reference === "") return null;
  return { category: readingCategoryOf(source.category), text: reference };
}

/**
 * The item an open answer names in the first frame: the resource's res_code and the question_id of the
 * item or record step. Readings name none.
 * @param category - the decided category
 * @param resCode - res_code of the resource being played
 * @param questionId - question_id of the item or record step
 * @returns the item, or undefined (a reading, or no resource to name)
 */
export function openAnswerItemOf(
  category: SpeechCategory,
  resCode: string | undefined,
  questionId: string,
): OpenAnswerItem | undefined {
  if (category !== "open_answer" || !resCode || questionId.trim() === "") return undefined;
  return { res_code: resCode, question_id: questionId };
}
