import type { OpenAnswerElement, WordSpan } from "@web/lib/speech/open-answer-xml.ts";
import type { EvaluatedWord } from "@web/lib/speech/result-xml.ts";

/** A run of the recognised answer: plain words, or the words that say one element of the rubric. */
export type AnswerSegment =
  | { kind: "plain"; text: string }
  | { kind: "hit"; text: string /** position of the element in the checklist, from 0 */; element: number };

type Word = Pick<EvaluatedWord, "index" | "content" | "dp_message">;

/** The words the student said, in order (an omitted word of the alignment was not said). */
function said(words: readonly Word[]): Word[] {
  return words.filter((w) => w.dp_message !== 16 && w.content.trim() !== "");
}

/**
 * Splits the recognised words into runs: the words inside a found element's span form one "hit" run per
 * element (a word claimed by two elements stays with the first one), the others plain runs.
 * @param words - the recognised words (read_chapter of the open-answer result; `index` = global_index)
 * @param elements - the rubric's elements as scored
 * @returns the runs, in the order spoken
 */
export function answerSegments(
  words: readonly Word[],
  elements: readonly OpenAnswerElement[],
): AnswerSegment[] {
  const owner = new Map<number, number>();
  elements.forEach((e, i) => {
    if (!e.found || !e.words) return;
    for (let w = e.words.beg; w <= e.words.end; w++) if (!owner.has(w)) owner.set(w, i);
  });
  const out: AnswerSegment[] = [];
  for (const w of said(words)) {
    const element = owner.get(w.index);
    const last = out[out.length - 1];
    const sameRun = last && (last.kind === "hit" ? last.element === element : element === undefined);
    if (last && sameRun) last.text = `${last.text} ${w.content.trim()}`;
    else if (element === undefined) out.push({ kind: "plain", text: w.content.trim() });
    else out.push({ kind: "hit", text: w.content.trim(), element });
  }
  return out;
}

/**
 * The recognised words of a span, joined by spaces.
 * @param words - the recognised words
 * @param span - first and last index, inclusive
 * @returns the words ("" when none of them is in the span)
 */
export function wordsIn(words: readonly Word[], span: WordSpan): string {
  return said(words)
    .filter((w) => w.index >= span.beg && w.index <= span.end)
    .map((w) => w.content.trim())
    .join(" ");
}
