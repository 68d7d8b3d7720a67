import { answerWordCount } from "../scoring/meaning/split-answer.ts";

/**
 * AI-speaking scores, all in points 0-100. A try's grammar score falls with the writing checker's
 * findings per word (GRAMMAR_PENALTY_PER_ERROR_RATE: one finding in five words costs half); a session's
 * task completion is its matched nodes over its answered nodes (at least the scenario's shortest path, so
 * finishing early does not raise it); its total weighs task completion, pronunciation and grammar
 * TOTAL_WEIGHTS, leaving pronunciation out when no try had an evaluation.
 */

/** How a try ended: an intent matched, a repair was asked, or the partner moved on. */
export type AiSpeakingTryOutcome = "matched" | "repair" | "moved_on";

/** What the session score needs of one try. */
export interface ScoredTry {
  outcome: AiSpeakingTryOutcome;
  /** the recognised text ("" when nothing was heard) */
  text: string;
  grammar: number;
  pronunciation: number | null;
}

/** A session's scores. */
export interface AiSpeakingSessionScores {
  pronunciation: number | null;
  grammar: number;
  task_completion: number;
  total: number;
  /** nodes answered: matched or moved on */
  turns: number;
  matched_turns: number;
}

/** Points lost per finding-per-word: 1 finding in 5 words (0.2) costs 50. */
export const GRAMMAR_PENALTY_PER_ERROR_RATE = 250;
/** Weights of the total. */
export const TOTAL_WEIGHTS = { task_completion: 0.4, pronunciation: 0.3, grammar: 0.3 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * Grammar score of one recognised answer.
 * @param text - the recognised text
 * @param findings - how many corrections the writing checker made
 * @returns 0-100 (0 for an answer without words)
 */
export function tryGrammarScore(text: string, findings: number): number {
  const words = answerWordCount(text);
  if (words === 0) return 0;
  return clamp(100 - (GRAMMAR_PENALTY_PER_ERROR_RATE * findings) / words);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Scores a session from its tries.
 * @param tries - every try in order
 * @param minTurns - the scenario's turns on its shortest path (the least denominator of task completion)
 * @returns the scores; a session without tries scores 0 everywhere (pronunciation null)
 */
export function aiSpeakingSessionScores(
  tries: readonly ScoredTry[],
  minTurns: number,
): AiSpeakingSessionScores {
  const matched = tries.filter((t) => t.outcome === "matched").length;
  const turns = matched + tries.filter((t) => t.outcome === "moved_on").length;
  const task = clamp((100 * matched) / Math.max(turns, minTurns, 1));
  const spoken = tries.filter((t) => answerWordCount(t.text) > 0);
  const grammar = spoken.length > 0 ? clamp(mean(spoken.map((t) => t.grammar))) : 0;
  const heard = tries.flatMap((t) => (t.pronunciation === null ? [] : [t.pronunciation]));
  const pronunciation = heard.length > 0 ? clamp(mean(heard)) : null;
  const w = TOTAL_WEIGHTS;
  const total =
    pronunciation === null
      ? clamp((w.task_completion * task + w.grammar * grammar) / (w.task_completion + w.grammar))
      : clamp(w.task_completion * task + w.pronunciation * pronunciation + w.grammar * grammar);
  return { pronunciation, grammar, task_completion: task, total, turns, matched_turns: matched };
}

/**
 * Chooses one of a line's variants, deterministically from the session and the place in it, so a
 * repeated scenario does not always sound the same but a test always hears the same line.
 * @param seed - the session id
 * @param key - where the line is said (node id, kind of line, try number)
 * @param count - how many variants there are
 * @returns an index from 0 to count - 1 (0 when count < 1)
 */
export function variantIndex(seed: number, key: string, count: number): number {
  if (count <= 1) return 0;
  // FNV-1a over the seed and key: cheap, stable and spread enough for 2-3 variants
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${key}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % count;
}
