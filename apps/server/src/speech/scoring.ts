import type { RefWord } from "./reference-text.ts";
import type { TipKey } from "./tips.ts";
import type { DpMessage } from "./word-alignment.ts";

/**
 * The shapes of an evaluation's scores. Scores are 0–5 like ISE's English engine; they are computed by
 * the learned model in learned-scoring.ts.
 */

/** Scored reference word. */
export interface WordScore extends RefWord {
  dp: DpMessage;
  /** first and last 10 ms frame; for omitted words the position where they would have been */
  begPos: number;
  endPos: number;
  score: number;
  /** said again right after itself */
  repeated: boolean;
  /** the word's expected phones, when it was read */
  phones?: PhoneScore[];
}

/** One expected phone of a word, where it was said and how well. */
export interface PhoneScore {
  content: string;
  begPos: number;
  endPos: number;
  /** 0 as expected, 128 mispronounced */
  dp: 0 | 128;
  /** 0–5 */
  score: number;
  /** the phone heard instead, when it is a typical confusion */
  heard?: string;
  /** the pronunciation tip for that confusion */
  tip?: TipKey;
}

/** Whole-reading scores (0-5) and ISE's rejection flag. */
export interface ReadingScores {
  total: number;
  accuracy: number;
  fluency: number;
  integrity: number;
  standard: number;
  isRejected: boolean;
}
