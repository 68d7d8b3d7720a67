import { parseEvaluationXml } from "@web/lib/speech/result-xml.ts";

/**
 * The score (0-100) of one phoneme in a word the speech engine scored: the mean of that phone's scores in
 * the word (0-5 each), else the word's own score; null when the XML cannot be read or lacks the word. The
 * server marks the paper the same way from the evaluation it kept; this is the instant feedback.
 * @param xml - the evaluation XML of the take
 * @param word - the item's word
 * @param phone - the phoneme id (lower-case ARPAbet)
 * @returns the percent, or null
 */
export function phonePercent(xml: string, word: string, phone: string): number | null {
  let words: ReturnType<typeof parseEvaluationXml>["words"];
  let rejected = false;
  try {
    const result = parseEvaluationXml(xml);
    words = result.words;
    rejected = result.is_rejected;
  } catch {
    return null;
  }
  if (rejected) return 0;
  const w = words.find((x) => x.content.toLowerCase() === word);
  if (!w) return null;
  if (w.dp_message === 16) return 0;
  const scores = w.phones.filter((p) => p.content.toLowerCase() === phone && p.score !== undefined);
  const raw = scores.length ? scores.reduce((n, p) => n + (p.score ?? 0), 0) / scores.length : w.total_score;
  return Math.round(Math.min(5, Math.max(0, raw)) * 20);
}
