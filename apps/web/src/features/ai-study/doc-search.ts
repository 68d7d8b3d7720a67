import type { AiDocPoint } from "@hibiki/contracts";

/**
 * Text folded for searching: lower case, full-width letters and digits made half-width, spaces squeezed.
 * @param s - the text
 * @returns the folded text
 */
export function fold(s: string): string {
  return s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Whether a grammar point of the reference matches a search: every word of the query appears somewhere in
 * its titles, goal, headings, explanations or examples (English or Japanese).
 * @param point - the point
 * @param query - what the student typed
 * @returns true for an empty query too
 */
export function matchesDoc(point: AiDocPoint, query: string): boolean {
  const words = fold(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(
    [
      point.title_ja,
      point.title_en,
      point.goal_ja,
      ...point.sections.flatMap((s) => [s.heading_ja, s.body_ja, ...s.examples.flatMap((e) => [e.en, e.ja])]),
    ].join(" "),
  );
  return words.every((w) => text.includes(w));
}
