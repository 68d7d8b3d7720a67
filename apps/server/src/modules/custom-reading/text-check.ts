import { CUSTOM_READING_MESSAGES, type CustomReadingErrorKey } from "@hibiki/contracts";
import {
  checkCustomText,
  customTextCategory,
  customTextKey,
  customTextWordCount,
} from "@hibiki/exercises/custom-reading";
import { BadRequest } from "../../errors.ts";
import { filterSensitiveWords } from "../../writing/sensitive-words/index.ts";

/** A text that passed every rule, ready to store. */
export type CheckedText = {
  text: string;
  textKey: string;
  wordCount: number;
  category: "read_word" | "read_sentence" | "read_chapter";
};

/**
 * A 400 with a custom-reading error key, its Japanese message and the text field named.
 * @param key - the error key
 * @returns the error to throw
 */
export function refusal(key: CustomReadingErrorKey) {
  const message = CUSTOM_READING_MESSAGES[key];
  return BadRequest(key, message, { text: message });
}

/**
 * Checks a new text: the shared rules (the browser runs the same ones as the student types), then the
 * sensitive-words list of the writing checker. An infringing text is refused, not masked: a student's
 * practice text is theirs to reword.
 * @param raw - the text as posted
 * @returns the normalised text with its duplicate key, word count and speech category
 * @throws AppError 400 with the first broken rule's key (custom_reading_empty … custom_reading_no_word),
 *   or custom_reading_sensitive
 */
export function checkNewText(raw: string): CheckedText {
  const checked = checkCustomText(raw);
  if (!checked.ok) throw refusal(`custom_reading_${checked.rule}`);
  if (filterSensitiveWords(checked.text).found.length > 0) throw refusal("custom_reading_sensitive");
  return {
    text: checked.text,
    textKey: customTextKey(checked.text),
    wordCount: customTextWordCount(checked.text),
    category: customTextCategory(checked.text),
  };
}
