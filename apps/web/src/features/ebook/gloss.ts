/** A run of a line's text: plain text, or a glossary word with its Japanese. */
export type TextRun = { text: string; ja?: string };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Splits a line into plain runs and glossary words (case-insensitive, whole words, with the common
 * endings -s, -es, -ed, -d, -ing, so "umbrellas" is found for "umbrella"); longer entries win.
 * @param text - the line
 * @param glossary - the book's glossary
 * @returns the runs in order; their texts join back to the line
 */
export function glossRuns(text: string, glossary: readonly { word: string; ja: string }[]): TextRun[] {
  const entries = glossary.filter((g) => g.word.trim() !== "");
  if (entries.length === 0) return [{ text }];
  const byWord = new Map(entries.map((g) => [g.word.toLowerCase(), g.ja]));
  const words = [...byWord.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`\\b(${words.join("|")})(?:s|es|ed|d|ing)?\\b`, "gi");
  const runs: TextRun[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (start > at) runs.push({ text: text.slice(at, start) });
    runs.push({ text: m[0], ja: byWord.get((m[1] ?? "").toLowerCase()) ?? "" });
    at = start + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/**
 * The page of a sentence id ("p3-2" → 3).
 * @param sentenceId - p<page>-<n>
 * @returns the page number, or null
 */
export function pageOfSentence(sentenceId: string): number | null {
  const m = /^p(\d+)-\d+$/.exec(sentenceId);
  return m ? Number(m[1]) : null;
}
