import type { AiSpeakingCorrection, EngineResult, WritingErrorType, WritingLevel } from "@hibiki/contracts";
import { tryGrammarScore } from "@hibiki/exercises/ai-speaking";
import type { CheckerRunner } from "../writing/checker-runner.ts";

/**
 * Grammar feedback on a recognised answer from the writing checker. Findings about how text is written
 * rather than said are dropped: the recogniser decides capitals, punctuation and spelling, and a short
 * spoken answer ("Soccer.") is not a fragment to correct.
 */

/** Finding types that say nothing about spoken English. */
const NOT_SPOKEN: ReadonlySet<WritingErrorType> = new Set([
  "capitalization",
  "punctuation",
  "spelling",
  "sentence_structure",
  "missing_subject",
]);

/** The grammar of one answer: its corrections and score. */
export type GrammarFeedback = { corrections: AiSpeakingCorrection[]; score: number };

/**
 * The checker's findings as corrections indexed into the whole text (each sentence is found in the text
 * in order, so offsets inside a sentence become offsets in the text).
 * @param text - the recognised text as checked
 * @param result - the checker's result
 * @returns the spoken-English corrections, in text order
 */
export function correctionsOf(text: string, result: Pick<EngineResult, "comments">): AiSpeakingCorrection[] {
  const out: AiSpeakingCorrection[] = [];
  let cursor = 0;
  for (const sentence of result.comments) {
    const at = text.indexOf(sentence.sent_content, cursor);
    const base = at >= 0 ? at : cursor;
    if (at >= 0) cursor = at + sentence.sent_content.length;
    for (const c of sentence.sent_comments) {
      if (NOT_SPOKEN.has(c.type)) continue;
      const original = sentence.sent_content.slice(c.hit_words_pos.startPos, c.hit_words_pos.endPos);
      if (original === c.suggestion) continue; // no correction to offer
      out.push({
        start: base + c.hit_words_pos.startPos,
        end: base + c.hit_words_pos.endPos,
        original,
        suggestion: c.suggestion,
        explanation_ja: c.explanation_ja,
        type: c.type,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Recognised speech as the checker reads it, and the way back to the recognised text's offsets. */
export type SpeechText = { text: string; toOriginal: (index: number) => number };

/** Where the recogniser leaves out a comma the checker needs: after a first yes/no/well…, before thanks/please. */
const COMMA_AFTER = [
  /(?:^|[.!?]\s+)(?:yes|yeah|no|nope|well|oh|um|uh|sure|okay|ok)(?=\s+[A-Za-z])/gi,
  /[A-Za-z](?=\s+(?:thank you|thanks)\b)/gi,
  /[A-Za-z](?=\s+please\s*[.!?]?\s*$)/gi,
];

/**
 * Adds the commas the recogniser leaves out around set phrases ("i'm fine thank you" reads as a wrong
 * "be" to the checker; "I'm fine, thank you" does not), keeping a map back to the recognised text.
 * @param text - the recognised text
 * @returns the text to check and the offset map (an offset inside an added comma maps to where it was added)
 */
export function speechForChecker(text: string): SpeechText {
  const at = new Set<number>();
  for (const re of COMMA_AFTER)
    for (const m of text.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].length;
      if (text[end] !== ",") at.add(end);
    }
  let out = "";
  const map: number[] = [];
  for (let i = 0; i <= text.length; i++) {
    if (at.has(i)) {
      map.push(i);
      out += ",";
    }
    if (i < text.length) {
      map.push(i);
      out += text[i];
    }
  }
  map.push(text.length);
  return {
    text: out,
    toOriginal: (index) => map[Math.max(0, Math.min(index, map.length - 1))] ?? text.length,
  };
}

/**
 * Checks one recognised answer (with the commas of speechForChecker). A checker failure leaves the answer
 * without corrections (the conversation goes on; the cause is logged by the runner).
 * @param checker - the writing checker
 * @param text - the recognised text
 * @param level - the vocabulary level to check against
 * @returns the corrections (offsets into `text`) and the grammar score (0 for an answer without words)
 */
export async function grammarOf(
  checker: Pick<CheckerRunner, "check">,
  text: string,
  level: WritingLevel,
): Promise<GrammarFeedback> {
  if (text.trim() === "") return { corrections: [], score: 0 };
  const speech = speechForChecker(text);
  let corrections: AiSpeakingCorrection[] = [];
  try {
    corrections = correctionsOf(speech.text, await checker.check(speech.text, level)).map((c) => {
      const start = speech.toOriginal(c.start);
      const end = Math.max(start, speech.toOriginal(c.end));
      return { ...c, start, end, original: text.slice(start, end) };
    });
  } catch {
    corrections = [];
  }
  return { corrections, score: tryGrammarScore(text, corrections.length) };
}
