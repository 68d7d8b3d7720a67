import type { EvaluatedWord } from "@web/lib/speech/index.ts";

/** How a reference word was read (spec: omitted / mispronounced / ok, from dp_message). */
export type WordMark = "ok" | "mispronounced" | "omitted";

/** One word of the coloured sentence. */
export type ColouredWord = { text: string; mark: WordMark };

/**
 * The mark of an evaluated word: 16 omitted, 128 mispronounced/replaced, anything else read.
 * @param dp - the word's dp_message
 * @returns the mark, or null for an inserted word (32: not part of the reference); a repeated word (64)
 *   was read, so it counts as ok
 */
export function markOf(dp: number): WordMark | null {
  if (dp === 16) return "omitted";
  if (dp === 128) return "mispronounced";
  if (dp === 32) return null;
  return "ok";
}

/**
 * The reference words of an evaluation with their marks, in order (insertions dropped: they are not
 * words the student was asked to read).
 * @param words - the parsed words of the result XML
 * @returns the coloured words
 */
export function colourWords(words: readonly EvaluatedWord[]): ColouredWord[] {
  const out: ColouredWord[] = [];
  for (const w of words) {
    const mark = markOf(w.dp_message);
    if (mark && w.content.trim() !== "") out.push({ text: w.content.trim(), mark });
  }
  return out;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The evaluate_html of the answer payload: one span per word with its mark as a class, so the result
 * screen can colour the sentence again after a reload without the XML.
 * @param words - the coloured words
 * @returns the HTML string (word text escaped)
 */
export function wordsToHtml(words: readonly ColouredWord[]): string {
  return words.map((w) => `<span class="sw sw-${w.mark}">${escapeHtml(w.text)}</span>`).join(" ");
}

const MARKS: readonly WordMark[] = ["ok", "mispronounced", "omitted"];

/**
 * Reads a stored evaluate_html back into coloured words. The HTML comes from the server (and before
 * that from a client), so nothing of it is rendered: it is parsed in an inert document (scripts never
 * run there) and only the text of innermost spans and a known mark class are kept; a span without a
 * known mark counts as read, text outside spans is ignored.
 * @param html - the stored evaluate_html (may be empty or hostile)
 * @returns the coloured words (empty for empty or unreadable input)
 */
export function parseEvaluateHtml(html: string | null | undefined): ColouredWord[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, "text/html");
  const out: ColouredWord[] = [];
  for (const span of doc.body.querySelectorAll("span")) {
    if (span.querySelector("span")) continue;
    const text = (span.textContent ?? "").trim();
    if (text === "") continue;
    const mark = MARKS.find((m) => span.classList.contains(`sw-${m}`)) ?? "ok";
    out.push({ text, mark });
  }
  return out;
}

/**
 * Sanitises evaluate_html by rebuilding it from its words: the output holds only escaped word text in
 * spans with a known mark class, whatever the input held (an allow-list stricter than a generic
 * HTML sanitiser, and the same one the result screen reads with).
 * @param html - HTML to clean (built by wordsToHtml, or stored)
 * @returns the sanitised HTML
 */
export function sanitizeEvaluateHtml(html: string): string {
  return wordsToHtml(parseEvaluateHtml(html));
}
