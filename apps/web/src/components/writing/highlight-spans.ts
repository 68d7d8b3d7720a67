import { type CorrectNote, type EngineResult, locateSentences, type SentComment } from "@hibiki/contracts";

/** One highlighted range of the whole text: a checker comment or a teacher note. */
export type HighlightSpan = {
  start: number;
  end: number;
  kind: "error" | "teacher";
  /** the tooltip text */
  tip: string;
  comment?: SentComment;
  note?: CorrectNote;
};

/**
 * Turns an engine result's per-sentence comments (and teacher notes, whose positions are in the whole
 * text) into non-overlapping ranges of `text`, in order. A comment whose sentence cannot be found, or
 * that overlaps an earlier range, is left out of the highlighting (it is still listed below the text).
 * @param engine - the engine result
 * @param notes - teacher correct_notes (positions in engine.text)
 * @returns sorted, non-overlapping spans
 */
export function highlightSpans(engine: EngineResult, notes: readonly CorrectNote[] = []): HighlightSpan[] {
  const starts = locateSentences(engine);
  const all: HighlightSpan[] = [];
  engine.comments.forEach((s, i) => {
    const base = starts[i] ?? -1;
    if (base < 0) return;
    for (const c of s.sent_comments) {
      const tip = c.explanation_ja || c.comments;
      all.push({
        start: base + c.hit_words_pos.startPos,
        end: base + c.hit_words_pos.endPos,
        kind: "error",
        tip,
        comment: c,
      });
    }
  });
  for (const n of notes) {
    all.push({
      start: n.pos.startPos,
      end: n.pos.endPos,
      kind: "teacher",
      tip: `${n.teacher}: ${n.comments}`,
      note: n,
    });
  }
  all.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: HighlightSpan[] = [];
  for (const s of all) {
    if (s.end <= s.start || s.end > engine.text.length) continue;
    const prev = kept[kept.length - 1];
    if (prev && s.start < prev.end) continue;
    kept.push(s);
  }
  return kept;
}

/** @returns the number of checker comments in an engine result (the "N items" count) */
export function countComments(engine: EngineResult): number {
  return engine.comments.reduce((n, s) => n + s.sent_comments.length, 0);
}
