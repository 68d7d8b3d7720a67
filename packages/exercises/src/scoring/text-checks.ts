/** Text checks used by the players' validation (spec §5). */

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3|\uFE0F/u;

/**
 * Whether the text contains an emoji (hint_common_has_emoji).
 * @param text - any text
 * @returns true when an emoji is present
 */
export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/** A character outside basic Latin, with its UTF-16 range in the text (for highlighting). */
export interface ForeignChar {
  char: string;
  start: number;
  end: number;
}

/**
 * Finds characters outside basic Latin (U+0000-U+007F), e.g. Japanese or emoji, with their
 * positions, so the writing editor can highlight them (skill_writing_content_include_not_english).
 * @param text - the (normalised) writing
 * @returns the offending characters in order
 */
export function findNonBasicLatin(text: string): ForeignChar[] {
  const out: ForeignChar[] = [];
  let pos = 0;
  for (const ch of text) {
    if (ch.codePointAt(0)! > 0x7f) out.push({ char: ch, start: pos, end: pos + ch.length });
    pos += ch.length;
  }
  return out;
}

/**
 * Word count: whitespace-separated tokens of the trimmed text.
 * @param text - any text
 * @returns the number of words (0 for blank text)
 */
export function wordCount(text: string): number {
  const t = text.trim();
  return t === "" ? 0 : t.split(/\s+/u).length;
}
