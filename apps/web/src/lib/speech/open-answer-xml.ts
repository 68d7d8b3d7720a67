/**
 * The `open_answer` paper of a Hibiki result XML: the student said their own answer to a content item, and
 * the server scored what it says (content: the rubric's elements), how it is said (language) and how it
 * sounds (delivery). The words it names are those of the `read_chapter` beside it (the recognised text
 * aligned to the audio), by index. Everything here is read as plain text and numbers: labels, comments and
 * notes are shown as text, never as HTML.
 */

/** One element of the rubric: what a good answer mentions, and whether this answer did. */
export type OpenAnswerElement = {
  id: string;
  /** Japanese label */
  label: string;
  /** English label, when the server sent one */
  label_en?: string;
  found: boolean;
  /** the recognised words that say it (indexes of the read_chapter words, inclusive), when found */
  words?: WordSpan;
};

/** A form the answer had to take (present progressive, past tense, two reasons, Yes/No first). */
export type FormCheck = {
  id: string;
  /** Japanese label */
  label: string;
  label_en?: string;
  passed: boolean;
};

/** A run of recognised words: first and last index, inclusive. */
export type WordSpan = { beg: number; end: number };

/** A note on the answer's English (grammar, word choice), optionally tied to some words. */
export type LanguageNote = { message: string; message_en?: string; words?: WordSpan };

/** The open-answer part of a result; scores are 0-5 like every ISE score. */
export type OpenAnswerDetail = {
  total_score: number;
  content_score: number;
  language_score: number;
  delivery_score: number;
  accuracy_score: number;
  fluency_score: number;
  word_count: number;
  is_rejected: boolean;
  except_info: string;
  /** the recognised text, as the server wrote it */
  recognized: string;
  /** a short comment in Japanese */
  comment: string;
  /** the same in English, when the server sent one */
  comment_en?: string;
  elements: OpenAnswerElement[];
  /** the form checks, when the item has any */
  checks: FormCheck[];
  notes: LanguageNote[];
};

/** ISE's except_info for "no speech": a rejected answer with this code had nothing to score. */
export const NO_SPEECH_EXCEPT_INFO = "28673";

// Bounds for what a (possibly hostile or broken) XML can put on screen.
const MAX_ELEMENTS = 20;
const MAX_NOTES = 20;
const MAX_LABEL = 200;
const MAX_COMMENT = 600;
const MAX_MESSAGE = 300;
const MAX_RECOGNIZED = 5000;
const MAX_WORD_INDEX = 10_000;

/** A 0-5 score: missing, not a number or negative → 0; above 5 → 5. */
function score(el: Element, name: string): number {
  const v = Number(el.getAttribute(name));
  return Number.isFinite(v) ? Math.min(5, Math.max(0, v)) : 0;
}

/** A character never shown from the XML's texts. */
function isControl(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  // C0/C1 controls, and the bidi embeddings/overrides/isolates that could reorder what is shown
  return c < 0x20 || (c >= 0x7f && c < 0xa0) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/** Text of an attribute: control characters dropped, whitespace collapsed, trimmed and cut to `max`. */
export function cleanText(raw: string | null | undefined, max: number): string {
  return Array.from(raw ?? "", (ch) => (isControl(ch) ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** An optional text attribute: undefined when missing or blank. */
function optionalText(el: Element, name: string, max: number): string | undefined {
  const text = cleanText(el.getAttribute(name), max);
  return text === "" ? undefined : text;
}

/** A word index: a whole number from 0 to MAX_WORD_INDEX, else undefined. */
function wordIndex(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const v = Number(raw);
  return Number.isInteger(v) && v >= 0 && v <= MAX_WORD_INDEX ? v : undefined;
}

/** The span of beg_word / end_word (end defaults to beg); undefined when missing or reversed. */
function span(el: Element): WordSpan | undefined {
  const beg = wordIndex(el.getAttribute("beg_word"));
  if (beg === undefined) return undefined;
  const end = wordIndex(el.getAttribute("end_word")) ?? beg;
  return end >= beg ? { beg, end } : undefined;
}

function parseElement(el: Element, at: number): OpenAnswerElement | null {
  const label = cleanText(el.getAttribute("label"), MAX_LABEL);
  const labelEn = optionalText(el, "label_en", MAX_LABEL);
  if (label === "" && !labelEn) return null;
  const found = el.getAttribute("found") === "true";
  const out: OpenAnswerElement = {
    id: cleanText(el.getAttribute("id"), 40) || `element-${at}`,
    label: label || (labelEn ?? ""),
    found,
  };
  if (labelEn) out.label_en = labelEn;
  const words = found ? span(el) : undefined;
  if (words) out.words = words;
  return out;
}

function parseCheck(el: Element, at: number): FormCheck | null {
  const label = cleanText(el.getAttribute("label"), MAX_LABEL);
  const labelEn = optionalText(el, "label_en", MAX_LABEL);
  if (label === "" && !labelEn) return null;
  const out: FormCheck = {
    id: cleanText(el.getAttribute("id"), 40) || `check-${at}`,
    label: label || (labelEn ?? ""),
    passed: el.getAttribute("passed") === "true",
  };
  if (labelEn) out.label_en = labelEn;
  return out;
}

function parseNote(el: Element): LanguageNote | null {
  const message = cleanText(el.getAttribute("message"), MAX_MESSAGE);
  const messageEn = optionalText(el, "message_en", MAX_MESSAGE);
  if (message === "" && !messageEn) return null;
  const out: LanguageNote = { message: message || (messageEn ?? "") };
  if (messageEn) out.message_en = messageEn;
  const words = span(el);
  if (words) out.words = words;
  return out;
}

/** Direct children of an element with a given name. */
function childrenNamed(el: Element, name: string): Element[] {
  return [...el.children].filter((c) => c.nodeName === name);
}

/**
 * Reads the scored `open_answer` element inside rec_paper (the one with total_score): its scores, the
 * recognised text, the comment, the rubric's elements (found or not, with the words that say them), the
 * form checks and the language notes. Unreadable numbers become 0, scores are kept to 0-5, texts are
 * trimmed and cut, elements, checks and notes without any text are dropped, and at most 20 of each are kept.
 * @param el - the open_answer element of rec_paper
 * @returns the detail
 */
export function readOpenAnswer(el: Element): OpenAnswerDetail {
  const elements = childrenNamed(el, "element")
    .slice(0, MAX_ELEMENTS)
    .map(parseElement)
    .filter((e): e is OpenAnswerElement => e !== null);
  const checks = childrenNamed(el, "form_check")
    .slice(0, MAX_ELEMENTS)
    .map(parseCheck)
    .filter((c): c is FormCheck => c !== null);
  const notes = childrenNamed(el, "language_note")
    .slice(0, MAX_NOTES)
    .map(parseNote)
    .filter((n): n is LanguageNote => n !== null);
  const wordCount = Number(el.getAttribute("word_count"));
  const detail: OpenAnswerDetail = {
    total_score: score(el, "total_score"),
    content_score: score(el, "content_score"),
    language_score: score(el, "language_score"),
    delivery_score: score(el, "delivery_score"),
    accuracy_score: score(el, "accuracy_score"),
    fluency_score: score(el, "fluency_score"),
    word_count: Number.isInteger(wordCount) && wordCount >= 0 ? wordCount : 0,
    is_rejected: el.getAttribute("is_rejected") === "true",
    except_info: cleanText(el.getAttribute("except_info"), 16) || "0",
    recognized: cleanText(el.getAttribute("recognized"), MAX_RECOGNIZED),
    comment: cleanText(el.getAttribute("comment"), MAX_COMMENT),
    elements,
    checks,
    notes,
  };
  const commentEn = optionalText(el, "comment_en", MAX_COMMENT);
  if (commentEn) detail.comment_en = commentEn;
  return detail;
}

/**
 * Whether an open answer heard no speech at all (rejected with ISE's "no speech" code).
 * @param detail - the open-answer detail
 * @returns true when there was nothing to score
 */
export function isNoSpeech(detail: Pick<OpenAnswerDetail, "is_rejected" | "except_info">): boolean {
  return detail.is_rejected && detail.except_info === NO_SPEECH_EXCEPT_INFO;
}
