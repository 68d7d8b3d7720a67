/**
 * Plain text from an imported source: markup, control characters and stray whitespace removed, so no
 * HTML ever reaches a page from the dictionary data.
 * @param raw - text as the source has it
 * @returns the plain text, trimmed
 */
export function plainText(raw: string): string {
  // most source text is already plain: skip the replacements
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (!/[<>&\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029]|\s\s/.test(raw)) return raw.trim();
  return (
    raw
      .replace(/<[^>]*>?/g, " ")
      .replace(/&(lt|gt|amp|quot|#\d+);/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029]/g, " ")
      .replace(/[<>]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}
