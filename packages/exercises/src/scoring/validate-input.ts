import { BLANK_MAX_LENGTH, HINT_KEYS, type HintKey } from "../constants.ts";
import { applySpecialStrings, toHalfWidth, unifyPunctuation } from "./normalize-text.ts";
import { type ForeignChar, findNonBasicLatin, hasEmoji, wordCount } from "./text-checks.ts";

/** Outcome of client-side validation: ok, or the message key to show (spec §5). */
export type InputCheck = { ok: true } | { ok: false; key: HintKey; positions?: ForeignChar[] };

const OK: InputCheck = { ok: true };
const fail = (key: HintKey, positions?: ForeignChar[]): InputCheck =>
  positions ? { ok: false, key, positions } : { ok: false, key };

/**
 * Limits a blank's text to 20 characters (code points), as the input's maxlength does.
 * @param value - typed text
 * @returns at most BLANK_MAX_LENGTH characters
 */
export function clampBlankInput(value: string): string {
  return [...value].slice(0, BLANK_MAX_LENGTH).join("");
}

/**
 * Typed blanks: every blank filled (hint_common_please_enter_answer), no emoji (hint_common_has_emoji).
 * @param values - one value per blank (missing entries count as empty)
 * @param blankCount - number of blanks
 * @returns the check
 */
export function validateBlanks(
  values: readonly (string | null | undefined)[],
  blankCount: number,
): InputCheck {
  for (let i = 0; i < blankCount; i++)
    if (!values[i] || values[i]!.trim() === "") return fail(HINT_KEYS.enterAnswer);
  if (values.some((v) => v && hasEmoji(v))) return fail(HINT_KEYS.hasEmoji);
  return OK;
}

/**
 * Order kinds: every blank filled. Sentence sorting says hint_common_please_enter_answer; word-order
 * blank-fill and fill-in order say hint_common_sentence_order_no_select_all_msg.
 * @param filled - chosen option per blank (null/undefined = empty)
 * @param blankCount - number of blanks
 * @param kind - which order kind
 * @returns the check
 */
export function validateOrder(
  filled: readonly unknown[],
  blankCount: number,
  kind: "sentence-sorting" | "grammar-blank-fill" | "fill-in-order",
): InputCheck {
  const complete =
    filled.length >= blankCount &&
    filled.slice(0, blankCount).every((v) => v !== null && v !== undefined && v !== "");
  if (complete) return OK;
  return fail(kind === "sentence-sorting" ? HINT_KEYS.enterAnswer : HINT_KEYS.orderNotAllSelected);
}

/**
 * Typed answer (ja-to-en writing, translate fill words): not empty, no emoji.
 * @param text - typed text
 * @returns the check
 */
export function validateTyped(text: string | null | undefined): InputCheck {
  if (!text || text.trim() === "") return fail(HINT_KEYS.enterAnswer);
  if (hasEmoji(text)) return fail(HINT_KEYS.hasEmoji);
  return OK;
}

/**
 * Letter filling: the number of chosen letters must equal the number of blanks.
 * @param letters - chosen letters
 * @param blankCount - number of blanks
 * @returns the check
 */
export function validateLetters(letters: readonly string[], blankCount: number): InputCheck {
  return letters.filter((l) => l !== "").length === blankCount ? OK : fail(HINT_KEYS.enterAnswer);
}

/**
 * Choice: an option must be chosen (multi-question: every question, before hand-in).
 * @param chosen - chosen indices (null = unanswered)
 * @returns the check
 */
export function validateChoices(chosen: readonly (number | null | undefined)[]): InputCheck {
  return chosen.length > 0 && chosen.every((c) => c !== null && c !== undefined)
    ? OK
    : fail(HINT_KEYS.enterAnswer);
}

/**
 * Free-writing answers: every answer non-blank and without emoji.
 * @param answers - one text per question
 * @returns the check
 */
export function validateFreeWritingAnswers(answers: readonly string[]): InputCheck {
  if (answers.length === 0 || answers.some((a) => a.trim() === "")) return fail(HINT_KEYS.enterAnswer);
  if (answers.some(hasEmoji)) return fail(HINT_KEYS.hasEmoji);
  return OK;
}

/**
 * Normalises writing before submission: config replacements, full-width to half-width, curly
 * quotes and Japanese punctuation to ASCII, trailing spaces of lines removed, trimmed.
 * Line breaks are kept (paragraphs matter in essays).
 * @param text - the editor text
 * @param specialStringToSemiangle - config replacements
 * @returns the text to submit
 */
export function normalizeWriting(
  text: string,
  specialStringToSemiangle?: Readonly<Record<string, string>>,
): string {
  const t = unifyPunctuation(toHalfWidth(applySpecialStrings(text, specialStringToSemiangle)));
  return t
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00A0]+/g, " ").trimEnd())
    .join("\n")
    .trim();
}

/**
 * Writing submit check (spec §5): 0 words → skill_writing_content_cannot_empty; emoji →
 * hint_common_has_emoji; characters outside basic Latin → skill_writing_content_include_not_english
 * with their positions (for red highlighting). Run on the normalised text.
 * @param text - normalised writing
 * @returns the check
 */
export function validateWriting(text: string): InputCheck {
  if (wordCount(text) === 0) return fail(HINT_KEYS.writingEmpty);
  if (hasEmoji(text)) return fail(HINT_KEYS.hasEmoji);
  const foreign = findNonBasicLatin(text);
  if (foreign.length > 0) return fail(HINT_KEYS.writingNotEnglish, foreign);
  return OK;
}
